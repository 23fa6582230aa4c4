import { describe, expect, it } from 'vitest';
import { ftsLevels } from '../../testing/ftsLevels.ts';
import { createSqliteMemoryStore } from '../sqliteStore.ts';
import { AUTOMERGE } from './searchSchema.ts';

/** The companies a search of `q` finds. */
const found = (store: ReturnType<typeof createSqliteMemoryStore>, q: string) =>
  store.collection('companies').list({ filter: { q } }).data;

describe('the schema', () => {
  it('leaves every search index merging segments AUTOMERGE at a time, searchable after its load', () => {
    const store = createSqliteMemoryStore({
      companies: [{ id: 'c1', name: 'Acme Injury Law' }] as never,
    });
    const tables = store.db
      .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE '%\\_fts' ESCAPE '\\'`)
      .pluck()
      .all() as string[];
    expect(tables).toContain('companies_fts');
    for (const table of tables) {
      const automerge = store.db
        .prepare(`SELECT v FROM "${table}_config" WHERE k = 'automerge'`)
        .pluck()
        .get();
      expect(automerge, table).toBe(AUTOMERGE);
    }
    expect(found(store, 'injury').map((c) => c.id)).toEqual(['c1']);
  });

  it('fills a search index in key order: one segment, a level or two deep, however the records are ordered', () => {
    // Companies made in an order unlike their names' (the companies' search order): keyed by place in that
    // order, their search rows come in the records' order as keys all over the place.
    const companies = Array.from({ length: 3000 }, (_, i) => ({
      id: `c${i}`,
      name: `Firm ${String((i * 7919) % 3000).padStart(4, '0')} Injury Law`,
    }));
    const store = createSqliteMemoryStore({ companies } as never);
    const { levels, segments } = ftsLevels(store.db, 'companies_fts');
    expect(segments).toBe(1);
    expect(levels).toBeLessThanOrEqual(2);
    expect(found(store, '1234').map((c) => c.name)).toEqual(['Firm 1234 Injury Law']);
  });
});
