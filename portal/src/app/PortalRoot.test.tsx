import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_PLAN_PRICING } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeAuthProvider, fakeDataProvider } from '../test/portalTestUtils.tsx';
import { PortalRoot } from './PortalRoot.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The portal as the browser runs it: the light shell, which loads the rest (and the data provider) on demand. */
function renderRoot(path: string) {
  const dataProvider = fakeDataProvider();
  const publicMethods = {
    getServerTime: vi.fn(() => Promise.resolve({ time: '2031-03-04T05:06:07.000Z' })),
    getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
  };
  const loadDataProvider = vi.fn(() => Promise.resolve(dataProvider));
  const authProvider = fakeAuthProvider({ 'ann.lee@example.com': SESSIONS.attorneyOwnerBasic() });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PortalRoot
            authProvider={authProvider}
            publicMethods={publicMethods}
            loadDataProvider={loadDataProvider}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const location = () => router.state.location.pathname;
  return { router, location, dataProvider, publicMethods, loadDataProvider, authProvider };
}

describe('PortalRoot (the light first page)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the sign-in page with its public reads, without loading the data provider', async () => {
    const { publicMethods, loadDataProvider } = renderRoot('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('© 2031 CaseBridge'));
    expect(publicMethods.getServerTime).toHaveBeenCalledTimes(1);
    expect(publicMethods.getPlanPricing).toHaveBeenCalledTimes(1);
    expect(loadDataProvider).not.toHaveBeenCalled();
  });

  it('signs in with the auth provider, then loads the rest of the portal for the home path', async () => {
    const { location, loadDataProvider, authProvider, dataProvider } = renderRoot('/sign-in');
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'ann.lee@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // A Basic attorney lands on Cases (domain homePath: no dashboard below Premium).
    await waitFor(() => expect(location()).toBe('/cases'));
    expect(await screen.findByRole('heading', { name: 'Cases', level: 1 })).toBeTruthy();
    expect(authProvider.login).toHaveBeenCalledTimes(1);
    expect(loadDataProvider).toHaveBeenCalledTimes(1);
    // The footer's year was read by the first page: the signed-in app does not read it again.
    expect(dataProvider.getServerTime).not.toHaveBeenCalled();
  });

  it('loads the rest of the portal for any other path, and keeps it for /sign-in afterwards', async () => {
    const { router, loadDataProvider } = renderRoot('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Create your CaseBridge account' })).toBeTruthy();
    expect(loadDataProvider).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await act(() => router.navigate('/sign-up'));
    expect(await screen.findByRole('heading', { name: 'Create your CaseBridge account' })).toBeTruthy();
    expect(loadDataProvider).toHaveBeenCalledTimes(1);
  });
});
