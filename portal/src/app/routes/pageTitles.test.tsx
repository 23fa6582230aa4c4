import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = 'CaseBridge';
});

describe('page titles', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('the public home names the sign-in page', async () => {
    renderPortal('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in · CaseBridge'));
  });

  it('an account screen names itself', async () => {
    renderPortal('/reset-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    await waitFor(() => expect(document.title).toBe('Reset your password · CaseBridge'));
  });

  it('a coming-soon screen names its page by its purpose', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/tasks');
    await screen.findByRole('heading', { name: 'Tasks' });
    await waitFor(() => expect(document.title).toBe('Tasks · CaseBridge'));
  });
});
