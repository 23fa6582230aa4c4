/** Issue 17, item 22: only the demo accounts sign in with the documented password. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@casebridge/fixtures';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('refuses the demo password for generated users that are not demo accounts', async () => {
  const demo = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  const others = [...api.server.store.collection('users').all()]
    .filter((user) => !demo.has(user.email) && user.status === 'ACTIVE' && user.enabled)
    .slice(0, 3);
  expect(others).toHaveLength(3);
  for (const { email } of others) {
    const res = await api.http.post('/api/users/login').send({ email, password: DEMO_PASSWORD });
    expect([email, res.status]).toEqual([email, 401]);
  }
  const owner = await api.http
    .post('/api/users/login')
    .send({ email: DEMO_ACCOUNTS[4]!.email, password: DEMO_PASSWORD });
  expect(owner.status).toBe(200);
});
