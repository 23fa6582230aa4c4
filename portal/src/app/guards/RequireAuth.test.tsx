import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, renderPortal, testSession } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RequireAuth', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('without a session stores the requested path as last visited and goes to sign-in', async () => {
    const { location } = renderPortal('/cases?page=2&search=smith');
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(session.getLastVisited()).toBe('/cases?page=2&search=smith');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('does not store unknown pages', async () => {
    const { location } = renderPortal('/no-such-page');
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(session.getLastVisited()).toBeNull();
  });

  it('lets a signed-in user through', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { location } = renderPortal('/cases');
    expect(await screen.findByRole('heading', { name: 'Cases' })).toBeTruthy();
    expect(location()).toBe('/cases');
    expect(session.getLastVisited()).toBeNull();
  });

  it('sends a user with a pending password reset to password update', async () => {
    session.set(testSession({ passwordReset: true }));
    const { location } = renderPortal('/tasks');
    await waitFor(() => expect(location()).toBe('/password-update'));
  });

  it('sends routes the actor may not open to the home path', async () => {
    session.set(SESSIONS.factoring());
    const { location } = renderPortal('/directory');
    await waitFor(() => expect(location()).toBe('/funding-requests'));
    expect(await screen.findByRole('heading', { name: 'Funding Applications' })).toBeTruthy();
  });

  it('sends claimants from my-network to cases', async () => {
    session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
    const { location } = renderPortal('/my-network');
    await waitFor(() => expect(location()).toBe('/cases'));
  });

  it('a sign-out goes to sign-in without remembering the page', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { location } = renderPortal('/tasks');
    await screen.findByRole('heading', { name: 'Tasks' });
    session.clear();
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(session.getLastVisited()).toBeNull();
  });
});
