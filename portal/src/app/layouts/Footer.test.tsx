import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HOME_SECTIONS } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const footer = () => screen.getByRole('contentinfo');

describe('footer', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('links the home page sections, sign in, sign up and reset password', async () => {
    renderPortal('/reset-password');
    const product = await screen.findByRole('navigation', { name: 'Product' });
    const sectionLinks = within(product).getAllByRole('link');
    expect(sectionLinks.map((link) => link.getAttribute('href'))).toEqual(
      HOME_SECTIONS.filter((s) => s.header).map((s) => `/sign-in?section=${s.id}`),
    );
    const account = within(footer()).getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Log in', '/sign-in'],
      ['Sign Up', '/sign-up'],
      ['Reset password', '/reset-password'],
    ]);
    expect(within(footer()).getByRole('link', { name: 'support@casebridge.test' }).getAttribute('href')).toBe(
      'mailto:support@casebridge.test',
    );
  });

  it('takes the copyright year from the server clock', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.getServerTime = vi.fn(() => Promise.resolve({ time: '2031-03-04T05:06:07.000Z' }));
    renderPortal('/reset-password', { dataProvider });
    await waitFor(() => expect(footer().textContent).toContain('© 2031 CaseBridge'));
    expect(dataProvider.getServerTime).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser year when the server clock is unavailable', async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.getServerTime = vi.fn(() => Promise.reject(new Error('offline')));
    renderPortal('/reset-password', { dataProvider });
    await waitFor(() => expect(dataProvider.getServerTime).toHaveBeenCalled());
    expect(footer().textContent).toContain(`© ${new Date().getFullYear()} CaseBridge`);
  });

  it('signed in: support contact only (the home page would send the user on)', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/tasks');
    await screen.findByRole('heading', { name: 'Tasks' });
    expect(within(footer()).queryByRole('navigation', { name: 'Product' })).toBeNull();
    expect(within(footer()).getByRole('link', { name: 'support@casebridge.test' })).toBeTruthy();
  });
});
