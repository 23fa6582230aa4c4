/**
 * The network area: licensed professional profiles, introductions, referral-program participants and professionals not registered yet.
 */
import type { Id, IsoDate } from '../schemas/index.ts';

/** A licensed professional profile of a company (section 3 Professional / Member details). */
export interface License {
  id: Id;
  companyId: Id;
  userId: Id | null;
  name: string;
  lastName: string;
  licenseNumber: string;
  npiNumber: string | null;
  specialtyId: string | null;
  credentials: { label: string };
  premium: boolean;
  previousPremium: boolean | null;
}

/** A file attached to an intro: stored under intros/{id} (random id), served with safe headers. */
export interface IntroFile {
  id: Id;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * A Make Intro (SPEC.md 2.6, 5): the sender (a user of `senderCompanyId`) introduces itself, or a user of its
 * company (`onBehalfOf`, a user id), to a directory company (`receiver`, a company id).
 */
export interface Intro {
  id: Id;
  senderId: Id;
  senderCompanyId: Id;
  receiver: Id;
  onBehalfOf: Id | null;
  introduction: string;
  file: IntroFile | null;
  createdAt: IsoDate;
}

export interface ReferralParticipant {
  id: Id;
  userId: Id;
  referralEmail: string;
  joined: boolean;
  rewarded: boolean;
  createdAt: IsoDate;
}

/**
 * A professional a company works with who is not on CaseBridge yet (issue 12). Invited by e-mail
 * (`invitedAt`); it is a member once a user with its e-mail exists (read live, rules/unregisteredProfessionals.ts).
 */
export interface UnregisteredProfessional {
  id: Id;
  companyId: Id;
  name: string;
  lastName: string;
  type: 'ATTORNEY' | 'HEALTH_PROVIDER' | 'FACILITY';
  email: string | null;
  invitedAt: IsoDate | null;
}
