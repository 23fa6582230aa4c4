import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { MESSAGES } from '@casebridge/domain';
import type { Company, UserRecord } from '@casebridge/domain';
import type { Store } from '../store/types.ts';
import { tokenExpired, unauthorized } from './errors.ts';
import type { Principal, Services } from './types.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
}

const nowSeconds = (services: Services): number => Math.floor(services.clock.now().getTime() / 1000);

/** Signs one HS256 token for `userId`; `typ` tells access and refresh tokens apart. */
export async function signToken(services: Services, userId: string, typ: TokenType): Promise<string> {
  const iat = nowSeconds(services);
  const ttl = typ === 'access' ? services.tokenTtlSeconds : services.refreshTtlSeconds;
  return new SignJWT({ typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(services.secret);
}

export async function issueTokens(services: Services, userId: string): Promise<TokenPair> {
  const [token, refreshToken] = await Promise.all([
    signToken(services, userId, 'access'),
    signToken(services, userId, 'refresh'),
  ]);
  return { token, refreshToken, expiresIn: services.tokenTtlSeconds };
}

/**
 * Verifies a token of the expected type and answers its user id. An expired access token is a
 * 401 `token_expired` (the client refreshes it); anything else wrong is a 401 `unauthorized`.
 */
export async function verifyToken(services: Services, token: string, typ: TokenType): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, services.secret, {
      algorithms: ['HS256'],
      currentDate: services.clock.now(),
    });
    if (payload.typ !== typ || typeof payload.sub !== 'string') throw unauthorized(MESSAGES.sessionExpired);
    return payload.sub;
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

/** Loads the caller from the store on every request, so role or company changes apply at once. */
export function loadPrincipal(store: Store, userId: string): Principal {
  const user = store.collection('users').get(userId);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  if (isDisabled(user)) throw unauthorized(MESSAGES.accountDisabled);
  const company = user.companyId ? (store.collection('companies').get(user.companyId) ?? null) : null;
  return principalOf(user, company);
}

export async function authenticate(
  services: Services,
  headers: Record<string, string | undefined>,
): Promise<Principal> {
  const token = bearerToken(headers);
  if (!token) throw unauthorized();
  const userId = await verifyToken(services, token, 'access');
  return loadPrincipal(services.store, userId);
}
