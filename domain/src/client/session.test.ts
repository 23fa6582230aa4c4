import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_LIST_DEFAULTS } from '@casebridge/domain';
import { STORAGE_KEYS, configureSession, session, storageKeys } from './session.ts';
import { testSession } from './testHelpers.ts';

beforeEach(() => {
  configureSession('portal');
  localStorage.clear();
});

describe('session', () => {
  it('stores the session under casebridge.session and reads it back', () => {
    session.set(testSession());
    expect(JSON.parse(localStorage.getItem('casebridge.session')!)).toEqual(testSession());
    expect(session.get()).toEqual(testSession());
    expect(session.get()).toBe(session.get()); // stable while unchanged
  });

  it('treats corrupt or foreign JSON as no session', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(session.get()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ hello: 'world' }));
    expect(session.get()).toBeNull();
  });

  it("keeps a visitor's user type; a session's user type wins", () => {
    expect(session.getUserType()).toBeNull();
    session.setUserType('CLAIMANT');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('CLAIMANT');
    expect(session.getUserType()).toBe('CLAIMANT');
    session.set(testSession({ userType: 'ATTORNEY' }));
    expect(session.getUserType()).toBe('ATTORNEY');
  });

  it('keeps the chosen language (en, es) across sign-outs; anything else reads as none', () => {
    expect(session.getLanguage()).toBeNull();
    session.setLanguage('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    session.set(testSession());
    session.clear();
    expect(session.getLanguage()).toBe('es');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(session.getLanguage()).toBeNull();
  });

  it('update merges into an existing session only', () => {
    expect(session.update({ changelogRead: false })).toBeNull();
    expect(session.get()).toBeNull();
    session.set(testSession());
    expect(session.update({ changelogRead: false })?.changelogRead).toBe(false);
    expect(session.get()).toMatchObject({ changelogRead: false, userId: 'u1' });
  });

  it('clear drops the session and list state but keeps last visited and the section', () => {
    session.set(testSession());
    session.setLastVisited('/cases/7?tab=files');
    session.setSelectedSection('claimant');
    session.setCaseListQuery({ page: 3 });
    session.setFundingQuery({ filter: 'PENDING' });
    session.clear();
    expect(session.get()).toBeNull();
    expect(session.getLastVisited()).toBe('/cases/7?tab=files');
    expect(session.getSelectedSection()).toBe('claimant');
    expect(session.getCaseListQuery()).toEqual(CASE_LIST_DEFAULTS);
    expect(session.getFundingQuery()).toEqual({ filter: null, page: 0 });
    session.clearLastVisited();
    expect(session.getLastVisited()).toBeNull();
    expect(localStorage.getItem('casebridge.lastVisited')).toBeNull();
  });

  it('holds the case-list query with the spec defaults and tolerates bad values', () => {
    expect(session.getCaseListQuery()).toEqual({ page: 0, column: 'createdDate', sort: 1, search: '' });
    expect(session.setCaseListQuery({ search: 'lee', sort: -1 })).toEqual({
      page: 0,
      column: 'createdDate',
      sort: -1,
      search: 'lee',
    });
    localStorage.setItem(STORAGE_KEYS.caseListQuery, JSON.stringify({ page: 'x', column: 'folio' }));
    expect(session.getCaseListQuery()).toEqual({ ...CASE_LIST_DEFAULTS, column: 'folio' });
    session.resetCaseListQuery();
    expect(session.getCaseListQuery()).toEqual(CASE_LIST_DEFAULTS);
  });

  it('holds the funding filter and page', () => {
    session.setFundingQuery({ filter: 'APPROVED', page: 2 });
    expect(session.getFundingQuery()).toEqual({ filter: 'APPROVED', page: 2 });
    session.setFundingQuery({ page: 0 });
    expect(session.getFundingQuery()).toEqual({ filter: 'APPROVED', page: 0 });
    session.setSelectedSection(null);
    expect(session.getSelectedSection()).toBeNull();
  });

  it('notifies subscribers on set, update and clear', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.set(testSession());
    session.update({ userName: 'Ann B' });
    session.clear();
    unsubscribe();
    session.set(testSession());
    expect(listener.mock.calls.map(([s]) => (s as { userName?: string } | null)?.userName ?? null)).toEqual([
      'Ann Lee',
      'Ann B',
      null,
    ]);
  });

  it("keeps each app's session apart: the console's sign-in and sign-out leave the portal's session alone", () => {
    session.set(testSession({ userId: 'owner', userType: 'ATTORNEY' }));
    session.setLastVisited('/cases');
    const portalListener = vi.fn();
    configureSession('admin');
    expect(storageKeys().session).toBe('casebridge.console.session');
    expect(session.get()).toBeNull(); // the portal's user is not the console's
    const unsubscribe = session.subscribe(portalListener);
    session.set(testSession({ userId: 'staff', userType: 'SYSTEM_ADMIN' }));
    expect(session.getLastVisited()).toBeNull();
    session.clear();
    unsubscribe();
    configureSession('portal');
    expect(session.get()).toMatchObject({ userId: 'owner' });
    expect(session.getLastVisited()).toBe('/cases');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({ userId: 'owner' });
  });

  it("does not tell this app's listeners about another app's session changed in another tab", () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'casebridge.console.session' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('createClient', () => {
  it("makes the console's providers use the console's keys", async () => {
    const { createClient } = await import('./index.ts');
    createClient({ apiUrl: '/api', app: 'admin' });
    expect(storageKeys().session).toBe('casebridge.console.session');
    createClient({ apiUrl: '/api', app: 'portal' });
    expect(storageKeys().session).toBe(STORAGE_KEYS.session);
  });
});
