import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { LoginResponse } from '@casebridge/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@casebridge/fixtures';
import { bearer, demoAccount, startTestApi, TEST_SECRET } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const login = (email: string, password: string) =>
  api.http.post('/api/users/login').send({ email, password });
const owner = () => demoAccount((a) => a.role === 'attorney-owner');

describe('POST /users/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a] as const))(
    'signs in the %s demo account',
    async (_role, account) => {
      expect(account.password).toBe(DEMO_PASSWORD);
      const res = await login(account.email, account.password);
      expect(res.status).toBe(200);
      const body = res.body as LoginResponse;
      expect(body.user.email).toBe(account.email);
      expect(body.expiresIn).toBe(15 * 60);
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.refreshToken).not.toBe(body.token);
      expect(body.company?.id ?? null).toBe(body.user.companyId);
      expect(res.text).not.toContain('passwordHash');
      const stored = api.server.store.collection('users').get(body.user.id);
      expect(stored?.lastLoginAt).not.toBeNull();
    },
  );

  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a] as const))(
    'refuses a wrong password for %s',
    async (_r, account) => {
      const res = await login(account.email, `${account.password}x`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: MESSAGES.invalidCredentials });
    },
  );

  it('answers the same 401 for an unknown e-mail and 400 for a missing password', async () => {
    const res = await login('nobody@nowhere.test', DEMO_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: MESSAGES.invalidCredentials });
    const invalid = await api.http.post('/api/users/login').send({ email: owner().email });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('validation_error');
    expect(invalid.body.fields.password).toEqual(expect.any(String));
  });

  it('answers 403 for unverified and disabled accounts (after the password check)', async () => {
    const account = demoAccount((a) => a.role === 'attorney-member');
    const users = api.server.store.collection('users');
    const user = users.findOne('email', account.email)!;
    try {
      api.server.store.update('users', user.id, { verified: false, status: 'PENDING_VERIFICATION' });
      const unverified = await login(account.email, account.password);
      expect([unverified.status, unverified.body]).toEqual([
        403,
        { error: 'forbidden', message: MESSAGES.accountNotVerified },
      ]);
      expect((await login(account.email, 'wrong')).status).toBe(401);
      api.server.store.update('users', user.id, { verified: true, status: 'DISABLED', enabled: false });
      const disabled = await login(account.email, account.password);
      expect([disabled.status, disabled.body]).toEqual([
        403,
        { error: 'forbidden', message: MESSAGES.accountDisabled },
      ]);
    } finally {
      api.server.store.update('users', user.id, {
        verified: user.verified,
        status: user.status,
        enabled: user.enabled,
      });
    }
  });
});

describe('tokens', () => {
  it('refreshes with the refresh token and refuses an access token as a refresh token', async () => {
    const first = (await login(owner().email, DEMO_PASSWORD)).body as LoginResponse;
    const refreshed = await api.http.get(`/api/user/${first.refreshToken}/refresh`);
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as LoginResponse;
    expect(second.token).not.toBe(first.token);
    expect(second.user.id).toBe(first.user.id);
    expect((await api.http.get('/api/account').set(bearer(second.token))).status).toBe(200);

    const misuse = await api.http.get(`/api/user/${first.token}/refresh`);
    expect(misuse.status).toBe(401);
    expect(misuse.body.error).toBe('unauthorized');
    const refreshAsAccess = await api.http.get('/api/account').set(bearer(first.refreshToken));
    expect(refreshAsAccess.status).toBe(401);
  });

  it('answers 401 token_expired for an expired access token', async () => {
    const signedIn = (await login(owner().email, DEMO_PASSWORD)).body as LoginResponse;
    const { sub, sid } = decodeJwt(signedIn.token);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('casebridge')
      .setAudience('casebridge-api')
      .setJti('expired-1')
      .setSubject(sub!)
      .setIssuedAt(past)
      .setExpirationTime(past + 900)
      .sign(TEST_SECRET);
    const res = await api.http.get('/api/account').set(bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'token_expired', message: MESSAGES.sessionExpired });
  });

  it('answers 401 for a disabled user holding a valid token', async () => {
    const account = demoAccount((a) => a.role === 'attorney-admin');
    const token = await api.tokenFor(account.email);
    const user = api.server.store.collection('users').findOne('email', account.email)!;
    api.server.store.update('users', user.id, { enabled: false });
    try {
      const res = await api.http.get('/api/account').set(bearer(token));
      expect([res.status, res.body.error]).toEqual([401, 'unauthorized']);
    } finally {
      api.server.store.update('users', user.id, { enabled: true });
    }
  });
});

describe('GET /users/account?email=', () => {
  it('tells whether an account exists, without signing in', async () => {
    const yes = await api.http.get('/api/users/account').query({ email: owner().email });
    expect(yes.body).toEqual({ exists: true });
    const no = await api.http.get('/api/users/account').query({ email: 'nobody@nowhere.test' });
    expect(no.body).toEqual({ exists: false });
    expect((await api.http.get('/api/users/account')).status).toBe(400);
  });
});
