import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('/claimant/cases/:id (SPEC.md 2.1)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('a visitor with no user type: stores CLAIMANT, then the case (remembered) through sign-in', async () => {
    const { location } = renderPortal('/claimant/cases/42');
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(session.getUserType()).toBe('CLAIMANT');
    expect(session.getLastVisited()).toBe('/cases/42');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('a signed-in user keeps their user type and goes to the case details', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { location } = renderPortal('/claimant/cases/7');
    await waitFor(() => expect(location()).toBe('/cases/7'));
    expect(await screen.findByRole('heading', { name: 'Case details' })).toBeTruthy();
    expect(session.getUserType()).toBe('ATTORNEY');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBeNull();
  });
});
