/**
 * Issue 39, item 7: every check of a password or a code shares the sign-in's throttle (per account and
 * address). PUT /users/update-password/verify answered {"valid":false} forty times in a row at 37 a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
const PAIR = LIMITS.signInMaxFailuresPerPair;
const A = '203.0.113.1';
const B = '198.51.100.2';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ trustProxy: 1 });
});
afterAll(() => api.close());

const put = (path: string, address: string, body: object, token?: string) => {
  const req = api.http.put(`/api${path}`).set('X-Forwarded-For', address);
  return (token ? req.set(bearer(token)) : req).send(body);
};
const login = (email: string, password: string, address: string) =>
  api.http.post('/api/users/login').set('X-Forwarded-For', address).send({ email, password });
const requestCode = async (email: string) => {
  expect((await put('/users/reset-password', B, { email })).status).toBe(204);
  return /code is (\d{6})/.exec(api.mailsTo(email).at(-1)!.body)![1]!;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const expectTooMany = (res: {
  status: number;
  body: { message?: string };
  headers: Record<string, string>;
}) => {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(format(MESSAGES.tooManyTries, { minutes: 15 }));
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
};

describe('password checks', () => {
  it('throttles PUT /users/update-password/verify like a sign-in, for that address only', async () => {
    const email = emailOf('basic-attorney-member');
    const token = await api.tokenFor(email);
    const verify = (password: string, address: string) =>
      put('/users/update-password/verify', address, { password }, token);
    for (let i = 0; i < PAIR; i++) expect((await verify(`Wrong#${i}`, A)).body).toEqual({ valid: false });
    expectTooMany(await verify(DEMO_PASSWORD, A));
    // The same throttle as the sign-in's...
    expect((await login(email, DEMO_PASSWORD, A)).status).toBe(429);
    // ...and the owner elsewhere is not refused.
    expect((await verify(DEMO_PASSWORD, B)).body).toEqual({ valid: true });
  });

  it('throttles a wrong current password of PUT /users/update-password', async () => {
    const token = await api.tokenFor(emailOf('attorney-member'));
    const change = (currentPassword: string) =>
      put('/users/update-password', A, { currentPassword, password: 'Changed#2026x' }, token);
    for (let i = 0; i < PAIR; i++) expect((await change(`Wrong#${i}`)).status).toBe(400);
    expectTooMany(await change(DEMO_PASSWORD));
  });
});

describe('codes and reset tokens', () => {
  it('counts wrong reset codes with wrong passwords: together they reach the limit', async () => {
    const email = emailOf('health-provider-owner');
    for (let i = 0; i < PAIR - 4; i++) expect((await login(email, 'Wrong#1', A)).status).toBe(401);
    const code = await requestCode(email);
    const verify = (value: string, address: string) =>
      put('/users/reset-password/verify', address, { email, code: value });
    for (let i = 0; i < 4; i++) expect((await verify(wrong(code), A)).status).toBe(400);
    expectTooMany(await verify(code, A));
    expect((await login(email, DEMO_PASSWORD, A)).status).toBe(429);
    expect((await verify(code, B)).status).toBe(200);
  });

  it('throttles wrong reset tokens of PUT /users/password', async () => {
    const email = emailOf('facility-owner');
    const code = await requestCode(email);
    const grant = await put('/users/reset-password/verify', B, { email, code });
    const { resetToken } = grant.body as { resetToken: string };
    const set = (token: string) =>
      put('/users/password', A, { email, resetToken: token, password: 'Reset#2026x' });
    for (let i = 0; i < PAIR; i++) expect((await set(`${resetToken}x${i}`)).status).toBe(400);
    expectTooMany(await set(resetToken));
    expect((await put('/users/password', B, { email, resetToken, password: 'Reset#2026x' })).status).toBe(
      204,
    );
  });

  it('keeps the per-account budget of wrong codes, whatever the address or the number of codes sent', async () => {
    const email = emailOf('owner-incomplete');
    const verify = (code: string, address: string) =>
      put('/users/reset-password/verify', address, { email, code });
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      const code = await requestCode(email);
      for (let i = 0; i < LIMITS.verificationCodeMaxAttempts; i++)
        statuses.push((await verify(wrong(code), `192.0.2.${round * 10 + i}`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400, 429]);
    const refused = await verify(await requestCode(email), '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(format(MESSAGES.verificationCodeBudgetSpent, { minutes: 60 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});
