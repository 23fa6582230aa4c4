/**
 * Password flows. Signed out: PUT /users/reset-password (or /verification/reset-password to resend) e-mails a
 * PASSWORD_RESET code, PUT /users/reset-password/verify exchanges it for a one-time reset token, and
 * PUT /users/password sets the new password with it. Signed in: PUT /users/update-password changes the
 * password, PUT /users/update-password/verify checks one. `passwordReset` on the user is true from an
 * accepted reset code until a new password is set, so a user who signs in meanwhile is sent to
 * /password-update (SPEC.md 2.2).
 */
import {
  LIMITS,
  MESSAGES,
  changePasswordSchema,
  checkPasswordSchema,
  emailOnlySchema,
  setPasswordSchema,
  verifyResetCodeSchema,
  ENDPOINTS,
  passwordCheckSchema,
  passwordResetGrantSchema,
  userSchema,
} from '@casebridge/domain';
import { isDisabled } from '../../core/auth.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { endSessionsOf } from '../../core/sessions.ts';
import { badRequest, unauthorized, validationError } from '../../core/errors.ts';
import type { ApiRequest, HandlerContext, Services } from '../../core/types.ts';
import { callerOf } from '../access.ts';
import { toPublicUser } from '../serialize.ts';
import { findByEmail } from './session.ts';
import { hashPassword } from './passwordHash.ts';
import { throttlesOf } from './throttles.ts';
import { checkTriesLeft, countedTry, throttledPasswordMatch } from './throttledChecks.ts';
import { consumeCode, findCode, grantResetToken, issueCode, spendResetToken } from './verificationCodes.ts';

const TAGS = ['passwords'];

interface SendContext {
  body: { email: string };
  services: Services;
  req: ApiRequest;
}

/** Counts the e-mail (mailThrottle.ts): false past the recipient's limit (send nothing), 429 past the address's. */
const mayMail = ({ body, services, req }: SendContext) =>
  throttlesOf(services).mail.allow(body.email, req.ip);

/**
 * Sends a reset code when the e-mail belongs to an enabled account and its mails are within their limit;
 * silent otherwise (the same 204: no account probing).
 */
function sendResetCode({ body, services, prepared: allowed }: SendContext & { prepared: boolean }) {
  const user = findByEmail(services, body.email);
  if (allowed && user && !isDisabled(user)) issueCode(services, user, 'PASSWORD_RESET');
  return { status: 204 };
}

const sendDescription =
  'Answers 204 whether or not the e-mail has an account, so accounts cannot be probed; a disabled account ' +
  `gets no code. The code is valid ${LIMITS.verificationCodeTtlMinutes} minutes and replaces any previous one. ` +
  `Past ${LIMITS.mailsPerRecipient} for an e-mail within 15 minutes nothing is sent (the same 204); past ` +
  `${LIMITS.mailsPerAddress} from one address within an hour, 429 "${MESSAGES.tooManyRequests}".`;

const requestReset = defineRoute({
  endpoint: ENDPOINTS.requestPasswordReset,
  access: 'public',
  body: emailOnlySchema,
  doc: {
    summary: 'Start a password reset: e-mail a verification code',
    description: sendDescription,
    tags: TAGS,
    responseDescription: 'No content (204)',
    errors: [429],
  },
  prepare: mayMail,
  handler: sendResetCode,
});

const resendReset = defineRoute({
  endpoint: ENDPOINTS.resendPasswordReset,
  access: 'public',
  body: emailOnlySchema,
  doc: {
    summary: 'Resend the password reset code (a new code replaces the previous one)',
    description: sendDescription,
    tags: TAGS,
    responseDescription: 'No content (204)',
    errors: [429],
  },
  prepare: mayMail,
  handler: sendResetCode,
});

const verifyReset = defineRoute({
  endpoint: ENDPOINTS.verifyPasswordReset,
  access: 'public',
  body: verifyResetCodeSchema,
  doc: {
    summary: 'Exchange the reset code for a one-time reset token',
    description:
      `The token is valid ${LIMITS.passwordResetTokenTtlMinutes} minutes, for PUT /users/password. ` +
      'An unknown e-mail answers like an e-mail without a pending code (400). Wrong code: 400 with the ' +
      `attempts left; 429 after ${LIMITS.verificationCodeMaxAttempts} wrong codes; expired: 400.`,
    tags: TAGS,
    response: passwordResetGrantSchema,
    errors: [429],
  },
  // A throttled try of the e-mail from this address (throttledChecks.ts).
  prepare: ({ body, services, req }) => checkTriesLeft(services, body.email, req.ip),
  handler: ({ body, services, req }) =>
    countedTry(services, body.email, req.ip, () => {
      const user = findByEmail(services, body.email);
      if (!user || isDisabled(user)) throw badRequest(MESSAGES.verificationCodeMissing);
      const code = consumeCode(services, user, 'PASSWORD_RESET', body.code);
      const resetToken = grantResetToken(services, code);
      services.store.update('users', user.id, { passwordReset: true });
      return {
        status: 200,
        body: { resetToken, expiresIn: LIMITS.passwordResetTokenTtlMinutes * 60 },
      };
    }),
});

const resetSessionInvalid = () =>
  validationError({ resetToken: MESSAGES.passwordResetSessionInvalid }, MESSAGES.passwordResetSessionInvalid);

const setPassword = defineRoute({
  endpoint: ENDPOINTS.setPassword,
  access: 'public',
  body: setPasswordSchema,
  doc: {
    summary: 'Set a new password with the reset token (ends the password reset)',
    description:
      'Every session of the user ends (their tokens answer 401 `session_ended`). ' +
      `400 "${MESSAGES.passwordResetSessionInvalid}" when the token is wrong, expired or spent.`,
    tags: TAGS,
    responseDescription: 'No content (204): the password was changed; sign in with it',
  },
  // Hashed before the write lock, and only for an account with a reset token pending. A wrong token is a
  // throttled try (throttledChecks.ts).
  prepare: async ({ body, services, req }) => {
    await checkTriesLeft(services, body.email, req.ip);
    const user = findByEmail(services, body.email);
    if (!user || !findCode(services, user.id, 'PASSWORD_RESET')?.resetTokenHash)
      return countedTry(services, body.email, req.ip, () => {
        throw resetSessionInvalid();
      });
    return hashPassword(body.password);
  },
  handler: async ({ body, services, prepared: passwordHash, req }) => {
    const user = await countedTry(services, body.email, req.ip, () => {
      const found = findByEmail(services, body.email);
      if (!found || isDisabled(found) || !spendResetToken(services, found, body.resetToken))
        throw resetSessionInvalid();
      return found;
    });
    services.store.update('users', user.id, { passwordHash, passwordReset: false });
    endSessionsOf(services, user.id, 'PASSWORD_CHANGED');
    return { status: 204 };
  },
});

/** Ends the caller's other sessions: theirs stays signed in. */
function endSessionsBut(ctx: HandlerContext) {
  const caller = callerOf(ctx);
  endSessionsOf(ctx.services, caller.userId, 'PASSWORD_CHANGED', caller.sessionId ?? null);
  return callerRecord(ctx);
}

function callerRecord(ctx: HandlerContext) {
  const user = ctx.services.store.collection('users').get(callerOf(ctx).userId);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  return user;
}

const updatePassword = defineRoute({
  endpoint: ENDPOINTS.updatePassword,
  access: 'authenticated',
  body: changePasswordSchema,
  doc: {
    summary: "Change the caller's password (ends a pending password reset)",
    description:
      `400 "${MESSAGES.currentPasswordWrong}" (field currentPassword); the new password must pass the ` +
      `password rules and differ from the current one ("${MESSAGES.passwordUnchanged}"). The caller's other ` +
      'sessions end (their tokens are refused); this one stays signed in.',
    tags: TAGS,
    response: userSchema,
  },
  // Both bcrypt steps run before the write lock; the handler checks the hash verified is still the stored one.
  prepare: async (ctx) => {
    const user = callerRecord(ctx);
    const { currentPassword, password } = ctx.body;
    if (!(await throttledPasswordMatch(ctx.services, user, currentPassword, ctx.req.ip)))
      throw validationError(
        { currentPassword: MESSAGES.currentPasswordWrong },
        MESSAGES.currentPasswordWrong,
      );
    return { verified: user.passwordHash, passwordHash: await hashPassword(password) };
  },
  handler: (ctx) => {
    const user = callerRecord(ctx);
    if (user.passwordHash !== ctx.prepared.verified)
      throw validationError(
        { currentPassword: MESSAGES.currentPasswordWrong },
        MESSAGES.currentPasswordWrong,
      );
    const { passwordHash } = ctx.prepared;
    ctx.services.store.update('users', user.id, { passwordHash, passwordReset: false });
    const updated = endSessionsBut(ctx);
    return { status: 200, body: toPublicUser(updated) };
  },
});

const checkPassword = defineRoute({
  endpoint: ENDPOINTS.checkPassword,
  access: 'authenticated',
  body: checkPasswordSchema,
  doc: {
    summary: "Whether a password is the caller's current one (before a sensitive change)",
    tags: TAGS,
    response: passwordCheckSchema,
  },
  // A throttled try, like a sign-in (throttledChecks.ts): not an oracle to guess the password with.
  prepare: (ctx) => throttledPasswordMatch(ctx.services, callerRecord(ctx), ctx.body.password, ctx.req.ip),
  handler: ({ prepared: valid }) => ({ status: 200, body: { valid } }),
});

export const passwordRoutes = [
  requestReset,
  resendReset,
  verifyReset,
  setPassword,
  updatePassword,
  checkPassword,
];
