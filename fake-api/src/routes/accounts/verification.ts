/**
 * E-mail and account verification: GET /users/account/{id}, PUT /users/account/verify and
 * PUT /verification/send. An account is named by its e-mail (/verify/{email}) or its id
 * (/account-verification/{accountId}).
 */
import {
  LIMITS,
  MESSAGES,
  maskEmail,
  sendVerificationSchema,
  verifyAccountSchema,
  ENDPOINTS,
  accountSummarySchema,
  loginResponseSchema,
} from '@casebridge/domain';
import type { UserRecord } from '@casebridge/domain';
import { isDisabled, issueTokens } from '../../core/auth.ts';
import { sessionStartOf } from '../../core/sessions.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { idParams } from '../access.ts';
import { loginResponse } from '../serialize.ts';
import { findByEmail } from './session.ts';
import { throttlesOf } from './throttles.ts';
import { checkTriesLeft, countedTry } from './throttledChecks.ts';
import { consumeCode, issueCode } from './verificationCodes.ts';

/** Verified means the e-mail was proven: a PENDING_VERIFICATION user still needs the code. */
export const isVerified = (user: UserRecord): boolean =>
  user.verified && user.status !== 'PENDING_VERIFICATION';

function accountOf(services: Services, ref: { email?: string | undefined; accountId?: string | undefined }) {
  const user = ref.accountId
    ? services.store.collection('users').get(ref.accountId)
    : findByEmail(services, ref.email ?? '');
  if (!user) throw notFound();
  return user;
}

const getAccountSummary = defineRoute({
  endpoint: ENDPOINTS.getAccountSummary,
  access: 'public',
  params: idParams,
  doc: {
    summary: 'What the account-verification page shows: the masked e-mail and whether it is verified',
    tags: ['session'],
    response: accountSummarySchema,
  },
  handler: ({ params, services }) => {
    const user = accountOf(services, { accountId: params.id });
    return {
      status: 200,
      body: { id: user.id, email: maskEmail(user.email), verified: isVerified(user) },
    };
  },
});

const verifyAccount = defineRoute({
  endpoint: ENDPOINTS.verifyAccount,
  access: 'public',
  body: verifyAccountSchema,
  doc: {
    summary: 'Verify an account with the e-mailed code; answers a session like POST /users/login',
    description:
      'Body: `email` or `accountId`, and `code`. The user becomes verified and ACTIVE. ' +
      `400 wrong code ("${MESSAGES.verificationCodeWrong}"), expired ("${MESSAGES.verificationCodeExpired}") ` +
      `or none pending; 429 after ${LIMITS.verificationCodeMaxAttempts} wrong codes ` +
      `("${MESSAGES.verificationCodeExhausted}"); 404 unknown account; 409 already verified; 403 disabled.`,
    tags: ['session'],
    response: loginResponseSchema,
    errors: [403, 404, 409, 429],
  },
  // A code is a throttled try of the account's e-mail from this address (throttledChecks.ts).
  prepare: ({ body, services, req }) => checkTriesLeft(services, accountOf(services, body).email, req.ip),
  handler: async ({ body, services, req }) => {
    const user = accountOf(services, body);
    if (isVerified(user)) throw conflict(MESSAGES.accountAlreadyVerified);
    if (isDisabled(user)) throw forbidden(MESSAGES.accountDisabled);
    await countedTry(services, user.email, req.ip, () =>
      consumeCode(services, user, 'EMAIL_VERIFICATION', body.code),
    );
    const verified = services.store.update('users', user.id, {
      verified: true,
      status: 'ACTIVE',
      lastLoginAt: services.clock.now().toISOString(),
    });
    const tokens = await issueTokens(services, verified.id, sessionStartOf(req));
    return { status: 200, body: await loginResponse(services, verified, tokens) };
  },
});

const sendVerification = defineRoute({
  endpoint: ENDPOINTS.sendVerificationCode,
  access: 'public',
  body: sendVerificationSchema,
  doc: {
    summary: 'E-mail a new verification code (it replaces the previous one)',
    description:
      'Body: `email` or `accountId` (the e-mail then links to /account-verification/{accountId}). ' +
      `204 sent; 404 unknown account; 409 "${MESSAGES.accountAlreadyVerified}". Past ` +
      `${LIMITS.mailsPerRecipient} codes for an e-mail within 15 minutes nothing is sent (the same 204); past ` +
      `${LIMITS.mailsPerAddress} from one address within an hour, 429 "${MESSAGES.tooManyRequests}".`,
    tags: ['session'],
    responseDescription: 'No content (204): the code was sent',
    errors: [404, 409, 429],
  },
  // Counts the e-mail (mailThrottle.ts): 429 past the address's limit (any account, or none); false past the
  // recipient's (answer as sent, send nothing).
  prepare: async ({ body, services, req }) => {
    const mail = throttlesOf(services).mail;
    await mail.countAddress(req.ip);
    return mail.allowRecipient(accountOf(services, body).email);
  },
  handler: ({ body, services, prepared: allowed }) => {
    const user = accountOf(services, body);
    if (isVerified(user)) throw conflict(MESSAGES.accountAlreadyVerified);
    if (allowed) issueCode(services, user, 'EMAIL_VERIFICATION', Boolean(body.accountId));
    return { status: 204 };
  },
});

export const verificationRoutes = [getAccountSummary, verifyAccount, sendVerification];
