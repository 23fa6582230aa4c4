import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpError, type AuthProvider } from 'react-admin';
import { TestAdmin } from '../test/TestAdmin.tsx';
import { MESSAGES } from '@casebridge/domain';
import { LoginPage } from './LoginPage.tsx';
import { signInNotice } from '@casebridge/domain/client';
import { loginNotice } from './loginNotice.ts';

afterEach(cleanup);

function renderLogin(login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('signed out')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(null),
  };
  render(
    <TestAdmin authProvider={authProvider}>
      <LoginPage />
    </TestAdmin>,
  );
}

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('names the page in the document title', () => {
    renderLogin(() => Promise.resolve());
    expect(document.title).toBe('Sign in · CaseBridge Console');
  });

  it('sends the e-mail as username and the password to the auth provider', async () => {
    const login = vi.fn(() => new Promise<void>(() => {}));
    renderLogin(login);
    signIn('  admin@casebridge.test ', 'Secret#1');
    await vi.waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'admin@casebridge.test', password: 'Secret#1' }),
    );
  });

  it('shows the refusal of external accounts inline', async () => {
    renderLogin(() => Promise.reject(new Error(MESSAGES.internalOnly)));
    signIn('owner@firm.test', 'Secret#1');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.internalOnly);
  });

  it("shows the server's message for a wrong password", async () => {
    renderLogin(() =>
      Promise.reject(new HttpError(MESSAGES.invalidCredentials, 401, { error: 'unauthorized' })),
    );
    signIn('admin@casebridge.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
  });

  it('falls back to the generic error when the rejection has no message', async () => {
    renderLogin(() => Promise.reject(new Error('')));
    signIn('admin@casebridge.test', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.genericError);
  });

  it('shows a refusal that happened before the sign-in screen, once', async () => {
    loginNotice.set(MESSAGES.internalOnly);
    renderLogin(() => Promise.resolve());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.internalOnly);
    expect(loginNotice.peek()).toBeNull();
  });

  it('shows why the session ended on the server (issue 39), kept by the HTTP client', async () => {
    signInNotice.set(MESSAGES.sessionEndedIdle.replace('{duration}', '30 minutes'));
    renderLogin(() => Promise.resolve());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.sessionEndedIdle.replace('{duration}', '30 minutes'));
    expect(alert.className).toMatch(/Warning/);
    expect(signInNotice.peek()).toBeNull();
  });

  it('links external users to the portal', () => {
    renderLogin(() => Promise.resolve());
    expect(screen.getByRole('link', { name: /portal/i }).getAttribute('href')).toBe('/');
  });
});
