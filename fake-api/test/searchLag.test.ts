/**
 * The search indexes behind the last commit (store/searchLag.ts), through the real core over a database file
 * whose search thread (store/searchThread.ts) applies the changes only when asked (its pace set to a minute):
 * a commit leaves a write's search changes queued, and a search made after the write's answer still finds it
 * (the reader refuses the behind index, the core has the thread catch it up and reads again); while searches
 * come, each commit has the thread apply its changes at once; the writer deletes the applied ones.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { defineRoute } from '../src/core/defineRoute.ts';
import { createCore } from '../src/core/handle.ts';
import type { Services } from '../src/core/types.ts';
import { openStore } from '../src/store/index.ts';
import { coreRequest } from './helpers/coreRequest.ts';
import type { SqliteStore } from '../src/store/sqliteStore.ts';

let dir = '';
let store: SqliteStore;
const value = (sql: string) => store.db.prepare(sql).pluck().get() as number;
const queued = () => value('SELECT count(*) FROM _search_queue');
const applied = () => value('SELECT applied FROM search._search_state');
const lastQueued = () => value(`SELECT seq FROM sqlite_sequence WHERE name = '_search_queue'`);

const routes = [
  defineRoute({
    endpoint: { method: 'POST', path: '/rename/:id/:name' },
    access: 'public',
    doc: { summary: 'renames a company', tags: ['t'] },
    handler: ({ services, params }) => {
      services.store.update('companies', params['id']!, { name: params['name'] } as Partial<Company>);
      return { status: 200, body: {} };
    },
  }),
  defineRoute({
    endpoint: { method: 'GET', path: '/search/:q' },
    access: 'public',
    doc: { summary: 'company names matching q', tags: ['t'] },
    handler: async ({ services, params }) => {
      const page = await services.store
        .collection('companies')
        .readDocuments({ filter: { q: params['q'] }, sort: { field: 'name', order: 'ASC' } });
      return { status: 200, body: page.data.map((doc) => (JSON.parse(doc) as Company).name) };
    },
  }),
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cb-search-lag-'));
  const companies = [
    { id: 'a', name: 'Acme Law' },
    { id: 'b', name: 'Bravo Law' },
  ];
  const seed = () => ({ companies }) as unknown as Database;
  store = (await openStore({ dir, seed, search: { every: 60_000 } })) as SqliteStore;
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a search after a write', () => {
  it('finds what the write changed though its commit left the search changes queued', async () => {
    const core = createCore({ store, clock: { now: () => new Date() } } as unknown as Services, routes, {
      logError: (error) => {
        throw error;
      },
    });
    expect((await core.handle(coreRequest('POST', '/rename/a/Pelican Law'))).status).toBe(200);
    expect(queued()).toBeGreaterThan(0);
    const caughtUp = vi.spyOn(store, 'catchUpSearch');
    expect((await core.handle(coreRequest('GET', '/search/pelican'))).body).toEqual(['Pelican Law']);
    expect((await core.handle(coreRequest('GET', '/search/acme'))).body).toEqual([]);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    const first = lastQueued();
    expect(applied()).toBe(first);
    // Searches came: the thread applies the next commits' changes at once, and the searches after them read
    // without a catch-up. The commit deleted the changes applied before it. The window (EAGER_MS) is held open
    // here so that a slow machine cannot close it between two calls; its length is unit-tested (searchLag.ts).
    Object.assign(store, { eagerUntil: Number.POSITIVE_INFINITY });
    expect((await core.handle(coreRequest('POST', '/rename/b/Heron Law'))).status).toBe(200);
    expect(value(`SELECT count(*) FROM _search_queue WHERE n <= ${first}`)).toBe(0);
    expect(lastQueued()).toBeGreaterThan(first);
    // Applied once the store has the thread's word (its message), not merely once the file says so: until
    // then the reader refuses the search (SearchBehindError).
    const reader = store.reader().collection('companies');
    await vi.waitFor(() => reader.readDocuments({ filter: { q: 'heron' } }), {
      timeout: 20_000,
      interval: 5,
    });
    expect(applied()).toBe(lastQueued());
    expect((await core.handle(coreRequest('GET', '/search/law'))).body).toEqual(['Heron Law', 'Pelican Law']);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    caughtUp.mockRestore();
  });
});
