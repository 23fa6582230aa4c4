import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Actor } from '@casebridge/domain';
import type { CaseBridgeAuthProvider } from '@casebridge/domain/client';
import { loginNotice } from './loginNotice.ts';
import { SIGNED_OUT_PERMISSIONS_DELAY_MS, staffOnly } from './staffOnly.ts';

function base(actor: Actor | null): CaseBridgeAuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => (actor ? Promise.resolve() : Promise.reject({ redirectTo: '/login', message: false })),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(actor),
    getIdentity: () => Promise.resolve({ id: 'u1', fullName: 'Someone' }),
  };
}

const actor = (userType: Actor['userType']): Actor => ({
  userType,
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
});

describe('staffOnly', () => {
  beforeEach(() => loginNotice.clear());

  it('lets internal staff through', async () => {
    await expect(staffOnly(base(actor('USER'))).checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses a portal session (external user) with the internal-only message', async () => {
    await expect(staffOnly(base(actor('ATTORNEY'))).checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: MESSAGES.internalOnly,
    });
    expect(loginNotice.peek()).toBe(MESSAGES.internalOnly);
  });

  it('keeps the base refusal when there is no session', async () => {
    await expect(staffOnly(base(null)).checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: false,
    });
    expect(loginNotice.peek()).toBeNull();
  });
});

describe('staffOnly getPermissions', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the signed-in actor at once', async () => {
    const staff = actor('SUPER_USER');
    await expect(staffOnly(base(staff)).getPermissions()).resolves.toBe(staff);
  });

  it('answers "signed out" only after a delay (react-admin sign-out loop workaround)', async () => {
    vi.useFakeTimers();
    let answered = false;
    const pending = staffOnly(base(null))
      .getPermissions()
      .then((value) => {
        answered = true;
        return value;
      });
    await vi.advanceTimersByTimeAsync(SIGNED_OUT_PERMISSIONS_DELAY_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
  });
});
