/**
 * Issue 17, item 2: brute force. Wrong passwords are throttled per e-mail and per address (429 with
 * Retry-After), and a new verification code does not reset the budget of wrong codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
let api: TestApi;
const login = (email: string, password: string) =>
  api.http.post('/api/users/login').send({ email, password });

describe('sign-in throttling', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses an e-mail after its wrong passwords, even with the right one, and says when to retry', async () => {
    const email = emailOf('attorney-member');
    for (let i = 0; i < LIMITS.signInMaxFailuresPerAccount; i++)
      expect((await login(email, `Wrong#${i}`)).status).toBe(401);
    const refused = await login(email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toBe(format(MESSAGES.tooManySignIns, { minutes: 15 }));
    // Another account from the same address still signs in; a success clears its own count.
    const other = emailOf('attorney-admin');
    expect((await login(other, 'Wrong#x')).status).toBe(401);
    expect((await login(other, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts unknown e-mails like known ones (nothing to learn from the answers)', async () => {
    for (let i = 0; i < LIMITS.signInMaxFailuresPerAccount; i++)
      expect((await login('ghost@throttle.test', 'Wrong#1')).status).toBe(401);
    expect((await login('ghost@throttle.test', 'Wrong#1')).status).toBe(429);
  });
});

describe('per-address throttling', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses an address that tried too many wrong passwords across accounts', async () => {
    const tries = Array.from({ length: LIMITS.signInMaxFailuresPerAddress }, (_, i) =>
      login(`spray${i % 50}@throttle.test`, 'Wrong#2026'),
    );
    expect(new Set((await Promise.all(tries)).map((res) => res.status))).toEqual(new Set([401]));
    const refused = await login(emailOf('attorney-owner'), DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('verification code budget', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('does not give a new budget of wrong codes with each new code', async () => {
    const email = emailOf('health-provider-owner');
    const requestCode = async () => {
      expect((await api.http.put('/api/users/reset-password').send({ email })).status).toBe(204);
      return /code is (\d{6})/.exec(api.mailsTo(email).at(-1)!.body)![1]!;
    };
    const verify = (code: string) => api.http.put('/api/users/reset-password/verify').send({ email, code });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      const code = await requestCode();
      for (let i = 0; i < LIMITS.verificationCodeMaxAttempts; i++)
        statuses.push((await verify(wrong(code))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400, 429]);
    const code = await requestCode();
    const refused = await verify(code);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(format(MESSAGES.verificationCodeBudgetSpent, { minutes: 60 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});
