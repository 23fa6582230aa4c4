/**
 * A read thread's reader (readThread.ts), run here on this thread: its pages are the store's, and what it
 * remembers of the data (deep pages' anchors) is forgotten when another connection commits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { createReader } from './readThread.ts';
import type { ReadAnswer } from './readThread.ts';
import { configure, loadDatabase } from './database.ts';
import { SqliteStore } from './sqliteStore.ts';
import type { ListQuery, ListResult } from './types.ts';

let root = '';
let store: SqliteStore;
let reader: BetterSqlite.Database;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-thread-'));
  const file = join(root, 'casebridge.db');
  const db = new BetterSqlite(file);
  configure(db);
  const companies = Array.from({ length: 2500 }, (_, i) => ({
    id: `c${i}`,
    name: `Firm ${String(i).padStart(4, '0')} ${i % 3 ? 'law' : 'care'}`,
  }));
  loadDatabase(db, { companies: companies as unknown as Company[] });
  store = new SqliteStore(db);
  reader = new BetterSqlite(file, { readonly: true });
  configure(reader, true);
});
afterEach(async () => {
  reader.close();
  await store.close();
  await rm(root, { recursive: true, force: true });
});

const resultOf = (answer: ReadAnswer): ListResult<string> => {
  if ('error' in answer) throw new Error(answer.error);
  return answer.result;
};

describe('a read thread', () => {
  it('reads the pages the store reads, searches and deep pages alike', () => {
    const read = createReader(reader);
    const queries: ListQuery[] = [
      { filter: { q: 'law' }, sort: { field: 'name', order: 'ASC' }, range: [0, 24] },
      { filter: { q: 'care' }, sort: { field: 'name', order: 'DESC' }, range: [100, 109] },
      { filter: { q: 'firm 12' }, range: [0, 9] },
      { sort: { field: 'name', order: 'ASC' }, range: [2100, 2109] },
    ];
    for (const [i, query] of queries.entries()) {
      const expected = store.collection('companies').listDocuments(query);
      expect(resultOf(read({ id: i, table: 'companies', query, omit: [] }))).toEqual(expected);
    }
    expect(read({ id: 9, table: 'nowhere', query: {}, omit: [] })).toEqual({
      id: 9,
      error: 'No table nowhere',
    });
  });

  it("forgets a deep page's anchors once another connection commits", async () => {
    const read = createReader(reader);
    const deep: ListQuery = { sort: { field: 'name', order: 'ASC' }, range: [2100, 2109] };
    const before = resultOf(read({ id: 1, table: 'companies', query: deep, omit: [] }));
    expect(before).toEqual(store.collection('companies').listDocuments(deep));
    // Records from the end move to the front: the record before position 2,100 is another one.
    await store.transaction(() => {
      for (let i = 2400; i < 2500; i++) store.update('companies', `c${i}`, { name: `Aaa ${i}` });
    });
    await store.flush();
    const after = resultOf(read({ id: 2, table: 'companies', query: deep, omit: [] }));
    expect(after).toEqual(store.collection('companies').listDocuments(deep));
    expect(after.data).not.toEqual(before.data);
  });
});
