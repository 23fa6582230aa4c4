/** Key columns: which columns they are, the statements writing them, and their values after random writes. */
import { describe, expect, it } from 'vitest';
import { generateDatabase } from '@casebridge/fixtures';
import { randomWriter } from '../../testing/randomWrites.ts';
import type { TableSpec } from '../collections.ts';
import { COLLECTIONS } from '../collections.ts';
import { storeTables } from '../database.ts';
import { createSqliteMemoryStore } from '../sqliteStore.ts';
import { changedGroups, keyGroups, updateSql } from './keyColumns.ts';
import { ident } from './expressions.ts';

/** The rows of `table` whose key columns differ from their values computed from the record. */
function staleRows(
  db: { prepare(sql: string): { pluck(): { get(): unknown } } },
  table: string,
  spec: TableSpec,
) {
  const differs = keyGroups(spec).flatMap((group) => {
    const values = group.values('doc');
    return group.columns.map((column, at) => `${column} IS NOT ${values[at]}`);
  });
  if (differs.length === 0) return 0;
  return db
    .prepare(`SELECT count(*) FROM ${ident(table)} WHERE ${differs.join(' OR ')}`)
    .pluck()
    .get();
}

describe('key columns', () => {
  it("are the indexes' columns computed from a record, by field", () => {
    const columns = (spec: TableSpec) => keyGroups(spec).map((group) => group.columns.join(' '));
    expect(columns(COLLECTIONS.companies)).toEqual([
      '"e_type"',
      '"e_status"',
      '"e_salesRepresentativeId"',
      '"e_ownerId"',
      '"e_name" "s_name"',
      '"e_email"',
      '"s_createdAt"',
      '"s_updatedAt"',
    ]);
    // A field no index holds keeps generated columns (addresses index their company's and license's ids).
    expect(columns(COLLECTIONS.addresses)).toEqual(['"e_companyId"', '"e_licenseId"']);
    const geo: TableSpec = {
      search: [],
      fields: { kind: 'text' },
      covering: [['kind']],
      geo: { latitude: 'lat', longitude: 'lng' },
    };
    expect(columns(geo)).toEqual(['"e_kind"', '"g_x" "g_y" "g_z"']);
  });

  it('are rewritten for the fields that changed only, compared as JSON', () => {
    const spec: TableSpec = {
      search: [],
      fields: { name: 'text', 'location.state': 'text', enabled: 'bool' },
      sorted: ['name'],
      indexed: ['location.state', 'enabled'],
    };
    const before = { id: 'a', name: 'Alpha', location: { state: 'TX' }, enabled: true, notes: 'x' };
    const changed = (after: object) => changedGroups(spec, before, after).map((group) => group.fields[0]);
    expect(changed({ ...before, notes: 'y' })).toEqual([]);
    expect(changed({ ...before, location: { state: 'CA' } })).toEqual(['location.state']);
    expect(changed({ ...before, location: null })).toEqual(['location.state']);
    // The same number for a boolean is a change: its key differs.
    expect(changed({ ...before, enabled: 1, name: 'Beta' })).toEqual(['name', 'enabled']);
    expect(updateSql('t', spec, [])).toBe('UPDATE "t" SET doc = @doc WHERE id = @id');
    expect(updateSql('t', spec, changedGroups(spec, before, { ...before, enabled: false }))).toMatch(
      /^UPDATE "t" SET doc = @doc, "e_enabled" = CASE json_type\(@doc, '\$\."enabled"'\) .* WHERE id = @id$/,
    );
  });

  it("hold their records' values in every table, the derived ones included, after random writes", async () => {
    const store = createSqliteMemoryStore(generateDatabase() as unknown as Record<string, unknown>);
    const expectCurrent = () => {
      for (const { name, spec } of storeTables())
        expect([name, staleRows(store.db, name, spec)]).toEqual([name, 0]);
    };
    expectCurrent();
    const write = randomWriter(store, 11);
    for (let i = 0; i < 300; i++) {
      await store.transaction(() => write(i));
      if (i % 50 === 0) expectCurrent();
    }
    await store.flush();
    expectCurrent();
    await store.close();
  }, 30_000);
});
