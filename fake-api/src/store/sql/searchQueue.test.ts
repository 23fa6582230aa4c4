/**
 * The search changes queued by the triggers (sql/searchQueue.ts): applied at a commit once a batch is queued
 * (or when a search needs them), they leave each index as writing it at once would have, add two pieces
 * (segments) to it per apply rather than some per request, are seen by a search made inside the group, and go
 * with a request that is rolled back; the search thread applies only those past the last it applied.
 */
import { describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { expectLikeReference } from '../../testing/expectLikeReference.ts';
import { SEARCH_FIELDS } from '../searchFields.ts';
import { createSqliteMemoryStore } from '../sqliteStore.ts';
import type { SqliteStore } from '../sqliteStore.ts';
import { searchTextOf } from './expressions.ts';
import { COLLECTIONS } from '../collections.ts';
import { SEARCH_BATCH } from '../searchLag.ts';
import { storeTables } from '../database.ts';
import { Connection } from './connection.ts';
import { SearchQueue } from './searchQueue.ts';

const segments = (store: SqliteStore, table: string) =>
  store.db.prepare(`SELECT count(DISTINCT segid) FROM ${table}_fts_idx`).pluck().get() as number;
const queued = (store: SqliteStore) =>
  store.db.prepare('SELECT count(*) FROM _search_queue').pluck().get() as number;

/** The companies' search rows as the records say they should be: [key, text], by key. */
function expectIndexOfRecords(store: SqliteStore): void {
  const text = searchTextOf(COLLECTIONS.companies.search, 'doc');
  const expected = store.db.prepare(`SELECT o, ${text} FROM companies ORDER BY o`).raw().all();
  expect(store.db.prepare('SELECT rowid, text FROM companies_fts ORDER BY rowid').raw().all()).toEqual(
    expected,
  );
  store.db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('integrity-check')`);
}

function expectSearches(store: SqliteStore, terms: readonly string[]): void {
  const companies = store.collection('companies');
  const all = [...companies.all()];
  for (const q of terms) {
    const query = {
      filter: { q },
      sort: { field: 'name', order: 'ASC' as const },
      range: [0, 9] as [number, number],
    };
    expectLikeReference(companies, all, query, SEARCH_FIELDS.companies, q);
  }
}

const seed = () =>
  createSqliteMemoryStore({
    companies: Array.from({ length: 60 }, (_, i) => ({
      id: `c${i}`,
      name: `Law Firm ${i}`,
    })) as unknown as Company[],
  });

describe('the search queue', () => {
  it('applies a group of requests as one piece of each index, as writing them at once would', async () => {
    const store = seed();
    const before = segments(store, 'companies');
    // A group: renames (moving records in the search order), a record renamed twice, one added, one removed.
    for (let i = 0; i < 10; i++)
      await store.transaction(() => store.update('companies', `c${i}`, { name: `Zebra Clinic ${i}` }));
    await store.transaction(() => store.update('companies', 'c3', { name: 'Aardvark Partners' }));
    await store.transaction(() => store.insert('companies', { id: 'new', name: 'Quokka Legal' } as never));
    await store.transaction(() => store.remove('companies', 'c20'));
    expect(queued(store)).toBeGreaterThan(0);
    await store.flush();
    // Fewer than a batch: left queued by the commit (searchLag.ts) until a search needs them.
    expect(queued(store)).toBeGreaterThan(0);
    expect(segments(store, 'companies')).toBe(before);
    await store.catchUpSearch();
    expect(queued(store)).toBe(0);
    // Two pieces: the group's removals, then its new rows (one statement each).
    expect(segments(store, 'companies')).toBe(before + 2);
    expectIndexOfRecords(store);
    expectSearches(store, ['zebra', 'aardvark', 'clinic 3', 'quokka', 'firm 20', 'law']);
    await store.close();
  });

  it('is applied before a search made inside the group, and rolled back with its request', async () => {
    const store = seed();
    await store.transaction(async () => {
      store.update('companies', 'c1', { name: 'Pelican Injury Group' });
      expect(store.collection('companies').list({ filter: { q: 'pelican' } }).total).toBe(1);
    });
    await expect(
      store.transaction(() => {
        store.update('companies', 'c2', { name: 'Heron Injury Group' });
        throw new Error('fails after its write');
      }),
    ).rejects.toThrow('fails after its write');
    expect(store.collection('companies').list({ filter: { q: 'heron' } }).total).toBe(0);
    await store.flush();
    expectIndexOfRecords(store);
    expectSearches(store, ['pelican', 'heron', 'firm 2', 'injury']);
    await store.close();
  });

  it('applies what a write made outside a transaction queued at the next search', () => {
    const store = seed();
    store.update('companies', 'c5', { name: 'Osprey Counsel' });
    expect(store.db.inTransaction).toBe(false);
    expect(queued(store)).toBeGreaterThan(0);
    expectSearches(store, ['osprey', 'firm 5']);
    expect(queued(store)).toBe(0);
    expectIndexOfRecords(store);
  });

  it('applies the queue at a commit once a batch is queued, or while searches recently needed it', async () => {
    const store = seed();
    const rename = (i: number) =>
      store.transaction(() => store.update('companies', `c${i % 60}`, { name: `Renamed ${i}` }));
    const byTable = () =>
      new Map(
        store.db.prepare('SELECT tbl, count(*) FROM _search_queue GROUP BY tbl').raw().all() as [
          string,
          number,
        ][],
      );
    let i = 0;
    // Each commit leaves its changes queued (two a rename and index: a removal and a new row) until a table
    // holds a batch; then that table's alone are applied, one table a commit.
    const applied: string[] = [];
    while (applied.length < 2) {
      const before = byTable();
      const pieces = segments(store, 'companies');
      await rename(i++);
      await store.flush();
      const after = byTable();
      const emptied = [...before.keys()].filter((table) => !after.has(table));
      expect(emptied.length).toBeLessThanOrEqual(1);
      for (const table of emptied) expect(before.get(table)! + 2).toBeGreaterThanOrEqual(SEARCH_BATCH);
      for (const count of after.values()) expect(count).toBeLessThan(SEARCH_BATCH + 2);
      if (!emptied.includes('companies')) expect(segments(store, 'companies')).toBe(pieces);
      applied.push(...emptied);
      expect(i).toBeLessThan(SEARCH_BATCH);
    }
    expect(applied).toEqual(expect.arrayContaining(['companies', 'registry']));
    // After a catch-up, nothing is left, and each commit applies its own changes for a while.
    await store.catchUpSearch();
    expect(queued(store)).toBe(0);
    expectIndexOfRecords(store);
    await rename(i++);
    await store.flush();
    expect(queued(store)).toBe(0);
    expectSearches(store, [`renamed ${i - 1}`, 'firm']);
    await store.close();
  });

  it('applies only the changes past a number, leaving the queue as it was (the search thread)', async () => {
    const store = seed();
    const indexed = (q: string) =>
      store.db.prepare('SELECT count(*) FROM companies_fts WHERE companies_fts MATCH ?').pluck().get(q);
    const lastQueued = () => store.db.prepare('SELECT max(n) FROM _search_queue').pluck().get() as number;
    await store.transaction(() => store.update('companies', 'c1', { name: 'Pelican Partners' }));
    await store.flush();
    const first = lastQueued();
    await store.transaction(() => store.update('companies', 'c2', { name: 'Heron Partners' }));
    await store.flush();
    const before = queued(store);
    const queue = new SearchQueue(storeTables());
    expect(queue.applyAfter(new Connection(store.db), first)).toEqual({
      last: lastQueued(),
      count: lastQueued() - first,
    });
    expect([indexed('heron'), indexed('pelican')]).toEqual([1, 0]);
    expect(queued(store)).toBe(before);
    expect(queue.applyAfter(new Connection(store.db), lastQueued())).toEqual({
      last: lastQueued(),
      count: 0,
    });
  });
});
