import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  SESSIONS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Labels of the desktop header menu (hidden at jsdom's default width, hence `hidden`). */
async function headerLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main', hidden: true });
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent ?? '');
}

describe('header menu per role', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('attorney owner of a non-premium company: Upgrade, no Dashboard, Case Invites nor Appointments', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/directory');
    expect(await headerLabels()).toEqual(['Directory', 'Cases', 'Tasks', 'Upgrade']);
  });

  it('claimant: their dashboard and cases, no Tasks nor Appointments (issue 40 item 17)', async () => {
    session.set(
      testSession({
        userType: 'CLAIMANT',
        permissions: null,
        companyType: null,
        companyStatus: null,
        subscriptionType: null,
        company: null,
      }),
    );
    renderPortal('/directory');
    expect(await headerLabels()).toEqual(['Directory', 'Dashboard', 'Cases']);
  });

  it('attorney owner of a premium company: no Upgrade', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    renderPortal('/directory');
    expect(await headerLabels()).not.toContain('Upgrade');
  });

  it('attorney member: no Upgrade', async () => {
    session.set(testSession({ permissions: 'MEMBER' }));
    renderPortal('/directory');
    expect(await headerLabels()).not.toContain('Upgrade');
  });

  it('factoring company user: only Funding Applications', async () => {
    session.set(SESSIONS.factoring());
    renderPortal('/funding-requests');
    expect(await headerLabels()).toEqual(['Funding Applications']);
  });

  it('marks the current page', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/cases/5');
    const nav = await screen.findByRole('navigation', { name: 'Main', hidden: true });
    const current = within(nav).getByRole('link', { name: 'Cases', hidden: true });
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});

describe('user menu', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('owner of a paid monthly plan: company, account, network, switch to annual, invite friends, log out', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    renderPortal('/directory', {
      dataProvider: fakeDataProvider(0, { planType: 'PRO', billingType: 'MONTHLY' }),
    });
    const button = await screen.findByRole('button', { name: 'User menu of Ann Lee' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(screen.queryByRole('menuitem', { name: 'Switch to Annual and save' })).toBeTruthy();
    });
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Company',
      'My Account',
      'My Network',
      'Switch to Annual and save',
      'Invite Friends',
      'Log out',
    ]);
  });

  it('log out clears the session and goes to sign-in', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { location } = renderPortal('/tasks');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu of Ann Lee' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(session.get()).toBeNull();
    expect(session.getLastVisited()).toBeNull();
  });
});
