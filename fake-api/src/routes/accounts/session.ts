/** Sign-in, token refresh and the public account-exists check. */
import { z } from 'zod';
import { LIMITS, loginSchema, MESSAGES, ENDPOINTS, loginResponseSchema } from '@casebridge/domain';
import type { UserRecord } from '@casebridge/domain';
import {
  currentTokens,
  isDisabled,
  issueTokens,
  rotateTokens,
  verifyTokenClaims,
  withinRefreshGrace,
} from '../../core/auth.ts';
import { endSession, liveSession, sessionEnded, sessionStartOf } from '../../core/sessions.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, unauthorized } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { loginResponse } from '../serialize.ts';
import { passwordMatches } from './passwordHash.ts';
import { throttlesOf } from './throttles.ts';

export function findByEmail(services: Services, email: string): UserRecord | undefined {
  const users = services.store.collection('users');
  const trimmed = email.trim();
  return users.findOne('email', trimmed) ?? users.findOne('email', trimmed.toLowerCase());
}

const login = defineRoute({
  endpoint: ENDPOINTS.login,
  access: 'public',
  body: loginSchema,
  doc: {
    summary: 'Sign in with e-mail and password',
    description:
      `401 "${MESSAGES.invalidCredentials}"; 403 for unverified or disabled accounts. After ` +
      `${LIMITS.signInMaxFailuresPerPair} wrong passwords for an e-mail from one address within 15 minutes ` +
      `(that pair only), or ${LIMITS.signInMaxFailuresPerAddress} from one address within an hour, 429 ` +
      `"${MESSAGES.tooManySignIns}" with Retry-After (seconds) until the window ends. Past ` +
      `${LIMITS.signInSlowdownAfterFailures} wrong passwords for an e-mail from anywhere, each try waits (up to ` +
      `${LIMITS.signInSlowdownMaxMs / 1000} s) but is never refused.`,
    tags: ['session'],
    response: loginResponseSchema,
    errors: [401, 403, 429],
  },
  // The password check runs before the write lock; the handler only trusts it for the hash it checked.
  // Throttled per e-mail and address, per address, slowed per e-mail (signInThrottle.ts) before anything else.
  prepare: async ({ body, services, req }) => {
    const throttle = throttlesOf(services).signIn;
    await throttle.check(body.email, req.ip);
    const user = findByEmail(services, body.email);
    const matches = await passwordMatches(user?.passwordHash, body.password);
    if (!matches || !user) {
      await throttle.failed(body.email, req.ip);
      return null;
    }
    await throttle.succeeded(body.email, req.ip);
    return { userId: user.id, passwordHash: user.passwordHash };
  },
  handler: async ({ body, services, prepared, req }) => {
    const user = prepared ? services.store.collection('users').get(prepared.userId) : undefined;
    if (!user || user.passwordHash !== prepared?.passwordHash)
      throw unauthorized(MESSAGES.invalidCredentials);
    if (isDisabled(user)) throw forbidden(MESSAGES.accountDisabled);
    if (!user.verified || user.status === 'PENDING_VERIFICATION')
      throw forbidden(MESSAGES.accountNotVerified);
    const updated = services.store.update('users', user.id, {
      lastLoginAt: services.clock.now().toISOString(),
    });
    const tokens = await issueTokens(services, user.id, sessionStartOf(req, body.staySignedIn));
    return { status: 200, body: await loginResponse(services, updated, tokens) };
  },
});

const refresh = defineRoute({
  endpoint: ENDPOINTS.refreshToken,
  access: 'public',
  params: z.object({ token: z.string().min(1).describe('the refresh token') }),
  // It writes (the session's new refresh token id): under the write lock, so that two exchanges of one token
  // cannot both read the id before either stores the next one.
  writes: true,
  doc: {
    summary: 'Exchange a refresh token for a new token pair',
    description:
      'Refresh tokens rotate: each is exchanged once. A spent one presented again ends its session (401 ' +
      '`session_ended`; its newest refresh token fails too); so does an ended session (signed out, idle, past ' +
      'its lifetime, ended by a password change or from My Account). Refreshing keeps the session in use, never ' +
      'past its lifetime.',
    tags: ['session'],
    response: loginResponseSchema,
    errors: [401],
  },
  handler: async ({ params, services }) => {
    const claims = await verifyTokenClaims(services, params.token, 'refresh', { allowExpired: true });
    // An expired refresh token: why its session ended, if it did; else the plain 401.
    if (claims.expiresAt <= services.clock.now().getTime() / 1000) {
      liveSession(services, claims.userId, claims.sessionId);
      throw unauthorized(MESSAGES.sessionExpired);
    }
    const user = services.store.collection('users').get(claims.userId);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    if (isDisabled(user)) throw unauthorized(MESSAGES.accountDisabled);
    const session = liveSession(services, claims.userId, claims.sessionId);
    // Not the session's current refresh token: a spent one, presented again (a stolen copy, or the owner's
    // after the thief's): the whole session ends, so both chains die (the 401 keeps this write).
    if (withinRefreshGrace(services, session, claims.tokenId))
      return {
        status: 200,
        body: await loginResponse(services, user, await currentTokens(services, session)),
      };
    if (claims.tokenId !== session.refreshTokenId) {
      endSession(services, session, 'REFRESH_REUSED');
      throw sessionEnded('REFRESH_REUSED');
    }
    const tokens = await rotateTokens(services, session);
    return { status: 200, body: await loginResponse(services, user, tokens) };
  },
});

const accountExists = defineRoute({
  endpoint: ENDPOINTS.emailExists,
  access: 'public',
  query: z.object({ email: z.string().min(1) }),
  doc: {
    summary: 'Whether an account exists for an e-mail',
    tags: ['session'],
    response: z.object({ exists: z.boolean() }),
  },
  handler: ({ query, services }) => ({
    status: 200,
    body: { exists: findByEmail(services, query.email) !== undefined },
  }),
});

export const sessionRoutes = [login, refresh, accountExists];
