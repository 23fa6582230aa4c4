import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MESSAGES, PORTAL_ROUTES, ROUTE_PURPOSES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, renderPortal, testSession } from '../../test/portalTestUtils.tsx';
import { consoleUrl } from '../../shared/consoleUrl.ts';
import { SCREENS } from './screens.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('portal routes', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('unknown routes and the root go to sign-in', async () => {
    for (const path of ['/no/such/page', '/']) {
      const { location, unmount } = renderPortal(path);
      await waitFor(() => expect(location()).toBe('/sign-in'));
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
      unmount();
    }
  });

  it('every screen route of the table has a purpose for its coming-soon page', () => {
    const screens = PORTAL_ROUTES.filter((r) => r.access !== 'redirect' && !r.console);
    for (const route of screens) expect(ROUTE_PURPOSES[route.pattern], route.pattern).toBeTruthy();
  });

  it('a signed-in route shows its screen inside the authenticated layout', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/my-company');
    expect(await screen.findByRole('heading', { name: 'My Company', level: 1 })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.comingSoon)).toBeNull();
    expect(screen.getByRole('button', { name: /User menu of Ann Lee/ })).toBeTruthy();
  });

  it('leaves no screen route of the table coming soon: each has its feature screen', () => {
    const screens = PORTAL_ROUTES.filter((r) => r.access !== 'redirect' && !r.console);
    expect(screens.filter((r) => !(r.pattern in SCREENS)).map((r) => r.pattern)).toEqual([]);
  });

  it('a public route shows the public layout, also without a session', async () => {
    renderPortal('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign Up', hidden: true }).length).toBeGreaterThan(0);
  });

  it('/password-update/:email disables navigation', async () => {
    renderPortal('/password-update/ann%40example.com');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    // No header or footer links: only the page's own way back to the start of the reset.
    const links = screen.queryAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/reset-password']);
  });

  it('/verify goes to the home page claimant section', async () => {
    const { location } = renderPortal('/verify');
    await waitFor(() => expect(location()).toBe('/sign-in?section=claimant'));
    expect(session.getSelectedSection()).toBe('claimant');
  });

  it('/claimant/cases/:id opens the case details', async () => {
    session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
    const { location } = renderPortal('/claimant/cases/42');
    await waitFor(() => expect(location()).toBe('/cases/42'));
    expect(await screen.findByRole('heading', { name: 'Case details' })).toBeTruthy();
  });
});

describe('consoleUrl', () => {
  it('maps the console routes into the console', () => {
    expect(consoleUrl('/registries')).toBe('/admin/registries');
    expect(consoleUrl('/registries/7')).toBe('/admin/registries/7/show');
    expect(consoleUrl('/factoring/9')).toBe('/admin/registries/9/show');
    expect(consoleUrl('/users')).toBe('/admin/users');
    expect(consoleUrl('/reports')).toBe('/admin/reports');
  });
});
