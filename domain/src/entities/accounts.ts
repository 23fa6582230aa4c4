/**
 * Stored account records the API never answers as such (the user with its password hash, verification codes) and the activation payloads.
 */
import type { VerificationPurpose } from '../enums.ts';
import type { Id, IsoDate, Location, User } from '../schemas/index.ts';

/** The stored user carries its password hash; it never leaves the fake API. */
export interface UserRecord extends User {
  passwordHash: string;
  /**
   * Legacy (before issue 39's session records, UserSession): no longer read or written, but data from before
   * may hold them, so they stay private fields (never answered).
   */
  sessionsValidAfter?: IsoDate | null;
  sessionKept?: string | null;
}

/** Why a session ended (product's own): the client shows a message for each. */
export type SessionEndReason =
  'SIGNED_OUT' | 'IDLE' | 'EXPIRED' | 'REVOKED' | 'REFRESH_REUSED' | 'PASSWORD_CHANGED';

/**
 * A sign-in, kept on the server (issue 39): every token names its session (`sid`), and a revoked, idle or
 * expired session's tokens are refused at once. Its refresh tokens form one family: the current one's id is
 * `refreshTokenId`, and an older one presented again revokes the session (a stolen token).
 */
export interface UserSession {
  id: Id;
  userId: Id;
  createdAt: IsoDate;
  /** The last request or refresh seen (kept to the minute). */
  lastUsedAt: IsoDate;
  /** The absolute end of the session, whatever its use. */
  expiresAt: IsoDate;
  /** Idle limit in seconds, fixed at sign-in from the user's kind and "stay signed in". */
  idleSeconds: number;
  staySignedIn: boolean;
  userAgent: string | null;
  ip: string | null;
  /** The id (jti) of the one refresh token that may be exchanged next. */
  refreshTokenId: string;
  /**
   * The refresh token replaced last and when: presented again within REFRESH_GRACE_SECONDS (two tabs of one
   * browser refreshing at once), it answers the current pair rather than ending the session.
   */
  previousRefreshTokenId?: string | null;
  rotatedAt?: IsoDate | null;
  revokedAt: IsoDate | null;
  revokedReason: SessionEndReason | null;
}

/**
 * A code sent by e-mail (product's own). Only a keyed hash of the code is stored; a new code for the same user
 * and purpose replaces the previous one. An accepted PASSWORD_RESET code gets a one-time reset token (hashed).
 */
export interface VerificationCode {
  id: Id;
  userId: Id;
  email: string;
  purpose: VerificationPurpose;
  codeHash: string;
  expiresAt: IsoDate;
  /** Wrong codes tried so far. */
  attempts: number;
  /** When the code was accepted; null while pending. */
  usedAt: IsoDate | null;
  resetTokenHash: string | null;
  resetTokenExpiresAt: IsoDate | null;
  createdAt: IsoDate;
  /**
   * The hour's budget of wrong codes (LIMITS.verificationCodeMaxAttemptsPerHour): when it started and the wrong
   * codes since, carried over to every new code of the same user and purpose.
   */
  budgetStartedAt?: IsoDate | null;
  budgetAttempts?: number;
}

export interface CompleteFacilityPayload {
  companyName: string;
  location: Omit<Location, 'id'>;
  suite: string | null;
  npiNumber: string | null;
  licenseNumber: string | null;
  facilityType: string;
  facilityTypeOther: string | null;
}

export interface CompleteProfessionalPayload {
  companyName: string;
  location: Omit<Location, 'id'>;
  suite: string | null;
  specialtyId: string;
  professionalLicenseNumber: string;
  profileId: Id | null;
  name: string;
  lastName: string;
}
