/**
 * Issue 17, item 11: password hashing does not hold the store's write lock. A burst of sign-ins used to queue
 * every other write behind its bcrypt checks (an unrelated write took 580 ms instead of 7).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('answers an unrelated write while sign-ins are still checking passwords', async () => {
  const finished: string[] = [];
  const track = (name: string, pending: PromiseLike<{ status: number }>) =>
    Promise.resolve(pending).then((res) => {
      finished.push(name);
      return res.status;
    });
  const signIns = Array.from({ length: 6 }, (_, i) =>
    track(
      `sign-in ${i}`,
      api.http.post('/api/users/login').send({ email: `nobody${i}@lock.test`, password: 'Wrong#2026' }),
    ),
  );
  // Give the sign-ins time to reach the server before the write.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const write = track('write', api.http.put('/api/users/reset-password').send({ email: 'x@lock.test' }));
  expect(await Promise.all([write, ...signIns])).toEqual([204, 401, 401, 401, 401, 401, 401]);
  // Had the sign-ins held the write lock while checking, the write would come after all of them. (Not
  // necessarily first: its commit may wait for a thread of the pool the password checks run on.)
  expect(finished.indexOf('write')).toBeLessThan(finished.length - 1);
});
