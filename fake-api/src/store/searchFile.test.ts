/**
 * The search indexes' own file (searchFile.ts) and its thread (searchThread.ts, searchApplier.ts), over real
 * files: built with the records, built again when missing or of other records, and kept by the thread, which
 * applies on reopening what the last commits left queued.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { SearchBehindError } from './errors.ts';
import { openStore } from './openStore.ts';
import { SEARCH_FILE } from './searchFile.ts';
import type { SqliteStore } from './sqliteStore.ts';

const seedOf =
  (...names: string[]) =>
  (): Database =>
    ({ companies: names.map((name, i) => ({ id: `c${i}`, name })) }) as unknown as Database;
const found = async (store: SqliteStore, q: string) =>
  (await store.reader().collection('companies').readDocuments({ filter: { q } })).data.map(
    (doc) => (JSON.parse(doc) as Company).name,
  );
const value = (store: SqliteStore, sql: string) => store.db.prepare(sql).pluck().get() as number;
/** A store whose thread applies only when asked, with a committed rename (Acme Law to Pelican Law) queued. */
async function renamedUnapplied(dir: string): Promise<SqliteStore> {
  const store = await openStore({ dir, seed: seedOf('Acme Law'), search: { every: 60_000 } });
  await store.transaction(() => store.update('companies', 'c0', { name: 'Pelican Law' }));
  await store.flush();
  return store;
}

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'search-file-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the search file', { timeout: 30_000 }, () => {
  it('is built with the records, and again when it is missing or belongs to other records', async () => {
    const [dir, other] = [join(root, 'data'), join(root, 'other')];
    let store = await openStore({ dir, seed: seedOf('Acme Law', 'Bravo Care') });
    expect(await found(store, 'acme')).toEqual(['Acme Law']);
    // The records' indexes are not in the records' file.
    expect(value(store, `SELECT count(*) FROM main.sqlite_master WHERE name LIKE '%_fts%'`)).toBe(0);
    await store.close();

    await rm(join(dir, SEARCH_FILE));
    store = await openStore({ dir, seed: seedOf('Unused') });
    expect(await found(store, 'bravo')).toEqual(['Bravo Care']);
    await store.close();

    // Another data directory's search file (an import, a crash between the two files' renames).
    const stranger = await openStore({ dir: other, seed: seedOf('Zulu Law') });
    await stranger.close();
    await copyFile(join(other, SEARCH_FILE), join(dir, SEARCH_FILE));
    store = await openStore({ dir, seed: seedOf('Unused') });
    expect(await found(store, 'law')).toEqual(['Acme Law']);
    expect(await found(store, 'zulu')).toEqual([]);
    await store.close();
  });

  it('applies on reopening what the last commits left queued, the reader refusing to search meanwhile', async () => {
    const dir = join(root, 'data');
    // The thread applies only when asked: the changes stay queued at close.
    let store = await renamedUnapplied(dir);
    await expect(found(store, 'pelican')).rejects.toThrow(SearchBehindError);
    await store.close();

    store = await openStore({ dir, seed: seedOf('Unused'), search: { every: 20 } });
    await vi.waitFor(async () => expect(await found(store, 'pelican')).toEqual(['Pelican Law']), {
      timeout: 10_000,
      interval: 20,
    });
    expect(await found(store, 'acme')).toEqual([]);
    const applied = value(store, 'SELECT applied FROM search._search_state');
    expect(applied).toBe(value(store, `SELECT seq FROM sqlite_sequence WHERE name = '_search_queue'`));
    // The next commit deletes what was applied.
    await store.transaction(() => store.insert('companies', { name: 'Heron Law' } as Omit<Company, 'id'>));
    await store.flush();
    expect(value(store, `SELECT count(*) FROM _search_queue WHERE n <= ${applied}`)).toBe(0);
    await store.close();
  });

  it('answers a caught-up reader that reads the indexes as the catch-up left them', async () => {
    const store = await renamedUnapplied(join(root, 'data'));
    const caughtUp = await store.catchUpSearch();
    // The catch-up made the next commits' changes applied at once (searchLag.ts EAGER_MS): not here.
    Object.assign(store, { eagerUntil: Number.NEGATIVE_INFINITY });
    // A commit after the catch-up: the default reader refuses again; the caught-up one reads.
    await store.transaction(() => store.insert('companies', { name: 'Heron Law' } as Omit<Company, 'id'>));
    await store.flush();
    await expect(found(store, 'law')).rejects.toThrow(SearchBehindError);
    const page = await caughtUp.collection('companies').readDocuments({ filter: { q: 'pelican' } });
    expect(page.total).toBe(1);
    await store.close();
  });
});
