/**
 * The read pool (readPool.ts) with a real thread, loaded from its source: searches' pages read beside the event
 * loop are the store's, a busy pool hands the page back to the caller, and a store with threads reads its
 * searches there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { SearchBehindError } from './errors.ts';
import { openStore } from './openStore.ts';
import { MAX_PENDING, startReadPool } from './readPool.ts';
import type { SqliteStore } from './sqliteStore.ts';
import type { ListQuery } from './types.ts';

let root = '';
let store: SqliteStore;
const file = () => join(root, 'data', 'casebridge.db');
const search: ListQuery = { filter: { q: 'law' }, sort: { field: 'name', order: 'ASC' }, range: [0, 9] };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-pool-'));
  const companies = Array.from({ length: 300 }, (_, i) => ({
    id: `c${i}`,
    name: `Firm ${i} ${i % 2 ? 'law' : 'care'}`,
  }));
  const seed = () => ({ companies: companies as unknown as Company[] }) as unknown as Database;
  store = await openStore({ dir: join(root, 'data'), seed, readThreads: 1 });
});
afterAll(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

describe('the read pool', { timeout: 30_000 }, () => {
  it("reads a search's page on a thread, the store's page; a busy thread hands the next one back", async () => {
    const pool = startReadPool(file(), join(root, 'data', 'search.db'), 1);
    try {
      await pool.ready();
      const expected = store.collection('companies').listDocuments(search);
      const pages = Array.from({ length: MAX_PENDING }, () => pool.listDocuments('companies', search, []));
      expect(pages.every((page) => page !== null)).toBe(true);
      expect(pool.listDocuments('companies', search, [])).toBeNull();
      for (const page of await Promise.all(pages)) expect(page).toEqual(expected);
      await expect(pool.listDocuments('companies', search, ['name'])).resolves.toEqual(
        store.collection('companies').listDocuments(search, ['name']),
      );
      await expect(pool.listDocuments('nowhere', search, [])).rejects.toThrow('No table nowhere');
    } finally {
      await pool.close();
    }
    expect(pool.listDocuments('companies', search, [])).toBeNull();
  });

  it("sends a store's searches to its threads, and reads the last commit there", async () => {
    const reader = store.reader().collection('companies');
    const listed = vi.spyOn(reader, 'listDocuments');
    // The thread may still be starting: until it is ready, the store reads the page itself.
    await vi.waitFor(
      async () => {
        listed.mockClear();
        await reader.readDocuments(search);
        expect(listed).not.toHaveBeenCalled();
      },
      { timeout: 20_000, interval: 100 },
    );
    await store.transaction(() => store.update('companies', 'c1', { name: 'Aardvark law' }));
    await store.flush();
    // The commit left its search changes queued (searchLag.ts): the reader waits for them to be applied.
    await expect(reader.readDocuments(search)).rejects.toThrow(SearchBehindError);
    await store.catchUpSearch();
    const page = await reader.readDocuments(search);
    expect(listed).not.toHaveBeenCalled();
    expect(page).toEqual(store.collection('companies').listDocuments(search));
    expect(JSON.parse(page.data[0]!)).toMatchObject({ id: 'c1', name: 'Aardvark law' });
    // A list without a search is read here.
    await reader.readDocuments({ range: [0, 4] });
    expect(listed).toHaveBeenCalledTimes(1);
    listed.mockRestore();
  });
});
