import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authenticate, bearerToken, issueTokens, signToken, verifyToken } from './auth.ts';
import { ApiError } from './errors.ts';
import { TEST_SECRET, testCompany, testServices, testUser } from './testServices.ts';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('tokens', () => {
  it('issues an access token for 15 minutes and a refresh token, each verified only as its own type', async () => {
    const services = testServices();
    const pair = await issueTokens(services, 'u1');
    expect(pair.expiresIn).toBe(900);
    expect(await verifyToken(services, pair.token, 'access')).toBe('u1');
    expect(await verifyToken(services, pair.refreshToken, 'refresh')).toBe('u1');
    expect((await rejection(verifyToken(services, pair.token, 'refresh'))).code).toBe('unauthorized');
    expect((await rejection(verifyToken(services, pair.refreshToken, 'access'))).code).toBe('unauthorized');
  });

  it('answers token_expired once an access token is past its expiry', async () => {
    const services = testServices();
    const token = await signToken(services, 'u1', 'access', 's1');
    services.clock.set(new Date(services.clock.now().getTime() + 901_000));
    const error = await rejection(verifyToken(services, token, 'access'));
    expect([error.status, error.code]).toEqual([401, 'token_expired']);
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const services = testServices();
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expect((await rejection(verifyToken(services, forged, 'access'))).code).toBe('unauthorized');
    const hs512 = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u1')
      .setExpirationTime('1h')
      .sign(TEST_SECRET);
    expect((await rejection(verifyToken(services, hs512, 'access'))).code).toBe('unauthorized');
    expect((await rejection(verifyToken(services, 'not.a.jwt', 'access'))).code).toBe('unauthorized');
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken({ authorization: 'Bearer abc.def' })).toBe('abc.def');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'Basic abc' })).toBeNull();
    expect(bearerToken({})).toBeNull();
  });
});

describe('authenticate', () => {
  it('loads the principal from the stored user and company on every request', async () => {
    const services = testServices({
      companies: [testCompany({ status: 'PENDING_REVIEW', type: 'FACILITY' })],
    });
    const { token } = await issueTokens(services, 'u1');
    expect(await authenticate(services, bearer(token))).toEqual({
      userId: 'u1',
      email: 'owner@example.com',
      userType: 'ATTORNEY',
      permission: 'OWNER',
      position: null,
      companyId: 'c1',
      companyType: 'FACILITY',
      companyStatus: 'PENDING_REVIEW',
      subscriptionType: 'PRO',
      sessionId: expect.any(String),
      passwordReset: false,
    });
    services.store.update('users', 'u1', { permission: 'MEMBER' });
    expect((await authenticate(services, bearer(token))).permission).toBe('MEMBER');
  });

  it('answers 401 without a token, for a deleted user and for a disabled user', async () => {
    const services = testServices({ users: [testUser(), testUser({ id: 'u2', enabled: false })] });
    expect((await rejection(authenticate(services, {}))).status).toBe(401);
    const disabled = await issueTokens(services, 'u2');
    expect((await rejection(authenticate(services, bearer(disabled.token)))).status).toBe(401);
    const ghost = await issueTokens(services, 'nobody');
    expect((await rejection(authenticate(services, bearer(ghost.token)))).status).toBe(401);
  });
});
