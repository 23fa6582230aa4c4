import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { MESSAGES } from '@casebridge/domain';
import type { Company, UserRecord, UserSession } from '@casebridge/domain';
import { tokenExpired, unauthorized } from './errors.ts';
import { liveSession, startSession, touchSession } from './sessions.ts';
import type { SessionStart } from './sessions.ts';
import type { Principal, Services } from './types.ts';
import { recallToken, rememberToken } from './verifiedTokens.ts';

export type TokenType = 'access' | 'refresh';

/** Who signs the tokens and for whom: a token of another issuer or audience is refused. */
export const TOKEN_ISSUER = 'casebridge';
export const TOKEN_AUDIENCE = 'casebridge-api';
/** How far in the future a token's iat may be (clock skew) before it is refused. */
export const IAT_TOLERANCE_SECONDS = 5;

export interface TokenPair {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
}

const nowSeconds = (services: Services): number => Math.floor(services.clock.now().getTime() / 1000);

/** What a verified token says: its user, its session (kept through refreshes), its id and expiry. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenId: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

/**
 * Signs one HS256 token for `userId`; `typ` tells access and refresh tokens apart, `sid` names the session
 * (core/sessions.ts), whose record holds the id (jti) of the one refresh token it will exchange.
 */
export async function signToken(
  services: Services,
  userId: string,
  typ: TokenType,
  sessionId: string,
  tokenId: string = randomUUID(),
): Promise<string> {
  const iat = nowSeconds(services);
  const ttl = typ === 'access' ? services.tokenTtlSeconds : services.refreshTtlSeconds;
  return new SignJWT({ typ, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(userId)
    .setJti(tokenId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(services.secret);
}

async function pairOf(services: Services, session: UserSession): Promise<TokenPair> {
  const [token, refreshToken] = await Promise.all([
    signToken(services, session.userId, 'access', session.id),
    signToken(services, session.userId, 'refresh', session.id, session.refreshTokenId),
  ]);
  return { token, refreshToken, expiresIn: services.tokenTtlSeconds };
}

/** The token pair of a new session of `userId` (a sign-in: its record is stored here). */
export async function issueTokens(
  services: Services,
  userId: string,
  start: SessionStart = {},
): Promise<TokenPair> {
  const user = services.store.collection('users').get(userId);
  const session = startSession(
    services,
    { id: userId, userType: user?.userType ?? null },
    randomUUID(),
    start,
  );
  return pairOf(services, session);
}

/** A refresh: a new pair of the session, whose new refresh token is now the only one it exchanges. */
export async function rotateTokens(services: Services, session: UserSession): Promise<TokenPair> {
  const now = services.clock.now().toISOString();
  const rotated = services.store.update('sessions', session.id, {
    refreshTokenId: randomUUID(),
    previousRefreshTokenId: session.refreshTokenId,
    rotatedAt: now,
    lastUsedAt: now,
  });
  return pairOf(services, rotated);
}

/**
 * How long the refresh token a rotation replaced still answers (with the session's current pair, rotating
 * nothing): two tabs sharing one stored session may both refresh with it at once. Later, it is a reuse.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Whether `tokenId` is the refresh token the session replaced within the grace period. */
export function withinRefreshGrace(services: Services, session: UserSession, tokenId: string): boolean {
  if (!session.previousRefreshTokenId || tokenId !== session.previousRefreshTokenId || !session.rotatedAt)
    return false;
  const elapsedMs = services.clock.now().getTime() - Date.parse(session.rotatedAt);
  return elapsedMs >= 0 && elapsedMs <= REFRESH_GRACE_SECONDS * 1000;
}

/** The session's current pair again (a refresh within the grace period). */
export const currentTokens = (services: Services, session: UserSession): Promise<TokenPair> =>
  pairOf(services, session);

/**
 * Verifies a token of the expected type and answers its user id. An expired access token is a
 * 401 `token_expired` (the client refreshes it); anything else wrong is a 401 `unauthorized`.
 */
export async function verifyToken(services: Services, token: string, typ: TokenType): Promise<string> {
  return (await verifyTokenClaims(services, token, typ)).userId;
}

function claimsOf(payload: JWTPayload, typ: TokenType, now: number): TokenClaims {
  const { sub, sid, jti, exp, iat } = payload;
  if (
    payload.typ !== typ ||
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    iat > now + IAT_TOLERANCE_SECONDS
  )
    throw unauthorized(MESSAGES.sessionExpired);
  return { userId: sub, sessionId: sid, tokenId: jti, expiresAt: exp };
}

const VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  issuer: TOKEN_ISSUER,
  audience: TOKEN_AUDIENCE,
  requiredClaims: ['exp', 'iat', 'sub', 'jti'],
};

/**
 * Checks the token's signature and claims (HS256, issuer, audience, exp, iat not in the future, sub, jti,
 * sid, typ). Only this is cached (verifiedTokens.ts); the session is checked on every request. With
 * `allowExpired` (signing out), an expired token whose signature and other claims are good is accepted.
 */
export async function verifyTokenClaims(
  services: Services,
  token: string,
  typ: TokenType,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<TokenClaims> {
  const now = services.clock.now().getTime() / 1000;
  const known = recallToken(services.secret, token, typ, now);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, services.secret, {
      ...VERIFY_OPTIONS,
      currentDate: services.clock.now(),
    });
    const claims = claimsOf(payload, typ, now);
    rememberToken(services.secret, token, { claims, typ });
    return claims;
  } catch (error) {
    // jose checks the signature, issuer, audience and required claims before the expiry.
    if (error instanceof errors.JWTExpired && allowExpired) return claimsOf(error.payload, typ, now);
    if (error instanceof errors.JWTExpired && typ === 'access') throw tokenExpired();
    if (error instanceof errors.JOSEError || error instanceof TypeError) {
      throw unauthorized(MESSAGES.sessionExpired);
    }
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(headers: Record<string, string | undefined>): string | null {
  const header = headers['authorization'] ?? headers['Authorization'];
  const found = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return found?.[1] ?? null;
}

export function isDisabled(user: UserRecord): boolean {
  return !user.enabled || user.status === 'DISABLED';
}

export function principalOf(user: UserRecord, company: Company | null): Principal {
  return {
    userId: user.id,
    email: user.email,
    userType: user.userType,
    permission: user.permission,
    position: user.position,
    companyId: company?.id ?? null,
    companyType: company?.type ?? null,
    companyStatus: company?.status ?? null,
    subscriptionType: company?.subscriptionType ?? null,
  };
}

/**
 * Loads the caller from the store on every request, so role or company changes apply at once, and checks the
 * token's session (one get by id): a revoked, idle or expired one answers 401 session_ended at once.
 */
export function loadPrincipal(services: Services, claims: TokenClaims): Principal {
  const { store } = services;
  const user = store.collection('users').get(claims.userId);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  if (isDisabled(user)) throw unauthorized(MESSAGES.accountDisabled);
  touchSession(services, liveSession(services, claims.userId, claims.sessionId));
  const company = user.companyId ? (store.collection('companies').get(user.companyId) ?? null) : null;
  return { ...principalOf(user, company), sessionId: claims.sessionId, passwordReset: user.passwordReset };
}

export async function authenticate(
  services: Services,
  headers: Record<string, string | undefined>,
): Promise<Principal> {
  const token = bearerToken(headers);
  if (!token) throw unauthorized();
  const claims = await verifyTokenClaims(services, token, 'access', { allowExpired: true });
  if (claims.expiresAt <= nowSeconds(services)) {
    // An expired token of a live session is token_expired (the client refreshes it); of an ended one, why.
    liveSession(services, claims.userId, claims.sessionId);
    throw tokenExpired();
  }
  return loadPrincipal(services, claims);
}
