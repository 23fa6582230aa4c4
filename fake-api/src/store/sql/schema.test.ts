import { describe, expect, it } from 'vitest';
import { createSqliteMemoryStore } from '../sqliteStore.ts';
import { AUTOMERGE } from './schema.ts';

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
    expect(
      store
        .collection('companies')
        .list({ filter: { q: 'injury' } })
        .data.map((c) => c.id),
    ).toEqual(['c1']);
  });
});
