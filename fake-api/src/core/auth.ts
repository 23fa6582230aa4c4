import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { MESSAGES } from '@casebridge/domain';
import type { Company, UserRecord } from '@casebridge/domain';
import type { Store } from '../store/types.ts';
import { tokenExpired, unauthorized } from './errors.ts';
import { sessionEnded } from './sessions.ts';
import type { Principal, Services } from './types.ts';
import { recallToken, rememberToken } from './verifiedTokens.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
}

const nowSeconds = (services: Services): number => Math.floor(services.clock.now().getTime() / 1000);

/** What a verified token says: its user, its session (kept through refreshes), when it was issued (ms). */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  issuedAtMs: number;
  tokenId: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

/**
 * Signs one HS256 token for `userId`; `typ` tells access and refresh tokens apart, `sid` names the session (a
 * sign-in; its refreshes keep it) and `ims` the issue time in milliseconds, which the session checks compare
 * with the user's sessionsValidAfter (sessions.ts).
 */
export async function signToken(
  services: Services,
  userId: string,
  typ: TokenType,
  sessionId: string = randomUUID(),
): Promise<string> {
  const iat = nowSeconds(services);
  const ttl = typ === 'access' ? services.tokenTtlSeconds : services.refreshTtlSeconds;
  return new SignJWT({ typ, sid: sessionId, ims: services.clock.now().getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(services.secret);
}

/** A token pair of a new session, or of `sessionId` when refreshing it. */
export async function issueTokens(
  services: Services,
  userId: string,
  sessionId: string = randomUUID(),
): Promise<TokenPair> {
  const [token, refreshToken] = await Promise.all([
    signToken(services, userId, 'access', sessionId),
    signToken(services, userId, 'refresh', sessionId),
  ]);
  return { token, refreshToken, expiresIn: services.tokenTtlSeconds };
}

/**
 * Verifies a token of the expected type and answers its user id. An expired access token is a
 * 401 `token_expired` (the client refreshes it); anything else wrong is a 401 `unauthorized`.
 */
export async function verifyToken(services: Services, token: string, typ: TokenType): Promise<string> {
  return (await verifyTokenClaims(services, token, typ)).userId;
}

export async function verifyTokenClaims(
  services: Services,
  token: string,
  typ: TokenType,
): Promise<TokenClaims> {
  const known = recallToken(services.secret, token, typ, services.clock.now().getTime() / 1000);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, services.secret, {
      algorithms: ['HS256'],
      currentDate: services.clock.now(),
    });
    const { sub, sid, ims, jti, exp } = payload;
    if (payload.typ !== typ || typeof sub !== 'string' || typeof sid !== 'string' || typeof ims !== 'number')
      throw unauthorized(MESSAGES.sessionExpired);
    const claims = { userId: sub, sessionId: sid, issuedAtMs: ims, tokenId: jti ?? '', expiresAt: exp ?? 0 };
    rememberToken(services.secret, token, { claims, typ });
    return claims;
  } catch (error) {
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
 * Loads the caller from the store on every request, so role or company changes apply at once, and a session
 * that a password change or reset ended is refused at once.
 */
export function loadPrincipal(store: Store, claims: TokenClaims): Principal {
  const user = store.collection('users').get(claims.userId);
  if (!user || sessionEnded(user, claims)) throw unauthorized(MESSAGES.sessionExpired);
  if (isDisabled(user)) throw unauthorized(MESSAGES.accountDisabled);
  const company = user.companyId ? (store.collection('companies').get(user.companyId) ?? null) : null;
  return { ...principalOf(user, company), sessionId: claims.sessionId };
}

export async function authenticate(
  services: Services,
  headers: Record<string, string | undefined>,
): Promise<Principal> {
  const token = bearerToken(headers);
  if (!token) throw unauthorized();
  return loadPrincipal(services.store, await verifyTokenClaims(services, token, 'access'));
}
