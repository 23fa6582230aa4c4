/**
 * Issue 39, items 6 and 9: sign-in throttling that never locks the owner out. Wrong passwords are limited per
 * (account, address) pair and per address (credential stuffing), never per account alone; the client address
 * is X-Forwarded-For only under TRUST_PROXY, on both ways to the core; the counters survive a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
const MEMBER = 'member@ridgeline-law.test';
let api: TestApi;
/** A sign-in from `address` (X-Forwarded-For); `long`: through the Express app rather than the short way. */
const login = (email: string, password: string, address: string, long = false) =>
  api.http
    .post('/api/users/login')
    .set('X-Forwarded-For', address)
    .set('Content-Type', long ? 'application/json; charset=utf-8; v=1' : 'application/json')
    .send(JSON.stringify({ email, password }));
const failPair = async (email: string, address: string) => {
  for (let i = 0; i < LIMITS.signInMaxFailuresPerPair; i++)
    expect((await login(email, `Wrong#${i}`, address, i % 2 === 1)).status).toBe(401);
};

describe('sign-in throttling behind a trusted proxy (TRUST_PROXY=1)', () => {
  beforeAll(async () => {
    api = await startTestApi({ trustProxy: 1 });
  });
  afterAll(() => api.close());

  it('refuses the guessing address for that account only: the owner signs in from elsewhere', async () => {
    expect(demoAccount((a) => a.email === MEMBER).password).toBe(DEMO_PASSWORD);
    await failPair(MEMBER, '203.0.113.1');
    for (const long of [false, true]) {
      const refused = await login(MEMBER, DEMO_PASSWORD, '203.0.113.1', long);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.body.message).toBe(format(MESSAGES.tooManySignIns, { minutes: 15 }));
    }
    expect((await login(MEMBER, DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
    expect((await login(MEMBER, DEMO_PASSWORD, '198.51.100.8', true)).status).toBe(200);
    // Another account from the guessing address still signs in.
    expect((await login(emailOf('attorney-admin'), DEMO_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it('clears a pair on success, and counts unknown e-mails like known ones', async () => {
    const owner = emailOf('attorney-owner');
    for (let i = 0; i < LIMITS.signInMaxFailuresPerPair - 1; i++)
      expect((await login(owner, 'Wrong#1', '203.0.113.2')).status).toBe(401);
    expect((await login(owner, DEMO_PASSWORD, '203.0.113.2')).status).toBe(200);
    expect((await login(owner, 'Wrong#1', '203.0.113.2')).status).toBe(401);
    await failPair('ghost@throttle.test', '203.0.113.2');
    expect((await login('ghost@throttle.test', 'Wrong#1', '203.0.113.2')).status).toBe(429);
  });

  it('refuses an address that tried too many wrong passwords across accounts, and only that address', async () => {
    const tries = Array.from({ length: LIMITS.signInMaxFailuresPerAddress }, (_, i) =>
      login(`spray${i % 50}@throttle.test`, 'Wrong#2026', '192.0.2.50'),
    );
    expect(new Set((await Promise.all(tries)).map((res) => res.status))).toEqual(new Set([401]));
    const refused = await login(emailOf('health-provider-owner'), DEMO_PASSWORD, '192.0.2.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await login(emailOf('health-provider-owner'), DEMO_PASSWORD, '192.0.2.51')).status).toBe(200);
  });
});

describe('sign-in throttling of IPv6 clients (TRUST_PROXY=1)', () => {
  beforeAll(async () => {
    api = await startTestApi({ trustProxy: 1 });
  });
  afterAll(() => api.close());

  it('counts a /64 as one address: a fresh address of the same network for each guess does not help', async () => {
    for (let i = 0; i < LIMITS.signInMaxFailuresPerPair; i++)
      expect((await login(MEMBER, `Wrong#${i}`, `2001:db8:5:6::${(i + 1).toString(16)}`)).status).toBe(401);
    expect((await login(MEMBER, DEMO_PASSWORD, '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await login(MEMBER, DEMO_PASSWORD, '2001:db8:5:7::1')).status).toBe(200);
  });
});

describe('sign-in throttling without TRUST_PROXY (the default)', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('ignores X-Forwarded-For: a client cannot pick a fresh address for each guess', async () => {
    for (let i = 0; i < LIMITS.signInMaxFailuresPerPair; i++)
      expect((await login(MEMBER, 'Wrong#1', `203.0.113.${i}`, i % 2 === 1)).status).toBe(401);
    expect((await login(MEMBER, DEMO_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await login(MEMBER, DEMO_PASSWORD, '198.51.100.8', true)).status).toBe(429);
  });
});

describe('throttles across a restart', () => {
  it('still refuses the pair after the server is closed and opened again on its data directory', async () => {
    api = await startTestApi({ trustProxy: 1 });
    await failPair(MEMBER, '203.0.113.9');
    await api.server.close();
    api = await startTestApi({ trustProxy: 1, dataDir: api.dataDir });
    try {
      expect((await login(MEMBER, DEMO_PASSWORD, '203.0.113.9')).status).toBe(429);
      expect((await login(MEMBER, DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
