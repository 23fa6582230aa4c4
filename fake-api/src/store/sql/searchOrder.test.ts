/**
 * The search order (searchOrder.ts) through random writes: the search rows stay keyed in the sort order, one
 * per record, with its position and text, including where placements run out of room and windows are spread
 * out again; and the searches read from them answer like the reference.
 */
import { describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { expectLikeReference } from '../../testing/expectLikeReference.ts';
import { seededRandom } from '../../testing/seededRandom.ts';
import { SEARCH_FIELDS } from '../searchFields.ts';
import { createSqliteMemoryStore } from '../sqliteStore.ts';
import type { SqliteStore } from '../sqliteStore.ts';
import type { ListQuery } from '../types.ts';
import BetterSqlite from 'better-sqlite3';
import type { TableSpec } from '../collections.ts';
import { configure } from '../database.ts';
import { Connection } from './connection.ts';
import { insertSql, keyGroups, updateSql } from './keyColumns.ts';
import { createTables, finishSchema } from './schema.ts';
import { ORDER_GAP } from './searchOrder.ts';
import { SearchQueue } from './searchQueue.ts';
import { SqlTable } from './table.ts';

const WORDS = ['Alpha', 'beta', 'Gamma law', 'delta', 'Zeta', "o'hara", 'Café', 'alpha'];
const DAY = Date.UTC(2026, 0, 1);
const date = (days: number) => new Date(DAY + days * 86_400_000).toISOString();

/** Holds the invariants of `table`'s search order: keys in sort order, one search row per record. */
function expectOrdered(store: SqliteStore, table: string, sortKey: string, context: string): void {
  // The search changes the writes queued (searchLag.ts), applied as a search would.
  store.settleSearch?.();
  const { db } = store;
  const inOrder = db.prepare(`SELECT id FROM ${table} ORDER BY ${sortKey}, id`).pluck().all();
  expect(db.prepare(`SELECT id FROM ${table} ORDER BY o`).pluck().all(), context).toEqual(inOrder);
  expect(db.prepare(`SELECT count(*) FROM ${table} WHERE o IS NULL`).pluck().get(), context).toBe(0);
  const rows = db.prepare(`SELECT rowid, seq FROM ${table}_fts ORDER BY rowid`).raw().all();
  expect(rows, context).toEqual(db.prepare(`SELECT o, seq FROM ${table} ORDER BY o`).raw().all());
}

function expectSearches(store: SqliteStore, name: 'companies', terms: readonly string[], context: string) {
  const collection = store.collection(name);
  const all = [...collection.all()];
  for (const q of terms)
    for (const order of ['ASC', 'DESC'] as const)
      for (const range of [
        [0, 4],
        [3, 9],
        [0, 999],
      ] as [number, number][]) {
        const query: ListQuery = { filter: { q }, sort: { field: 'name', order }, range };
        expectLikeReference(collection, all, query, SEARCH_FIELDS[name], context);
      }
}

describe('the search order', () => {
  it('keeps the search rows in the sort order through random writes, spreading keys out where needed', () => {
    const next = seededRandom(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const companies = Array.from({ length: 120 }, (_, i) => ({
      id: `c${i}`,
      name: next() < 0.1 ? null : `${pick(WORDS)} ${pick(WORDS)}`,
      email: `x${i}@law.test`,
      updatedAt: date(Math.floor(next() * 100)),
    }));
    const store = createSqliteMemoryStore({ companies });
    const keys = () => store.db.prepare('SELECT o FROM companies ORDER BY o').pluck().all() as number[];
    expect(keys()[1]! - keys()[0]!).toBe(ORDER_GAP);
    const terms = ['alp', 'law', 'a', "o'h", 'café', 'b0', 'zeta alpha', 'nomatch'];
    const live = () => store.db.prepare('SELECT id FROM companies ORDER BY seq').pluck().all() as string[];
    for (let i = 0; i < 200; i++) {
      const ids = live();
      const kind = i % 7;
      // Names each sorting just after the last (b0, b00, ...) or first of all (0...0): each halves the room
      // left there, until the keys around are spread out again.
      if (kind === 0) store.insert('companies', { id: `b${i}`, name: `b${'0'.repeat(i / 7 + 1)}` } as never);
      else if (kind === 1) store.insert('companies', { id: `z${i}`, name: '0'.repeat(60 - i / 7) } as never);
      else if (kind === 2) store.update('companies', pick(ids), { name: `${pick(WORDS)} ${i}` } as never);
      else if (kind === 3) store.update('companies', pick(ids), { email: `changed${i}@law.test` } as never);
      else if (kind === 4) store.update('companies', pick(ids), { name: null } as never);
      else if (kind === 5) store.remove('companies', pick(ids));
      else store.update('companies', pick(ids), { updatedAt: date(50 + i) } as never);
      if (i % 20 === 19) {
        expectOrdered(store, 'companies', 's_name', `write ${i}`);
        expectOrdered(store, 'registry', 's_lastUpdate', `write ${i}`);
        expectSearches(store, 'companies', terms, `write ${i}`);
      }
    }
    // More records were placed before the first loaded one (each 0...0 sorts first, halving the room there)
    // than halving its 2^16 keys allows: the start ran out of room, and was spread out again.
    const zeros = store.db.prepare(`SELECT count(*) FROM companies WHERE id LIKE 'z%'`).pluck().get();
    expect(zeros).toBeGreaterThan(16);
    expect(keys()[0]).toBeGreaterThan(0);
  });

  it('moves a renamed record with one update of its key, and re-indexes one that keeps its key', () => {
    const companies = ['Alpha', 'Beta', 'Gamma'].map((name, i) => ({ id: `c${i}`, name }));
    const store = createSqliteMemoryStore({ companies });
    const keyOf = (id: string) => store.db.prepare('SELECT o FROM companies WHERE id = ?').pluck().get(id);
    const first = keyOf('c1');
    // Between the same neighbours: placed STEP after Alpha, then again there (the key it already holds).
    store.update('companies', 'c1', { name: 'Betb' } as never);
    const moved = keyOf('c1');
    expect(moved).not.toBe(first);
    store.update('companies', 'c1', { name: 'Betc' } as never);
    expect(keyOf('c1')).toBe(moved);
    expectOrdered(store, 'companies', 's_name', 'kept its key');
    expectSearches(store, 'companies', ['betc', 'betb', 'beta', 'alp'], 'kept its key');
    // Past its neighbour.
    store.update('companies', 'c1', { name: 'Zulu' } as never);
    expectOrdered(store, 'companies', 's_name', 'moved past');
    expectSearches(store, 'companies', ['zulu', 'betc', 'gam'], 'moved past');
  });

  it('answers the registry search in its order (last update, newest first) like the reference', () => {
    const next = seededRandom(5);
    const companies = Array.from({ length: 80 }, (_, i) => ({
      id: `c${i}`,
      name: `${WORDS[i % WORDS.length]} ${i}`,
      email: `x${i}@law.test`,
      updatedAt: date(i % 9),
    }));
    const store = createSqliteMemoryStore({ companies });
    for (let i = 0; i < 60; i++) {
      const id = `c${Math.floor(next() * 80)}`;
      store.update('companies', id, {
        updatedAt: date(Math.floor(next() * 40)),
        name: `Renamed ${i}`,
      } as never);
    }
    expectOrdered(store, 'registry', 's_lastUpdate', 'registry');
    const registry = store.derived<{ id: string; lastUpdate: string }>('registry');
    const rows = registry.list({}).data;
    for (const q of ['ren', 'alpha', 'law.test', 'x1', 'e']) {
      const query: ListQuery = { filter: { q }, sort: { field: 'lastUpdate', order: 'DESC' }, range: [0, 9] };
      const fields = ['companyName', 'email', 'city', 'state', 'salesRepresentativeName'];
      expectLikeReference(registry, rows, query, fields, 'registry');
    }
  });

  it('reads a search in one group of a grouped order (the directory by type) like the reference', () => {
    const spec: TableSpec = {
      search: ['name'],
      fields: { kind: 'text', rank: 'text' },
      indexes: [['kind', 'rank']],
      searchOrder: 'rank',
      searchGroup: 'kind',
    };
    const next = seededRandom(3);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const KINDS = ['A', 'B', 'C', null, '7'];
    const make = (i: number) => ({
      id: `t${i}`,
      name: `${pick(WORDS)} ${pick(WORDS)}`,
      kind: pick(KINDS),
      rank: `${pick(['0', '1'])}${pick(WORDS)}`,
    });
    const db = new BetterSqlite(':memory:');
    configure(db);
    createTables(db, [{ name: 'things', spec }]);
    const insertStatement = db.prepare(insertSql('things', spec));
    const insert = (id: string, doc: string) => insertStatement.run({ id, doc });
    for (let i = 0; i < 150; i++) insert(`t${i}`, JSON.stringify(make(i)));
    finishSchema(db, [{ name: 'things', spec }], []);
    const connection = new Connection(db);
    const table = new SqlTable<{ id: string }>('things', spec, () => connection);
    // Every key column rewritten: written past the store, which writes only the changed ones.
    const updateStatement = db.prepare(updateSql('things', spec, keyGroups(spec)));
    const update = { run: (doc: string, id: string) => updateStatement.run({ id, doc }) };
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 40; i++) {
        const id = `t${Math.floor(next() * 150)}`;
        update.run(JSON.stringify(make(Number(id.slice(1)))), id);
        if (i % 4 === 0) insert(`n${round}-${i}`, JSON.stringify({ ...make(i), id: `n${round}-${i}` }));
        table.placeUnplaced();
      }
      // Written past the store: its search changes are applied here, as the store does before a commit.
      new SearchQueue([{ name: 'things', spec }]).apply(connection);
      expectOrdered({ db } as SqliteStore, 'things', `coalesce("e_kind", x''), "s_rank"`, `round ${round}`);
      const all = [...table.all()];
      for (const q of ['alp', 'law', 'a', 'e', 'zeta', 'nomatch'])
        for (const kind of ['A', 'B', ['C'], 'D', '7'])
          for (const order of ['ASC', 'DESC'] as const) {
            const query: ListQuery = { filter: { q, kind }, sort: { field: 'rank', order }, range: [2, 8] };
            expectLikeReference(table, all, query, ['name'], `round ${round}`);
          }
    }
  });

  it('leaves the order as it was when a request rolls back', async () => {
    const store = createSqliteMemoryStore({
      companies: [{ id: 'a', name: 'Alpha' } as unknown as Company, { id: 'b', name: 'Beta' } as Company],
    });
    const before = store.db.prepare('SELECT id, o FROM companies ORDER BY o').raw().all();
    await expect(
      store.transaction(() => {
        store.update('companies', 'a', { name: 'Zulu' });
        store.insert('companies', { id: 'c', name: 'Charlie' } as never);
        throw new Error('fails after its writes');
      }),
    ).rejects.toThrow('fails after its writes');
    await store.flush();
    expect(store.db.prepare('SELECT id, o FROM companies ORDER BY o').raw().all()).toEqual(before);
    expectOrdered(store, 'companies', 's_name', 'rolled back');
  });
});
