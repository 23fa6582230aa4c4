/**
 * The one-time reset token answered for an accepted password-reset code, kept in sessionStorage (this tab
 * only, gone when it closes) between /reset-password/{email} and /password-update/{email}.
 */
import type { PasswordResetGrant } from '@casebridge/domain';

export const RESET_GRANT_KEY = 'casebridge.passwordResetGrant';

interface StoredGrant {
  email: string;
  resetToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveResetGrant(email: string, grant: PasswordResetGrant, now = Date.now()): void {
  const stored: StoredGrant = {
    email,
    resetToken: grant.resetToken,
    expiresAt: now + grant.expiresIn * 1000,
  };
  storage()?.setItem(RESET_GRANT_KEY, JSON.stringify(stored));
}

/** The token for `email` when one is stored and not expired, else null. */
export function readResetToken(email: string, now = Date.now()): string | null {
  const raw = storage()?.getItem(RESET_GRANT_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredGrant>;
    const valid =
      typeof stored.resetToken === 'string' &&
      typeof stored.expiresAt === 'number' &&
      stored.expiresAt > now &&
      stored.email?.toLowerCase() === email.toLowerCase();
    return valid ? stored.resetToken! : null;
  } catch {
    return null;
  }
}

export function clearResetGrant(): void {
  storage()?.removeItem(RESET_GRANT_KEY);
}
