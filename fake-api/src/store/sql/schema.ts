/**
 * The database's schema, built from store/collections.ts: one table per collection (seq: insertion order,
 * id, doc: the record as JSON, a key column per declared field: sql/keyColumns.ts for those of the indexes,
 * generated columns for the others), its indexes, an FTS5 trigram table of
 * its search text, per-value counts, and the triggers that keep the last two (and the derived tables, such as
 * the registry) current inside the writing transaction. Bulk loads create indexes, derived data and
 * triggers after the rows (createTables, load, finishSchema).
 */
import type { Database as Sqlite } from 'better-sqlite3';
import { COLLECTIONS } from '../collections.ts';
import type { FieldType, TableSpec } from '../collections.ts';
import {
  eqColumn,
  fieldKeyOf,
  GEO_COLUMNS,
  generatedColumns,
  geoColumns,
  ident,
  jsonPath,
  literal,
  sortColumn,
} from './expressions.ts';
import { fillKeysSql, indexDefinitions, keyColumns, keyTriggers } from './keyColumns.ts';
import type { KeyGroup } from './keyColumns.ts';
import { groupDefinition, ORDER_COLUMN, queueUnplaced, UNPLACED, UNPLACED_TABLE } from './searchOrder.ts';
import { queueIndex, queueRemoval, SEARCH_QUEUE, SEARCH_QUEUE_TABLE } from './searchQueue.ts';
import { createSearchTables, fillSearch, tuneSearchIndex } from './searchSchema.ts';
import type { SearchPlace } from './searchSchema.ts';

/** A table derived from collections (the registry): rebuilt in one statement, kept by triggers. */
export interface DerivedTable {
  readonly name: string;
  readonly spec: TableSpec;
  /** INSERT ... SELECT filling the whole table. */
  readonly rebuild: string;
  /** CREATE TRIGGER statements on the source collections. */
  readonly triggers: readonly string[];
}

/**
 * Bumped whenever the schema changes: an older file is rebuilt from its documents on open. 32: the search
 * indexes in a file of their own (sql/searchSchema.ts), the search queue's numbers never reused. 33: no
 * generated column for a field's keys outside the indexes (compile.ts fieldKey). 34: counts moved by key
 * columns (countMove). 35: the sweeps' covering indexes (appointments, subscriptions). 36: the sessions collection (issue 39).
 * 37: the deletedCases collection (issue 40). 38: companies' case resumes gain totalIncluded (migrations.ts).
 */
export const SCHEMA_VERSION = 38;
export const COUNTS_TABLE = '_counts';
/** The record without its private fields (TableSpec.private). */
export const PUBLIC_COLUMN = 'pub';

export interface TableDef {
  readonly name: string;
  readonly spec: TableSpec;
}

export const fieldsOf = (spec: TableSpec): Readonly<Record<string, FieldType>> => spec.fields ?? {};

export function collectionTables(): TableDef[] {
  return Object.entries(COLLECTIONS).map(([name, spec]) => ({ name, spec }));
}

export function createTables(db: Sqlite, tables: readonly TableDef[], search: SearchPlace = 'main'): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${COUNTS_TABLE} (tbl TEXT NOT NULL, field TEXT NOT NULL, value BLOB,
    n INTEGER NOT NULL, PRIMARY KEY (tbl, field, value)) WITHOUT ROWID`);
  db.exec(SEARCH_QUEUE_TABLE);
  db.exec(UNPLACED_TABLE);
  for (const { name, spec } of tables) {
    // The fields' key columns (sql/keyColumns.ts): a field's other keys are computed where a query needs
    // them (compile.ts fieldKey), not generated columns, which SQLite computes at every UPDATE of the row.
    const keys = keyColumns(spec);
    const columns = [...keys];
    if (spec.private) {
      const paths = spec.private.map((field) => literal(jsonPath(field))).join(', ');
      columns.push(`${PUBLIC_COLUMN} GENERATED ALWAYS AS (json_remove(doc, ${paths})) STORED`);
    }
    if (spec.geo) {
      // A point's vector is stored: a key column where an index holds it, else generated.
      const vector = geoColumns(spec.geo.latitude, spec.geo.longitude);
      GEO_COLUMNS.forEach((name, index) => {
        if (!keys.has(ident(name)))
          columns.push(`${ident(name)} GENERATED ALWAYS AS (${vector[index]!}) STORED`);
      });
    }
    if (spec.searchOrder !== undefined) {
      // Its sort key stored, and an index of the order: the field's own, or the group's (createIndexes).
      const indexed = spec.searchGroup === undefined ? spec.sorted?.includes(spec.searchOrder) : true;
      if (!keys.has(sortColumn(spec.searchOrder)) || !indexed)
        throw new Error(`${name}.searchOrder must be a sorted field`);
      columns.push(`${ORDER_COLUMN} INTEGER`);
      if (spec.searchGroup !== undefined) columns.push(groupDefinition(spec.searchGroup));
    }
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${ident(name)} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, ` +
        `doc TEXT NOT NULL${columns.map((c) => `, ${c}`).join('')})`,
    );
  }
  createSearchTables(db, tables, search);
}

/** Indexes, derived data (search text, counts, derived tables) and triggers, for tables already loaded. */
export function finishSchema(
  db: Sqlite,
  tables: readonly TableDef[],
  derived: readonly DerivedTable[],
  search: SearchPlace = 'main',
): void {
  const all = [...tables, ...derived];
  for (const table of tables) createIndexes(db, table);
  for (const table of tables) fillDerivedData(db, table, search);
  // A derived table is built whole, its key columns set, then indexed (sql/keyColumns.ts).
  for (const table of derived) {
    db.exec(`DELETE FROM ${ident(table.name)}`);
    db.exec(table.rebuild);
    const fill = fillKeysSql(table.name, table.spec);
    if (fill) db.exec(fill);
    createIndexes(db, table);
    fillDerivedData(db, table, search);
  }
  for (const table of tables) createTriggers(db, table, false);
  for (const table of derived) {
    createTriggers(db, table, true);
    const moves = (group: KeyGroup) =>
      group.fields.filter((field) => keyedCount(table.spec, field)).map((field) => countMove(table, field));
    for (const trigger of keyTriggers(table.name, table.spec, moves)) db.exec(trigger);
  }
  for (const table of derived) for (const trigger of table.triggers) db.exec(trigger);
  for (const { name } of all) tuneSearchIndex(db, name, search);
  // Filled above from the records themselves: nothing the triggers queued before is left to apply.
  db.exec(`DELETE FROM ${SEARCH_QUEUE}`);
  db.exec(`DELETE FROM ${UNPLACED}`);
  // Statistics, so that the planner walks a sort index for a page rather than sort a large match set.
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

function createIndexes(db: Sqlite, { name, spec }: TableDef): void {
  for (const { suffix, columns } of indexDefinitions(spec))
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(`${name}_${suffix}`)} ON ${ident(name)} (${columns.join(', ')})`,
    );
}

/** The column a table's search rows are keyed by: its search order's key, or the record's position. */
export const searchKey = (spec: TableSpec): string => (spec.searchOrder === undefined ? 'seq' : ORDER_COLUMN);

const countKey = (spec: TableSpec, row: string, field: string) =>
  field === ''
    ? "x''"
    : `coalesce(${fieldKeyOf(keyColumns(spec), field, fieldsOf(spec)[field]!, 0, row)}, x'')`;

/**
 * A field's count key in a trigger, from the record's JSON (`row`: OLD or NEW): a derived table's key columns
 * are set by triggers of their own (sql/keyColumns.ts), after or before this one's.
 */
const countKeyOf = (spec: TableSpec, row: string, field: string) =>
  field === '' ? "x''" : `coalesce(${generatedColumns(field, fieldsOf(spec)[field]!, `${row}.doc`)[0]}, x'')`;

/** Whether a counted field's count follows its key column (the field's equality key is one). */
const keyedCount = (spec: TableSpec, field: string): boolean =>
  (spec.counted ?? []).includes(field) && keyColumns(spec).has(eqColumn(field));

/**
 * The statements moving a record's count from its old value of a keyed field to its new one, in a trigger on an
 * update of the record: the old value from its key column, the new one from its record (in a derived table's
 * key trigger, which runs them, the column is not written yet). Equal values move nothing in effect.
 */
function countMove({ name, spec }: TableDef, field: string): string {
  return [
    countChange(name, field, countKey(spec, 'OLD', field), -1),
    countChange(name, field, countKeyOf(spec, 'NEW', field), 1),
  ].join('\n    ');
}

/** The statement adding `delta` to the count of `value` (SQL) of a table's field ('' for the table's size). */
const countChange = (table: string, field: string, value: string, delta: number): string =>
  `INSERT INTO ${COUNTS_TABLE} (tbl, field, value, n) VALUES (${literal(table)}, ${literal(field)}, ` +
  `${value}, ${delta}) ON CONFLICT DO UPDATE SET n = n + ${delta};`;

function countFields(spec: TableSpec): string[] {
  return ['', ...(spec.counted ?? [])];
}

function fillDerivedData(db: Sqlite, table: TableDef, search: SearchPlace): void {
  const { name, spec } = table;
  fillSearch(db, table, search);
  db.prepare(`DELETE FROM ${COUNTS_TABLE} WHERE tbl = ?`).run(name);
  for (const field of countFields(spec)) {
    db.exec(
      `INSERT INTO ${COUNTS_TABLE} (tbl, field, value, n) SELECT ${literal(name)}, ${literal(field)}, ` +
        `${countKey(spec, 't', field)}, count(*) FROM ${ident(name)} t GROUP BY 3`,
    );
  }
}

function createTriggers(db: Sqlite, { name, spec }: TableDef, derived: boolean): void {
  const table = ident(name);
  const add = (row: string, delta: number) =>
    countFields(spec)
      .map((field) => countChange(name, field, countKeyOf(spec, row, field), delta))
      .join('\n');
  const ordered = spec.searchOrder !== undefined;
  // The search rows change through the queue, applied in batches (sql/searchQueue.ts, searchLag.ts). A
  // search-ordered record has a search row only while placed (sql/searchOrder.ts).
  const key = searchKey(spec);
  const indexText = queueIndex(name, key, 'NEW');
  const unindexText = queueRemoval(name, key, 'OLD');
  // A search-ordered record comes unplaced (sql/searchOrder.ts), to be placed after the write.
  db.exec(`CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_inserted`)} AFTER INSERT ON ${table} BEGIN
    ${ordered ? queueUnplaced(name) : indexText}
    ${add('NEW', 1)}
  END`);
  db.exec(`CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_deleted`)} AFTER DELETE ON ${table} BEGIN
    ${unindexText}
    ${add('OLD', -1)}
  END`);
  // An update rewrites the search text and moves the counts only where they change: most updates touch
  // neither (a sign-in's lastLoginAt, a status), and an FTS5 delete reads and tokenizes the old text. The
  // text's fields are compared as stored (json_extract), cheaper than making the text twice.
  const textChanged =
    spec.search
      .map((field) => {
        const path = literal(jsonPath(field));
        return `json_extract(OLD.doc, ${path}) IS NOT json_extract(NEW.doc, ${path})`;
      })
      .join(' OR ') || '0';
  // One trigger per counted field, whose WHEN tests the change: most updates move no count, and a trigger
  // that does not fire costs less than its statements finding nothing to do. A collection's keyed field is
  // compared by its key columns, which the UPDATE writes (no JSON parsed); a derived table's moves its count in
  // the trigger writing its key column (keyTriggers), which tests the change already.
  const countMoves = (spec.counted ?? []).flatMap((field) => {
    const keyed = keyedCount(spec, field);
    if (keyed && derived) return [];
    const column = eqColumn(field);
    const changed = keyed
      ? `OLD.${column} IS NOT NEW.${column}`
      : `${countKeyOf(spec, 'OLD', field)} IS NOT ${countKeyOf(spec, 'NEW', field)}`;
    return [
      `CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_count_${field}`)} AFTER UPDATE OF doc ON ${table}
    WHEN ${changed} BEGIN
    ${countMove({ name, spec }, field)}
  END`,
    ];
  });
  // A record whose place in the search order changes is queued to be placed again after the write (keeping its
  // key and search row meanwhile), with its text as it is then: the text trigger leaves it alone.
  // The keys compared as computed from the record's JSON (see countKeyOf).
  const keys = (row: string) => [
    ...(spec.searchGroup === undefined ? [] : [keyOf(spec, row, spec.searchGroup, 0)]),
    ...(ordered ? [keyOf(spec, row, spec.searchOrder!, 1), `${row}.id`] : []),
  ];
  const before = keys('OLD');
  const after = keys('NEW');
  const moved = ordered ? `(${before.map((key, at) => `${key} IS NOT ${after[at]}`).join(' OR ')})` : '0';
  db.exec(`CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_text_updated`)} AFTER UPDATE OF doc ON ${table}
    WHEN (${textChanged}) AND NOT ${moved} BEGIN
    ${unindexText}
    ${indexText}
  END`);
  if (ordered) {
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_moved`)} AFTER UPDATE OF doc, id ON ${table}
      WHEN ${moved} BEGIN
      ${queueUnplaced(name)}
    END`);
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${ident(`${name}_placed`)} AFTER UPDATE OF ${ORDER_COLUMN} ON ${table}
      WHEN OLD.o IS NOT NEW.o BEGIN
      ${unindexText}
      ${indexText}
    END`);
  }
  for (const trigger of countMoves) db.exec(trigger);
}

/** A field's equality (0) or sort (1) key computed from `row`'s JSON (OLD or NEW), for triggers. */
const keyOf = (spec: TableSpec, row: string, field: string, which: 0 | 1): string =>
  generatedColumns(field, fieldsOf(spec)[field]!, `${row}.doc`)[which];

/** Drops everything but the collections' rows (used before rebuilding an older schema). */
export function dropDerived(db: Sqlite): void {
  const objects = db
    .prepare(
      `SELECT type, name FROM sqlite_schema WHERE type IN ('trigger', 'index') AND name NOT LIKE 'sqlite_%'`,
    )
    .all() as { type: string; name: string }[];
  for (const { type, name } of objects) db.exec(`DROP ${type.toUpperCase()} IF EXISTS ${ident(name)}`);
}
