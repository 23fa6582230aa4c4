/**
 * The search indexes' upkeep (SqliteStore.maintainSearch): an index left in many pieces by many commits is
 * merged back into one, a slice at a time, and searches answer the same throughout.
 */
import { describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { expectLikeReference } from '../testing/expectLikeReference.ts';
import { SEARCH_FIELDS } from './searchFields.ts';
import { createSqliteMemoryStore } from './sqliteStore.ts';
import type { SqliteStore } from './sqliteStore.ts';

const segments = (store: SqliteStore, table: string) =>
  store.db.prepare(`SELECT count(DISTINCT segid) FROM ${table}_fts_idx`).pluck().get() as number;

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
    // One commit each: each adds a piece, and FTS5 merges only eight of a size at a time.
    for (let i = 0; i < 5000 && segments(store, 'companies') <= 8; i++) {
      await store.transaction(() => store.update('companies', `c${i % 300}`, { name: `Renamed ${i} law` }));
      await store.flush();
    }
    expect(segments(store, 'companies')).toBeGreaterThan(8);
    expectSearches(store);
    // Not while writes keep coming: it waits until none was made for a second.
    expect(await store.transaction(() => store.maintainSearch())).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    let slices = 0;
    while (await store.transaction(() => store.maintainSearch())) {
      await store.flush();
      slices++;
      if (slices % 5 === 0) expectSearches(store);
      expect(slices).toBeLessThan(1000);
    }
    expect(slices).toBeGreaterThan(1);
    expect(segments(store, 'companies')).toBe(1);
    expect(segments(store, 'registry')).toBeLessThanOrEqual(8);
    store.db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('integrity-check')`);
    expectSearches(store);
    await store.close();
  });
});
