/**
 * Issue 17, items 8 and 9: sort and filter fields come from an allow-list per resource. sort=["constructor"]
 * used to answer 500 on every list, and each made-up sort field cost a sorted index kept for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['system-admin', 'attorney-owner', 'factoring-company'];
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ROLES)
    tokens[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
});
afterAll(() => api.close());

/** Every list route without path parameters (the simple-rest lists of both apps). */
const lists = () =>
  api.server.core.routes
    .filter((route) => route.method === 'GET' && route.doc.list && !route.path.includes(':'))
    .map((route) => `/api${route.path}`);

describe('list sort and filter allow-lists', () => {
  it('answers 400 naming the field for inherited names and made-up fields, on every list, for every role', async () => {
    let checked = 0;
    expect(lists().length).toBeGreaterThan(6);
    for (const url of lists())
      for (const role of ROLES) {
        // Only where the role may list at all (a 403, or a search that needs its own parameters, says nothing).
        if ((await api.http.get(url).set(tokens[role]!)).status !== 200) continue;
        for (const field of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'madeUpField']) {
          const res = await api.http
            .get(url)
            .query({ sort: JSON.stringify([field, 'ASC']) })
            .set(tokens[role]!);
          expect([url, role, res.status, res.body.message]).toEqual([
            url,
            role,
            400,
            expect.stringContaining(`cannot sort by ${field}`),
          ]);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(40);
  });

  it('still sorts by the fields a client shows, and refuses a made-up filter field', async () => {
    const admin = tokens['system-admin']!;
    for (const [url, field] of [
      ['/api/internal-users', 'email'],
      ['/api/subscriptions/', 'companyName'],
      ['/api/outbox', 'subject'],
      ['/api/companies', 'name'],
    ] as const) {
      const res = await api.http
        .get(url)
        .query({ sort: JSON.stringify([field, 'DESC']) })
        .set(admin);
      expect([url, res.status]).toEqual([url, 200]);
    }
    const filtered = await api.http
      .get('/api/internal-users')
      .query({ filter: JSON.stringify({ madeUpField: 1 }) })
      .set(admin);
    expect([filtered.status, filtered.body.message]).toEqual([
      400,
      expect.stringContaining('cannot filter by madeUpField'),
    ]);
  });
});
