/**
 * Signing out, and the caller's own sessions on My Account (issue 39): list them, end one, end every other.
 * The session records and their checks are core/sessions.ts.
 */
import { endedSessionsSchema, ENDPOINTS, logoutSchema, MESSAGES, mySessionsSchema } from '@casebridge/domain';
import type { MySession, UserSession } from '@casebridge/domain';
import { bearerToken, verifyTokenClaims } from '../../core/auth.ts';
import type { TokenType } from '../../core/auth.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { deviceLabel } from '../../core/deviceLabel.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import { endedByTime, endSession, endSessionsOf, lastUsedMs, liveSessionsOf } from '../../core/sessions.ts';
import type { Services } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';

const tags = ['session'];

/** The session a token names, when its signature is good (expired or not) and it is still live; else null. */
async function sessionOfToken(services: Services, token: string, typ: TokenType) {
  try {
    const claims = await verifyTokenClaims(services, token, typ, { allowExpired: true });
    const session = services.store.collection('sessions').get(claims.sessionId);
    return session && session.userId === claims.userId && !session.revokedAt ? session : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

const logout = defineRoute({
  endpoint: ENDPOINTS.logout,
  access: 'public',
  doc: {
    summary: 'Sign out: end the session of the bearer token (even expired) or of the refresh token given',
    description:
      "Always 204, whatever the tokens (nothing to learn). Afterwards the session's access and refresh tokens " +
      `answer 401 \`session_ended\` "${MESSAGES.sessionExpired}".`,
    tags,
    requestBody: logoutSchema,
    responseDescription: 'No content (204)',
  },
  handler: async ({ req, body, services }) => {
    const parsed = logoutSchema.safeParse(body ?? {});
    const bearer = bearerToken(req.headers);
    const given: [string, TokenType][] = [];
    if (bearer) given.push([bearer, 'access']);
    if (parsed.success && parsed.data.refreshToken) given.push([parsed.data.refreshToken, 'refresh']);
    for (const [token, typ] of given) {
      const session = await sessionOfToken(services, token, typ);
      if (session) endSession(services, session, 'SIGNED_OUT');
    }
    return { status: 204 };
  },
});

function mySession(services: Services, session: UserSession, currentId: string | undefined): MySession {
  return {
    id: session.id,
    createdAt: session.createdAt,
    lastUsedAt: new Date(lastUsedMs(services, session)).toISOString(),
    expiresAt: session.expiresAt,
    device: deviceLabel(session.userAgent),
    ...(session.ip ? { ipAddress: session.ip } : {}),
    current: session.id === currentId,
  };
}

const listMySessions = defineRoute({
  endpoint: ENDPOINTS.listMySessions,
  access: 'authenticated',
  doc: {
    summary: "The caller's live sessions, the most recently used first",
    tags,
    response: mySessionsSchema,
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const sessions = liveSessionsOf(ctx.services, caller.userId);
    return { status: 200, body: sessions.map((s) => mySession(ctx.services, s, caller.sessionId)) };
  },
});

const endMySession = defineRoute({
  endpoint: ENDPOINTS.endMySession,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "End one of the caller's sessions (its tokens are refused at once)",
    description: "404 for another user's session, an unknown one or one already ended.",
    tags,
    responseDescription: 'No content (204)',
    errors: [404],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const session = ctx.services.store.collection('sessions').get(ctx.params.id);
    if (
      !session ||
      session.userId !== caller.userId ||
      session.revokedAt ||
      endedByTime(ctx.services, session)
    )
      throw notFound();
    endSession(ctx.services, session, session.id === caller.sessionId ? 'SIGNED_OUT' : 'REVOKED');
    return { status: 204 };
  },
});

const endMyOtherSessions = defineRoute({
  endpoint: ENDPOINTS.endMyOtherSessions,
  access: 'authenticated',
  doc: {
    summary: 'Sign out everywhere else: end every other live session of the caller',
    tags,
    response: endedSessionsSchema,
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const ended = endSessionsOf(ctx.services, caller.userId, 'REVOKED', caller.sessionId ?? null);
    return { status: 200, body: { ended } };
  },
});

export const mySessionRoutes = [logout, listMySessions, endMySession, endMyOtherSessions];
