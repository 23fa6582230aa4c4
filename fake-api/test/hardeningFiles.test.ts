/** Hardening (issue 17): odd list parameters answer 400, never 500, on every list route, for every role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@casebridge/fixtures';
import { KEEP_ALIVE_TIMEOUT_MS } from '../src/config.ts';
import { createServer } from '../src/index.ts';
import { defaultDatabase, startTestApi, TEST_SECRET } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PROTOTYPE_NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];

describe('item 8: sort and filter fields come from an allow-list', () => {
  it('answers 400 (not 500) for prototype names on every list route and role', async () => {
    const lists = api.server.core.routes.filter((r) => r.method === 'GET' && r.doc?.list);
    expect(lists.length).toBeGreaterThan(3);
    const tokens = await Promise.all(DEMO_ACCOUNTS.map((a) => api.tokenFor(a.email)));
    const failures: string[] = [];
    for (const route of lists) {
      const url = `/api${route.path.replace(/:(\w+)/g, '1')}`;
      for (const token of tokens) {
        for (const name of PROTOTYPE_NAMES) {
          const sort = await api.http
            .get(url)
            .query({ sort: JSON.stringify([name, 'ASC']) })
            .set('Authorization', `Bearer ${token}`);
          if (sort.status >= 500 || sort.status === 200) failures.push(`${url} sort ${name}: ${sort.status}`);
          const filter = await api.http
            .get(url)
            .query({ filter: JSON.stringify({ [name]: 'x' }) })
            .set('Authorization', `Bearer ${token}`);
          if (filter.status >= 500) failures.push(`${url} filter ${name}: ${filter.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('item 10: file ids are validated before the file system is touched', () => {
  it.each(['/api/companies/ID/picture', '/api/users/ID/picture', '/api/factoring-companies/file/ID'])(
    '%s answers a JSON 404 for a 5,000-character id',
    async (pattern) => {
      const token = await api.tokenFor(DEMO_ACCOUNTS[0]!.email);
      const res = await api.http
        .get(pattern.replace('ID', 'a'.repeat(5000)))
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    },
  );
});

/** The API over HTTP on a free port of this machine, on the test API's data. */
const listening = () =>
  createServer({
    dataDir: api.dataDir,
    secret: TEST_SECRET,
    seed: defaultDatabase,
    port: 0,
    host: '127.0.0.1',
    logError: () => undefined,
  });

describe('item 12: headers over the 16 KB limit', () => {
  it('answer a JSON 431', async () => {
    const served = await listening();
    try {
      const res = await fetch(`${served.url}/api/openapi.json`, { headers: { 'X-Big': 'a'.repeat(20_000) } });
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error).toBe('bad_request');
    } finally {
      await served.close();
    }
  });
});

describe('keep-alive connections', () => {
  it('outlast the idle time after which clients reuse them', async () => {
    const served = await listening();
    try {
      // Node's default (5 s) let a client's request meet the server closing its socket (ECONNRESET).
      expect(served.server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      const res = await fetch(`${served.url}/api/time`);
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    } finally {
      await served.close();
    }
  });
});

describe('item 6: uploaded file ids are unique and random', () => {
  it('gives every document of concurrent uploads its own UUID', async () => {
    const token = await api.tokenFor(DEMO_ACCOUNTS.find((a) => a.role === 'super-user')!.email);
    const upload = (n: number) =>
      api.http
        .post('/api/factoring-companies')
        .set('Authorization', `Bearer ${token}`)
        .field('name', `Unique Funding ${n}`)
        .field('email', `unique${n}@funding.test`)
        .field('services', JSON.stringify(['ADVANCES']))
        .field('stateCodes', 'TX')
        .field('requestTypes', 'ADVANCE')
        .field('minRequestAmount', '500')
        .field('maxRequestAmount', '50000')
        .attach('documents', Buffer.from(`doc ${n}`), 'terms.pdf');
    const answers = await Promise.all([1, 2, 3, 4].map(upload));
    const ids = answers.flatMap((res) => (res.body as { fileIds: string[] }).fileIds);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('item 7: a factoring company sees only itself', () => {
  it('lists and reads only its own factoring company (404 for the others); staff see all', async () => {
    const own = DEMO_ACCOUNTS.find((a) => a.role === 'factoring-company')!;
    const token = `Bearer ${await api.tokenFor(own.email)}`;
    const staff = `Bearer ${await api.tokenFor(DEMO_ACCOUNTS.find((a) => a.role === 'super-user')!.email)}`;
    const all = await api.http.get('/api/factoring-companies').set('Authorization', staff);
    const mine = await api.http.get('/api/factoring-companies').set('Authorization', token);
    expect(mine.status).toBe(200);
    const allIds = (all.body as { id: string; companyId: string }[]).map((fc) => fc.id);
    const mineRecords = mine.body as { id: string; companyId: string }[];
    expect(mineRecords.length).toBeLessThanOrEqual(1);
    expect(allIds.length).toBeGreaterThan(1);
    const other = allIds.find((id) => !mineRecords.some((fc) => fc.id === id))!;
    const read = await api.http.get(`/api/factoring-companies/${other}`).set('Authorization', token);
    expect(read.status).toBe(404);
    const staffRead = await api.http.get(`/api/factoring-companies/${other}`).set('Authorization', staff);
    expect(staffRead.status).toBe(200);
  });
});
