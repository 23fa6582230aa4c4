import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { RESET_GRANT_KEY, readResetToken, saveResetGrant } from './resetGrant.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const EMAIL = 'nina@park.test';
const invalidToken = () =>
  new HttpError(MESSAGES.passwordResetSessionInvalid, 400, {
    error: 'validation_error',
    message: MESSAGES.passwordResetSessionInvalid,
    fields: { resetToken: MESSAGES.passwordResetSessionInvalid },
  });

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    requestPasswordReset: vi.fn(() => Promise.resolve()),
    resendPasswordReset: vi.fn(() => Promise.resolve()),
    verifyPasswordReset: vi.fn(() => Promise.resolve({ resetToken: 'tok-1', expiresIn: 900 })),
    setPassword: vi.fn(({ resetToken }: { resetToken: string }) =>
      resetToken === 'tok-1' ? Promise.resolve() : Promise.reject(invalidToken()),
    ),
  });
  return dataProvider;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('password reset pages', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('sends a code for the e-mail, then asks for the code', async () => {
    const dataProvider = provider();
    const { location } = renderPortal('/reset-password', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    type(/^E-mail/, EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(location()).toBe('/reset-password/nina%40park.test'));
    expect(dataProvider.requestPasswordReset).toHaveBeenCalledWith(EMAIL);
    expect(await screen.findByText(MESSAGES.passwordResetCodeSent)).toBeTruthy();
  });

  it('exchanges the code for a reset token kept in this tab, then asks for the new password', async () => {
    const dataProvider = provider();
    const { location } = renderPortal('/reset-password/nina%40park.test', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(dataProvider.resendPasswordReset).toHaveBeenCalledWith(EMAIL));
    type(/^Verification code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/password-update/nina%40park.test'));
    expect(dataProvider.verifyPasswordReset).toHaveBeenCalledWith(EMAIL, '123456');
    expect(readResetToken(EMAIL)).toBe('tok-1');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('without a reset token explains and links to the start', async () => {
    renderPortal('/password-update/nina%40park.test', { dataProvider: provider() });
    expect(await screen.findByText(MESSAGES.passwordResetStart)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a verification code' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    // Navigation is disabled on this page: the public header has no links.
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('checks the confirmation, sets the password and sends the user to sign in', async () => {
    saveResetGrant(EMAIL, { resetToken: 'tok-1', expiresIn: 900 });
    const dataProvider = provider();
    const { location } = renderPortal('/password-update/nina%40park.test', { dataProvider });
    type(/^New password/, 'Changed#2026');
    type(/^Confirm password/, 'Changed#2027');
    fireEvent.click(await screen.findByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    type(/^Confirm password/, 'Changed#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(dataProvider.setPassword).toHaveBeenCalledWith({
      email: EMAIL,
      resetToken: 'tok-1',
      password: 'Changed#2026',
    });
    expect(await screen.findByText(MESSAGES.passwordSetSignIn)).toBeTruthy();
    expect(sessionStorage.getItem(RESET_GRANT_KEY)).toBeNull();
  });

  it('a refused token sends the user back to the start', async () => {
    saveResetGrant(EMAIL, { resetToken: 'stale', expiresIn: 900 });
    renderPortal('/password-update/nina%40park.test', { dataProvider: provider() });
    type(/^New password/, 'Changed#2026');
    type(/^Confirm password/, 'Changed#2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(MESSAGES.passwordResetSessionInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a verification code' })).toBeTruthy();
  });

  it('keeps the token only for its e-mail and until it expires', () => {
    saveResetGrant(EMAIL, { resetToken: 'tok-1', expiresIn: 60 }, 1_000);
    expect(readResetToken('NINA@park.test', 2_000)).toBe('tok-1');
    expect(readResetToken('other@park.test', 2_000)).toBeNull();
    expect(readResetToken(EMAIL, 61_000)).toBeNull();
  });
});
