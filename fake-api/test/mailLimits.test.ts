/**
 * Issue 39, item 8: the public calls that send e-mail had no limit (50 PUT /users/reset-password for one address
 * in 125 ms sent 50 e-mails, each replacing the last code). Per recipient, past the limit the answer is the
 * same but nothing is sent; per client address, 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOW_YOU_HEAR_ABOUT_US, LIMITS, MESSAGES, format } from '@casebridge/domain';
import { demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ trustProxy: 1 });
});
afterAll(() => api.close());

const put = (path: string, address: string, body: object) =>
  api.http.put(`/api${path}`).set('X-Forwarded-For', address).send(body);
const codeOf = (body: string) => /code is (\d{6})/.exec(body)![1]!;
let counter = 0;
const signUp = (address: string) =>
  api.http
    .post('/api/users/signup')
    .set('X-Forwarded-For', address)
    .send({
      companyType: 'ATTORNEY',
      name: 'Nina',
      lastName: 'Park',
      email: `nina${++counter}@limits.test`,
      password: 'Signup#2026',
      howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
      companyName: 'Park Injury Law',
    });

describe('per recipient', () => {
  it('answers every reset request alike but sends (and replaces) no code past the limit', async () => {
    const email = emailOf('attorney-owner');
    const paths = ['/users/reset-password', '/verification/reset-password'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(paths[i % 2]!, `203.0.113.${i}`, { email })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(204));
    const mails = api.mailsTo(email);
    expect(mails).toHaveLength(LIMITS.mailsPerRecipient);
    // The last code sent is still the one that works.
    const verified = await put('/users/reset-password/verify', '203.0.113.50', {
      email,
      code: codeOf(mails.at(-1)!.body),
    });
    expect(verified.status).toBe(200);
    // An e-mail without an account answers the same.
    for (let i = 0; i < 5; i++)
      expect(
        (await put('/users/reset-password', '203.0.113.60', { email: 'nobody@limits.test' })).status,
      ).toBe(204);
  });

  it('limits PUT /verification/send the same way', async () => {
    const created = await signUp('198.51.100.1');
    expect(created.status).toBe(201);
    const email = (created.body as { user: { email: string } }).user.email;
    for (let i = 0; i < LIMITS.mailsPerRecipient + 2; i++)
      expect((await put('/verification/send', `198.51.100.${i + 2}`, { email })).status).toBe(204);
    // The sign-up's own code, then the recipient's limit of new ones.
    expect(api.mailsTo(email)).toHaveLength(1 + LIMITS.mailsPerRecipient);
  });
});

describe('per address', () => {
  it('refuses an address past its limit (429 with Retry-After), whatever the e-mails, sign-ups included', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < LIMITS.mailsPerAddress - 1; i++)
      expect((await put('/users/reset-password', address, { email: `a${i}@limits.test` })).status).toBe(204);
    expect((await signUp(address)).status).toBe(201);
    const refused = await put('/users/reset-password', address, { email: 'b@limits.test' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(format(MESSAGES.tooManyRequests, { minutes: 60 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await signUp(address)).status).toBe(429);
    expect((await put('/verification/send', address, { email: 'c@limits.test' })).status).toBe(429);
    // Another address is not concerned.
    expect((await signUp('192.0.2.8')).status).toBe(201);
  });
});
