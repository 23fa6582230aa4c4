import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { session, signInNotice } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeAuthProvider, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const accounts = {
  'ann.lee@example.com': SESSIONS.attorneyOwnerBasic(),
  'fund@example.com': SESSIONS.factoring(),
};

async function signIn(email: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('sign-in page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('goes to the last visited page after sign-in, then forgets it', async () => {
    const { location } = renderPortal('/tasks?page=3', { authProvider: fakeAuthProvider(accounts) });
    await waitFor(() => expect(location()).toBe('/sign-in'));
    await signIn('ann.lee@example.com', 'secret');
    await waitFor(() => expect(location()).toBe('/tasks?page=3'));
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(session.getLastVisited()).toBeNull();
  });

  it('goes to the home path without a last visited page', async () => {
    const { location } = renderPortal('/sign-in', { authProvider: fakeAuthProvider(accounts) });
    await signIn('fund@example.com', 'secret');
    await waitFor(() => expect(location()).toBe('/funding-requests'));
  });

  it('a Basic attorney lands on Cases', async () => {
    const { location } = renderPortal('/sign-in', { authProvider: fakeAuthProvider(accounts) });
    await signIn('ann.lee@example.com', 'secret');
    await waitFor(() => expect(location()).toBe('/cases'));
    expect(await screen.findByRole('heading', { name: 'Cases', level: 1 })).toBeTruthy();
  });

  it('shows the refusal inline and stays', async () => {
    const { location } = renderPortal('/sign-in', { authProvider: fakeAuthProvider(accounts) });
    await signIn('ann.lee@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(location()).toBe('/sign-in');
    expect(session.get()).toBeNull();
  });

  it('validates with the shared login schema before calling the server', async () => {
    const authProvider = fakeAuthProvider(accounts);
    renderPortal('/sign-in', { authProvider });
    await signIn('', '');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, then validates each change again', async () => {
    renderPortal('/sign-in');
    await signIn('', '');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/)));
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ann.lee@example.com' } });
    await waitFor(() => expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull());
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
  });

  it('keeps the section param as the selected section', async () => {
    renderPortal('/sign-in?section=solutions');
    await screen.findByRole('heading', { name: 'Solutions' });
    expect(session.getSelectedSection()).toBe('solutions');
  });

  it('forwards a signed-in user to the home path', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { location } = renderPortal('/sign-in');
    await waitFor(() => expect(location()).toBe('/cases'));
  });
});

describe('sign-in page: sessions (issue 39)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('says once why the last session ended', async () => {
    signInNotice.set(MESSAGES.sessionEndedRevoked);
    renderPortal('/sign-in');
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.sessionEndedRevoked);
    cleanup();
    renderPortal('/sign-in');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByText(MESSAGES.sessionEndedRevoked)).toBeNull();
  });

  it('sends "Stay signed in" when ticked (by keyboard too)', async () => {
    const authProvider = fakeAuthProvider(accounts);
    renderPortal('/sign-in', { authProvider });
    const box = await screen.findByRole('checkbox', { name: MESSAGES.staySignedIn });
    expect((box as HTMLInputElement).checked).toBe(false);
    box.focus();
    expect(document.activeElement).toBe(box);
    fireEvent.click(box); // what Space does on a focused checkbox
    expect((box as HTMLInputElement).checked).toBe(true);
    await signIn('ann.lee@example.com', 'secret');
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({
        username: 'ann.lee@example.com',
        password: 'secret',
        staySignedIn: true,
      }),
    );
  });
});
