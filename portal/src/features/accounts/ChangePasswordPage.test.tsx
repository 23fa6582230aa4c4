import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeAuthProvider,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    updatePassword: vi.fn(async ({ currentPassword }: { currentPassword: string }) => {
      if (currentPassword !== 'Old#12345')
        throw new HttpError(MESSAGES.currentPasswordWrong, 400, {
          error: 'validation_error',
          message: MESSAGES.currentPasswordWrong,
          fields: { currentPassword: MESSAGES.currentPasswordWrong },
        });
      session.update({ passwordReset: false });
      return {};
    }),
  });
  return dataProvider;
}

describe('change password page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('a user who has not finished a password reset is sent here; wrong current password, then home', async () => {
    session.set(testSession({ passwordReset: true }));
    const dataProvider = provider();
    const { location } = renderPortal('/cases', { dataProvider });
    await waitFor(() => expect(location()).toBe('/password-update'));
    expect(await screen.findByText(MESSAGES.passwordResetPending)).toBeTruthy();

    type(/^Current password/, 'Nope#12345');
    type(/^New password/, 'Changed#2026');
    type(/^Confirm password/, 'Changed#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();

    type(/^Current password/, 'Old#12345');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(location()).toBe('/cases'));
    expect(dataProvider.updatePassword).toHaveBeenLastCalledWith({
      currentPassword: 'Old#12345',
      password: 'Changed#2026',
    });
    expect(session.get()?.passwordReset).toBe(false);
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeTruthy();
  });

  it('validates before calling the server', async () => {
    session.set(testSession());
    const dataProvider = provider();
    renderPortal('/password-update', { dataProvider });
    type(/^New password/, 'weak');
    type(/^Confirm password/, 'other');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordWeak)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(dataProvider.updatePassword).not.toHaveBeenCalled();
  });
});

describe('sign-in messages', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('an unverified account gets a link to the verification page', async () => {
    const authProvider = fakeAuthProvider({});
    vi.mocked(authProvider.login).mockRejectedValue(
      new HttpError(MESSAGES.accountNotVerified, 403, {
        error: 'forbidden',
        message: MESSAGES.accountNotVerified,
      }),
    );
    renderPortal('/sign-in', { authProvider });
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'nina@park.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.accountNotVerified);
    expect(within(alert).getByRole('link', { name: 'Verify your e-mail' }).getAttribute('href')).toBe(
      '/verify/nina%40park.test',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).length).toBeGreaterThan(0);
  });
});
