/**
 * The search indexes' upkeep (SqliteStore.maintainSearch): an index left in many pieces by many commits is
 * merged back into one, a slice at a time, and searches answer the same throughout.
 */
import { describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { expectLikeReference } from '../testing/expectLikeReference.ts';
import { ftsLevels } from '../testing/ftsLevels.ts';
import { SEARCH_FIELDS } from './searchFields.ts';
import { createSqliteMemoryStore } from './sqliteStore.ts';
import type { SqliteStore } from './sqliteStore.ts';

const segments = (store: SqliteStore, table: string) =>
  store.db.prepare(`SELECT count(DISTINCT segid) FROM ${table}_fts_idx`).pluck().get() as number;
const segmentIds = (store: SqliteStore, table: string) =>
  store.db.prepare(`SELECT DISTINCT segid FROM ${table}_fts_idx ORDER BY segid`).pluck().all() as number[];

/** Runs the upkeep until it has nothing left to do; answers how many slices it ran. */
async function upkeep(store: SqliteStore): Promise<number> {
  let slices = 0;
  while (await store.transaction(() => store.maintainSearch())) {
    await store.flush();
    slices++;
    if (slices % 5 === 0) expectSearches(store);
    expect(slices).toBeLessThan(1000);
  }
  return slices;
}

function expectSearches(store: SqliteStore): void {
  const companies = store.collection('companies');
  const all = [...companies.all()];
  for (const q of ['renamed 1', 'law', 'zz', 'firm 4']) {
    const query = {
      filter: { q },
      sort: { field: 'name', order: 'ASC' as const },
      range: [0, 9] as [number, number],
    };
    expectLikeReference(companies, all, query, SEARCH_FIELDS.companies, q);
  }
}

describe('the search indexes upkeep', () => {
  it('merges an index left in many pieces by many commits back into one, slice by slice, when quiet', async () => {
    const companies = Array.from({ length: 300 }, (_, i) => ({ id: `c${i}`, name: `Law Firm ${i}` }));
    const store = createSqliteMemoryStore({ companies: companies as unknown as Company[] });
    expect(segments(store, 'companies')).toBe(1);
    expect(await store.transaction(() => store.maintainSearch())).toBe(false);
    // One commit each, its search changes applied with it: each adds a piece, and FTS5 merges only eight of
    // a size at a time.
    for (let i = 0; i < 5000 && segments(store, 'companies') <= 8; i++) {
      await store.transaction(() => store.update('companies', `c${i % 300}`, { name: `Renamed ${i} law` }));
      await store.flush();
      store.settleSearch();
    }
    expect(segments(store, 'companies')).toBeGreaterThan(8);
    expectSearches(store);
    // Not while writes keep coming: it waits until none was made for a second.
    expect(await store.transaction(() => store.maintainSearch())).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await upkeep(store)).toBeGreaterThan(1);
    expect(segments(store, 'companies')).toBe(1);
    expect(segments(store, 'registry')).toBeLessThanOrEqual(8);
    store.db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('integrity-check')`);
    expectSearches(store);
    await store.close();
  });

  it('merges the few small pieces of an index together and leaves its large one, then rests', async () => {
    const companies = Array.from({ length: 2000 }, (_, i) => ({ id: `c${i}`, name: `Law Firm ${i}` }));
    const store = createSqliteMemoryStore({ companies: companies as unknown as Company[] });
    // A large piece levels above the commits', as a bulk load leaves it once optimized (three levels up at
    // 100,000 companies; a small load makes one piece at the bottom, which each 'optimize' of it with another
    // piece moves up).
    for (let i = 0; i < 3; i++) {
      await store.transaction(() => store.update('companies', 'c1999', { name: `Renamed law ${i}` }));
      await store.flush();
      store.settleSearch();
      store.db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('optimize')`);
    }
    expect(ftsLevels(store.db, 'companies_fts').segments).toBe(1);
    expect(ftsLevels(store.db, 'companies_fts').levels).toBeGreaterThanOrEqual(4);
    const [large] = segmentIds(store, 'companies');
    // Three commits: each adds a piece of removals and one of new rows.
    for (let i = 0; i < 3; i++) {
      await store.transaction(() => store.update('companies', `c${i}`, { name: `Renamed ${i} law` }));
      await store.flush();
      store.settleSearch();
    }
    const pieces = segments(store, 'companies');
    expect(pieces).toBeGreaterThan(3);
    expect(pieces).toBeLessThanOrEqual(8);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await upkeep(store)).toBeGreaterThan(0);
    // The commits' pieces are merged together (FTS5 keeps one of a size apart), the large one untouched.
    expect(segments(store, 'companies')).toBeLessThan(pieces);
    expect(segments(store, 'companies')).toBeLessThanOrEqual(3);
    expect(segmentIds(store, 'companies')).toContain(large);
    // Settled: the upkeep does not try the same pieces again.
    expect(await store.transaction(() => store.maintainSearch())).toBe(false);
    store.db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('integrity-check')`);
    expectSearches(store);
    await store.close();
  });
});
