/**
 * POST /users/signup: a new company owner. Creates the OWNER user (PENDING_VERIFICATION, not verified) and an
 * INCOMPLETE company, credits the referrer of a `grsf` referral id, and e-mails the verification code. The
 * plan is chosen later (/subscription), so no subscription is created here.
 */
import {
  MESSAGES,
  OWNER_USER_TYPES,
  newCompanyRecord,
  newUserRecord,
  signUpSchema,
  ENDPOINTS,
  signUpResponseSchema,
} from '@casebridge/domain';
import type { UserRecord } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { toPublicUser } from '../serialize.ts';
import { hashPassword } from './passwordHash.ts';
import { findByEmail } from './session.ts';
import { throttlesOf } from './throttles.ts';
import { issueCode } from './verificationCodes.ts';

/**
 * `grsf` is the referrer's user id (the invite link is /sign-up?grsf={userId}&email={invited e-mail}). The
 * referrer's participant for this e-mail is marked joined, or created joined when they had not invited it.
 * An unknown id is ignored: a stale or mistyped link must not block the sign-up.
 */
function creditReferrer(services: Services, grsf: string | null | undefined, newUser: UserRecord): void {
  const referrerId = grsf?.trim();
  if (!referrerId || referrerId === newUser.id) return;
  const referrer = services.store.collection('users').get(referrerId);
  if (!referrer) return;
  const invited = services.store
    .collection('referralParticipants')
    .findBy('userId', referrer.id)
    .find((p) => p.referralEmail.toLowerCase() === newUser.email);
  if (invited) services.store.update('referralParticipants', invited.id, { joined: true });
  else
    services.store.insert('referralParticipants', {
      userId: referrer.id,
      referralEmail: newUser.email,
      joined: true,
      rewarded: false,
      createdAt: services.clock.now().toISOString(),
    });
}

const signUp = defineRoute({
  endpoint: ENDPOINTS.signUp,
  access: 'public',
  body: signUpSchema,
  doc: {
    summary: 'Sign up: a new owner (to verify by e-mail) and an INCOMPLETE company',
    description:
      `409 "${MESSAGES.emailTaken}" when the e-mail has an account (case-insensitive). ` +
      "`grsf` is the referrer's user id: their referral participant for this e-mail is marked joined (created " +
      'when missing); an unknown grsf is ignored. A verification code is e-mailed (outbox). ' +
      'Facility owners get userType HEALTH_PROVIDER. No subscription is created (the plan comes later).',
    tags: ['session'],
    response: signUpResponseSchema,
    responseDescription: 'Created (201): the user (never its password hash) and the company',
    errors: [409, 429],
  },
  // The hash is made before the write lock (a taken e-mail is refused before hashing, and again in the lock).
  // Sign-ups from one address are limited like the other calls that e-mail (mailThrottle.ts): 429 past it.
  prepare: async ({ body, services, req }) => {
    await throttlesOf(services).mail.countAddress(req.ip);
    if (findByEmail(services, body.email.toLowerCase())) throw conflict(MESSAGES.emailTaken);
    return hashPassword(body.password);
  },
  handler: ({ body, services, prepared: passwordHash }) => {
    const email = body.email.toLowerCase();
    if (findByEmail(services, email)) throw conflict(MESSAGES.emailTaken);
    const now = services.clock.now().toISOString();
    const company = services.store.insert(
      'companies',
      newCompanyRecord(
        {
          name: body.companyName,
          type: body.companyType,
          status: 'INCOMPLETE',
          subscriptionType: 'BASIC',
          email,
        },
        now,
      ),
    );
    // newUserRecord starts with the changelog unread: the portal shows it once, until it is marked read.
    const user = services.store.insert(
      'users',
      newUserRecord(
        {
          email,
          name: body.name,
          lastName: body.lastName,
          userType: OWNER_USER_TYPES[body.companyType],
          companyId: company.id,
          permission: 'OWNER',
          status: 'PENDING_VERIFICATION',
          passwordHash,
        },
        now,
      ),
    );
    const owned = services.store.update('companies', company.id, { ownerId: user.id });
    creditReferrer(services, body.grsf, user);
    issueCode(services, user, 'EMAIL_VERIFICATION');
    return { status: 201, body: { user: toPublicUser(user), company: owned } };
  },
});

export const signUpRoutes = [signUp];
