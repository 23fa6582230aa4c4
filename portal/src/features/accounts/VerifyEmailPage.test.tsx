import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES, format } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const WRONG = format(MESSAGES.verificationCodeWrong, { n: 4 });
const wrongCode = () =>
  new HttpError(WRONG, 400, { error: 'validation_error', message: WRONG, fields: { code: WRONG } });

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    verifyAccount: vi.fn(async ({ code }: { code: string }) => {
      if (code !== '123456') throw wrongCode();
      const data = testSession({ companyStatus: 'INCOMPLETE' });
      session.set(data);
      return data;
    }),
    sendVerificationCode: vi.fn(() => Promise.resolve()),
    getAccountSummary: vi.fn((id: string) =>
      id === 'us-9'
        ? Promise.resolve({ id, email: 'n***@park.test', verified: id !== 'us-9' })
        : id === 'us-done'
          ? Promise.resolve({ id, email: 'd***@park.test', verified: true })
          : Promise.reject(new HttpError(MESSAGES.notFound, 404, { error: 'no_such_element', message: 'x' })),
    ),
  });
  return dataProvider;
}

const enterCode = async (code: string) => {
  fireEvent.change(await screen.findByLabelText(/^Verification code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('e-mail verification page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the wrong-code answer, then signs in and goes to plan selection', async () => {
    const dataProvider = provider();
    const { location } = renderPortal('/verify/nina%40park.test', { dataProvider });
    expect(await screen.findByText(/We sent a verification code to nina@park.test/)).toBeTruthy();
    await enterCode('654321');
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(dataProvider.verifyAccount).toHaveBeenCalledWith({ email: 'nina@park.test', code: '654321' });
    await enterCode('123456');
    await waitFor(() => expect(location()).toBe('/subscription'));
    expect(session.get()?.companyStatus).toBe('INCOMPLETE');
  });

  it('checks the code format before calling the server', async () => {
    const dataProvider = provider();
    renderPortal('/verify/nina%40park.test', { dataProvider });
    await enterCode('12');
    expect(await screen.findByText(format(MESSAGES.verificationCodeFormat, { n: 6 }))).toBeTruthy();
    expect(dataProvider.verifyAccount).not.toHaveBeenCalled();
  });

  it('resends the code with a notice', async () => {
    const dataProvider = provider();
    renderPortal('/verify/nina%40park.test', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(MESSAGES.verificationCodeSent)).toBeTruthy();
    expect(dataProvider.sendVerificationCode).toHaveBeenCalledWith({ email: 'nina@park.test' });
  });

  it('says when the account is already verified, with a sign-in link', async () => {
    const dataProvider = provider();
    vi.mocked(dataProvider.sendVerificationCode).mockRejectedValueOnce(
      new HttpError(MESSAGES.accountAlreadyVerified, 409, { error: 'conflict', message: 'x' }),
    );
    renderPortal('/verify/nina%40park.test', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    const alert = (await screen.findByText(MESSAGES.accountAlreadyVerified)).closest('[role="alert"]');
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: 'Log in' })
        .getAttribute('href'),
    ).toBe('/sign-in');
  });
});

describe('account verification page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the masked account and verifies by id', async () => {
    const dataProvider = provider();
    const { location } = renderPortal('/account-verification/us-9', { dataProvider });
    expect(await screen.findByText('n***@park.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(dataProvider.sendVerificationCode).toHaveBeenCalledWith({ accountId: 'us-9' }),
    );
    await enterCode('123456');
    await waitFor(() => expect(location()).toBe('/subscription'));
    expect(dataProvider.verifyAccount).toHaveBeenCalledWith({ accountId: 'us-9', code: '123456' });
  });

  it('says so when already verified, or unknown', async () => {
    renderPortal('/account-verification/us-done', { dataProvider: provider() });
    expect(await screen.findByText(MESSAGES.accountAlreadyVerified)).toBeTruthy();
    cleanup();
    renderPortal('/account-verification/nope', { dataProvider: provider() });
    expect(await screen.findByText(MESSAGES.accountNotFound)).toBeTruthy();
  });
});
