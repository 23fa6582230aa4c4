/**
 * Key columns: the columns of a table's indexes that are computed from its records (a field's equality or
 * sort key, a point's vector). They are plain columns, written only when their value changes, rather than
 * columns generated from the record's JSON: SQLite rewrites the entries of every index over a column that an
 * UPDATE may change, and every generated column may change when the record does. A rename of a company at
 * 100,000 companies rewrote the unchanged entries of eleven indexes (its owner's, its creation date's, the
 * registry's company's and so on), a third of the pages it wrote.
 *
 * Who writes them: the store's statements for the collections (insertSql, updateSql: a record's changed
 * fields' columns only, in the statement that writes it, so that every trigger reading them sees them
 * current), and triggers for the derived tables (keyTriggers), which only triggers write.
 */
import type { TableSpec } from '../collections.ts';
import {
  eqColumn,
  GEO_COLUMNS,
  generatedColumns,
  geoColumns,
  ident,
  jsonPath,
  literal,
  sortColumn,
} from './expressions.ts';
import { GROUP_COLUMN, ORDER_COLUMN, orderColumns } from './searchOrder.ts';

/** An index of a table: its name's suffix (after the table's name and `_`) and its columns. */
export interface IndexDefinition {
  readonly suffix: string;
  readonly columns: readonly string[];
}

/** The name (without the table's) of a `searchedWith` field's index: position, then the field. */
export const positionIndex = (field: string): string => `pos_${field}`;

/** The indexes of a table (schema.ts creates them). */
export function indexDefinitions(spec: TableSpec): IndexDefinition[] {
  const definitions: IndexDefinition[] = [];
  const index = (suffix: string, columns: string[]) => definitions.push({ suffix, columns });
  const sorted = spec.sorted ?? [];
  // An equality index on a field that leads a composite index is left out: the composite answers the same
  // lookups, covers the sorted pages the planner would otherwise read row by row, and costs no extra write.
  const leading = new Set([...(spec.indexes ?? []), ...(spec.covering ?? [])].map((fields) => fields[0]));
  const indexed = (
    spec.indexed ?? Object.keys(spec.fields ?? {}).filter((field) => !sorted.includes(field))
  ).filter((field) => !leading.has(field));
  for (const field of indexed) index(`e_${field}`, [eqColumn(field)]);
  for (const field of sorted) index(`s_${field}`, [sortColumn(field), 'id']);
  for (const fields of spec.indexes ?? []) {
    index(`by_${fields.join('_')}`, [...fields.slice(0, -1).map(eqColumn), sortColumn(fields.at(-1)!), 'id']);
  }
  // A covering index of a table with a point holds the point's vector too: SQLite reads a column from the
  // index it walks where it can, and a radius search (near) then reads no row.
  const point = spec.geo ? GEO_COLUMNS.map(ident) : [];
  for (const fields of spec.covering ?? [])
    index(`cover_${fields.join('_')}`, [...fields.map(eqColumn), ...point, 'seq', 'id']);
  for (const field of spec.searchedWith ?? []) index(positionIndex(field), ['seq', eqColumn(field)]);
  // The search rows' keys: a search collecting its matches looks records up by them, and the unplaced
  // records (NULL) are found after a write.
  if (spec.searchOrder !== undefined) index(ORDER_COLUMN, [ORDER_COLUMN]);
  // A grouped search order's own index (without a group, the field's sort index is the order).
  if (spec.searchGroup !== undefined) index('search_order', orderColumns(spec));
  return definitions;
}

/** Key columns computed from the same fields, written together. */
export interface KeyGroup {
  /** The record's fields they are computed from. */
  readonly fields: readonly string[];
  /** The columns (quoted). */
  readonly columns: readonly string[];
  /** Their values, in SQL, from `doc`: a JSON column, a statement's parameter or a trigger's NEW.doc. */
  values(doc: string): string[];
}

const groupsBySpec = new WeakMap<TableSpec, readonly KeyGroup[]>();

/** The key columns of a table, by the fields they are computed from. */
export function keyGroups(spec: TableSpec): readonly KeyGroup[] {
  const known = groupsBySpec.get(spec);
  if (known) return known;
  const indexed = new Set(indexDefinitions(spec).flatMap(({ columns }) => columns));
  // The search group's column is generated from its field's equality key, which is then a key column.
  if (spec.searchGroup !== undefined) indexed.add(eqColumn(spec.searchGroup));
  indexed.delete(ident(GROUP_COLUMN));
  const groups: KeyGroup[] = [];
  for (const [field, type] of Object.entries(spec.fields ?? {})) {
    // Its equality key (0) and sort key (1), those an index holds.
    const both = [eqColumn(field), sortColumn(field)];
    const kept = [0, 1].filter((at) => indexed.has(both[at]!));
    if (kept.length === 0) continue;
    groups.push({
      fields: [field],
      columns: kept.map((at) => both[at]!),
      values: (doc) => {
        const values = generatedColumns(field, type, doc);
        return kept.map((at) => values[at]!);
      },
    });
  }
  const { geo } = spec;
  if (geo && GEO_COLUMNS.some((column) => indexed.has(ident(column)))) {
    groups.push({
      fields: [geo.latitude, geo.longitude],
      columns: GEO_COLUMNS.map(ident),
      values: (doc) => geoColumns(geo.latitude, geo.longitude, doc),
    });
  }
  groupsBySpec.set(spec, groups);
  return groups;
}

/** `column = value` for each column of `groups`, its value computed from `doc`. */
export const assignments = (groups: readonly KeyGroup[], doc: string): string[] =>
  groups.flatMap((group) => {
    const values = group.values(doc);
    return group.columns.map((column, at) => `${column} = ${values[at]}`);
  });

/** The names (quoted) of a table's key columns. */
export const keyColumns = (spec: TableSpec): ReadonlySet<string> =>
  new Set(keyGroups(spec).flatMap(({ columns }) => columns));

/**
 * The statement inserting a record with its key columns, from the named parameters `@id` and `@doc` (the
 * record's JSON). `verb`: INSERT, or INSERT OR REPLACE for bulk loads.
 */
export function insertSql(table: string, spec: TableSpec, verb = 'INSERT'): string {
  return remembered(spec, `${verb} ${table}`, () => buildInsert(table, spec, verb));
}

function buildInsert(table: string, spec: TableSpec, verb: string): string {
  const groups = keyGroups(spec);
  const columns = groups.flatMap((group) => group.columns);
  const values = groups.flatMap((group) => group.values('@doc'));
  return (
    `${verb} INTO ${ident(table)} (id, doc${columns.map((column) => `, ${column}`).join('')}) ` +
    `VALUES (@id, @doc${values.map((value) => `, ${value}`).join('')})`
  );
}

/** The statement replacing a record (`@doc` by `@id`) and the key columns of `groups`. */
export function updateSql(table: string, spec: TableSpec, groups: readonly KeyGroup[]): string {
  const shape = groups.map((group) => group.columns[0]).join(' ');
  return remembered(spec, `UPDATE ${table} ${shape}`, () => buildUpdate(table, groups));
}

function buildUpdate(table: string, groups: readonly KeyGroup[]): string {
  const set = ['doc = @doc', ...assignments(groups, '@doc')].join(', ');
  return `UPDATE ${ident(table)} SET ${set} WHERE id = @id`;
}

/** The statements built so far, by table spec, name and shape (a write builds its statement's text once). */
const statements = new WeakMap<TableSpec, Map<string, string>>();

function remembered(spec: TableSpec, key: string, build: () => string): string {
  let built = statements.get(spec);
  if (!built) statements.set(spec, (built = new Map()));
  let sql = built.get(key);
  if (sql === undefined) {
    sql = build();
    built.set(key, sql);
  }
  return sql;
}

/** A record's value at a dotted field, as JSON (undefined when absent). */
function jsonAt(record: unknown, field: string): string | undefined {
  let value = record;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return JSON.stringify(value);
}

/** The key groups whose fields differ between two versions of a record (their columns to write). */
export function changedGroups(spec: TableSpec, before: unknown, after: unknown): KeyGroup[] {
  return keyGroups(spec).filter(({ fields }) =>
    fields.some((field) => jsonAt(before, field) !== jsonAt(after, field)),
  );
}

/** Sets every key column of every row from its record (a table filled without them: derived tables). */
export const fillKeysSql = (table: string, spec: TableSpec): string | null => {
  const set = assignments(keyGroups(spec), 'doc');
  return set.length === 0 ? null : `UPDATE ${ident(table)} SET ${set.join(', ')}`;
};

/**
 * The triggers keeping a derived table's key columns: all of them for a new row, and for an update, those of
 * each field that changed (compared as JSON), each group in a trigger of its own whose WHEN tests it, which
 * runs `also`'s statements for that group first (schema.ts: the count of a counted field).
 */
export function keyTriggers(
  table: string,
  spec: TableSpec,
  also: (group: KeyGroup) => readonly string[] = () => [],
): string[] {
  const t = ident(table);
  const set = (groups: readonly KeyGroup[]) => assignments(groups, 'NEW.doc').join(', ');
  const groups = keyGroups(spec);
  if (groups.length === 0) return [];
  const changed = (fields: readonly string[]) =>
    fields
      .map((field) => {
        const path = literal(jsonPath(field));
        return `OLD.doc -> ${path} IS NOT NEW.doc -> ${path}`;
      })
      .join(' OR ');
  return [
    `CREATE TRIGGER IF NOT EXISTS ${ident(`${table}_keys_inserted`)} AFTER INSERT ON ${t} BEGIN
      UPDATE ${t} SET ${set(groups)} WHERE seq = NEW.seq;
    END`,
    ...groups.map(
      (group, at) => `CREATE TRIGGER IF NOT EXISTS ${ident(`${table}_keys_${at}`)} AFTER UPDATE OF doc ON ${t}
      WHEN ${changed(group.fields)} BEGIN
      ${[...also(group), `UPDATE ${t} SET ${set([group])} WHERE seq = NEW.seq;`].join('\n      ')}
    END`,
    ),
  ];
}
