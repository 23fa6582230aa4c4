/**
 * SQL expressions for JSON fields, matching the in-memory reference (store/query.ts, store/fields.ts):
 * equality keys (booleans as 'true'/'false', numbers and strings as themselves), sort keys (booleans 0/1,
 * strings lower-cased, null as an empty blob so that it sorts after every number and string) and search text.
 */
import type { FieldType } from '../collections.ts';

/** `"name"` for SQL identifiers. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A SQL string literal. */
export const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** JSON path of a dotted field: location.state -> $."location"."state". */
export function jsonPath(field: string): string {
  return `$${field
    .split('.')
    .map((part) => `."${part.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
    .join('')}`;
}

/** The SQL function every store connection has (database.ts configure): JavaScript's toLowerCase. */
export const CASEFOLD = 'casefold';

/** True for text of printable ASCII characters only, which SQLite's lower() folds as JavaScript does. */
export const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** The SQL that lower-cases `text` as JavaScript would for `term`: lower() for ASCII terms, else casefold(). */
export const lowerFor = (term: string, text: string): string =>
  isAscii(term) ? `lower(${text})` : `${CASEFOLD}(${text})`;

/** Generated column names of a declared field. */
export const eqColumn = (field: string): string => ident(`e_${field}`);
export const sortColumn = (field: string): string => ident(`s_${field}`);

/** The stored unit vector of a table's point (TableSpec.geo): x, y and z on a sphere of radius 1. */
export const GEO_COLUMNS = ['g_x', 'g_y', 'g_z'] as const;

/**
 * The unit vector's definitions from the latitude and longitude fields of `doc` (NULL unless both are
 * numbers): x = cos(lat) cos(lng), y = cos(lat) sin(lng), z = sin(lat).
 */
export function geoColumns(latitude: string, longitude: string, doc = 'doc'): [string, string, string] {
  const degrees = (field: string) => {
    const path = literal(jsonPath(field));
    return `CASE WHEN json_type(${doc}, ${path}) IN ('integer', 'real') THEN radians(json_extract(${doc}, ${path})) END`;
  };
  const lat = degrees(latitude);
  const lng = degrees(longitude);
  return [`cos(${lat}) * cos(${lng})`, `cos(${lat}) * sin(${lng})`, `sin(${lat})`];
}

/** The unit vector of a point in decimal degrees, as geoColumns computes it in SQL. */
export function unitVector(latitude: number, longitude: number): { x: number; y: number; z: number } {
  const lat = (latitude * Math.PI) / 180;
  const lng = (longitude * Math.PI) / 180;
  return { x: Math.cos(lat) * Math.cos(lng), y: Math.cos(lat) * Math.sin(lng), z: Math.sin(lat) };
}

/** Equality key of a JSON value given its json_type: booleans as text, null as NULL. */
export const keyOf = (value: string, type: string): string =>
  `CASE ${type} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN NULL ELSE ${value} END`;

/** Sort key of a JSON value given its json_type. */
export const sortKeyOf = (value: string, type: string): string =>
  `CASE ${type} WHEN 'true' THEN 1 WHEN 'false' THEN 0 WHEN 'integer' THEN ${value} WHEN 'real' THEN ${value} ` +
  `WHEN 'text' THEN lower(${value}) WHEN 'object' THEN lower(${value}) WHEN 'array' THEN lower(${value}) ELSE x'' END`;

/** The generated columns' definitions of a declared field of `doc`. */
export function generatedColumns(field: string, type: FieldType, doc = 'doc'): [string, string] {
  const path = literal(jsonPath(field));
  const value = `json_extract(${doc}, ${path})`;
  const jsonType = `json_type(${doc}, ${path})`;
  switch (type) {
    case 'text':
      return [value, `coalesce(lower(${value}), x'')`];
    case 'number':
      return [value, `coalesce(${value}, x'')`];
    case 'bool':
      return [
        `CASE ${jsonType} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' END`,
        `CASE ${jsonType} WHEN 'true' THEN 1 WHEN 'false' THEN 0 ELSE x'' END`,
      ];
  }
}

/**
 * A declared field's equality (0) or sort (1) key in SQL: its key column where the table stores one (`keys`,
 * sql/keyColumns.ts), else the same key computed from the record's JSON. `row`: the table's alias, OLD or NEW.
 */
export function fieldKeyOf(
  keys: ReadonlySet<string>,
  field: string,
  type: FieldType,
  which: 0 | 1,
  row?: string,
): string {
  const prefix = row === undefined ? '' : `${row}.`;
  const column = which === 0 ? eqColumn(field) : sortColumn(field);
  return keys.has(column) ? `${prefix}${column}` : generatedColumns(field, type, `${prefix}doc`)[which];
}

/**
 * The text `q` searches for a record: its search fields' values (array elements one per line), one per line.
 * `doc` is the JSON column or a trigger's NEW.doc.
 */
export function searchTextOf(fields: readonly string[], doc: string): string {
  const parts = fields.map((field) => {
    const path = literal(jsonPath(field));
    const scalar = keyOf(`json_extract(${doc}, ${path})`, `json_type(${doc}, ${path})`);
    const elements = `(SELECT group_concat(${keyOf('value', 'type')}, char(10)) FROM json_each(${doc}, ${path}))`;
    return `CASE json_type(${doc}, ${path}) WHEN 'array' THEN ${elements} ELSE ${scalar} END`;
  });
  return parts.length === 0 ? "''" : `coalesce(concat_ws(char(10), ${parts.join(', ')}), '')`;
}
