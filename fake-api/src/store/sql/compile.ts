/**
 * A ra-data-simple-rest filter and sort compiled to SQL over one table (see sql/schema.ts): declared fields
 * through their key columns where the table stores them (sql/keyColumns.ts), else through the same keys
 * computed from the record's JSON (fieldKey); other fields through json_extract/json_each (arrays match any
 * element); `q` through the FTS5 trigram table. Values are always bound, never spliced into the SQL.
 */
import type { FieldType } from '../collections.ts';
import { eqKey } from '../fields.ts';
import { searchTerms } from '../query.ts';
import type { SortOrder } from '../types.ts';
import { fieldKeyOf, ident, isAscii, jsonPath, keyOf, literal, lowerFor, sortKeyOf } from './expressions.ts';

export interface TableInfo {
  readonly table: string;
  readonly fields: Readonly<Record<string, FieldType>>;
  /** The column the search rows' keys are (schema.ts searchKey): `seq` unless the table has a search order. */
  readonly searchKey?: string;
  /** The key columns the table stores (sql/keyColumns.ts keyColumns); the other fields' keys are computed. */
  readonly keys: ReadonlySet<string>;
}

/**
 * A declared field's equality (0) or sort (1) key: its key column where the table has one, else the same
 * key computed from the record's JSON. A table has no generated column for the others: SQLite computes every
 * generated column of a row for each UPDATE of it and for each trigger reading its old row (a rename of a
 * company computed the registry's 29 some five times over).
 */
export const fieldKey = (info: TableInfo, field: string, which: 0 | 1): string =>
  fieldKeyOf(info.keys, field, info.fields[field]!, which);

const keyOfRows = (info: TableInfo) => ident(info.searchKey ?? 'seq');

export interface Compiled {
  where: string;
  params: unknown[];
}

const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_ne', '_like'] as const;
type Operator = (typeof OPERATORS)[number];
const COMPARE = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<' } as const;
const NULL_KEY = eqKey(null);

/** A key's bindings: its text and, when it is a number's canonical form, the number. */
export function bindingsOf(key: string): unknown[] {
  const n = Number(key);
  return key.trim() !== '' && Number.isFinite(n) && String(n) === key ? [key, n] : [key];
}

export interface WhereOptions {
  /**
   * Test the search (q) row by row while the query walks its sort order, instead of reading the matches
   * first and sorting them: the faster plan when a page's worth of matches is near the start of the order.
   */
  walkSearch?: boolean;
  /**
   * While walking, ask the search index about each record (a lookup by its position) rather than collecting
   * every match first: the faster plan when the matches are very many (a common trigram) and the walk short.
   */
  probeSearch?: boolean;
  /**
   * While walking, test each record's stored search text for the terms (instr), a lookup by position in the
   * search index's own table: a hundred times cheaper a record than asking the index (MATCH) about it, and
   * the same answer for terms of ASCII characters (see textSearchable).
   */
  textSearch?: boolean;
}

/**
 * Whether a search's terms may be tested on the stored text with lower() and instr, as the reference does:
 * ASCII terms (an ASCII term is found in lower(text) wherever JavaScript's toLowerCase would find it, but
 * for the Kelvin sign). Others are asked of the index (MATCH folds Unicode).
 */
export function textSearchable(q: unknown): boolean {
  const terms = searchTerms(q);
  return terms.length > 0 && terms.every(isAscii);
}

export function compileWhere(
  info: TableInfo,
  filter: Record<string, unknown> | undefined,
  options: WhereOptions = {},
): Compiled {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const terms: string[] = [];
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    if (name === 'q') {
      terms.push(...searchTerms(value));
      continue;
    }
    const operator = OPERATORS.find((op) => name.endsWith(op) && name.length > op.length);
    const field = operator ? name.slice(0, -operator.length) : name;
    if (!operator) clauses.push(equality(info, field, value, params));
    else if (operator === '_ne') clauses.push(`NOT coalesce(${equality(info, field, value, params)}, 0)`);
    else if (operator === '_like') clauses.push(like(info, field, value, params));
    else clauses.push(range(info, field, operator, value, params));
  }
  if (terms.length > 0) {
    clauses.push(
      options.textSearch
        ? textTest(info, terms, params)
        : options.probeSearch
          ? probe(info, terms, params)
          : search(info, terms, params, options.walkSearch === true),
    );
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : '1', params };
}

export function compileOrder(
  info: TableInfo,
  sort: { field: string; order: SortOrder } | undefined,
): Compiled {
  if (!sort) return { where: 'seq', params: [] };
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  if (sort.field === 'id') return { where: `id ${direction}`, params: [] };
  if (info.fields[sort.field]) {
    return { where: `${fieldKey(info, sort.field, 1)} ${direction}, id ${direction}`, params: [] };
  }
  const path = literal(jsonPath(sort.field));
  return {
    where: `${sortKeyOf(`json_extract(doc, ${path})`, `json_type(doc, ${path})`)} ${direction}, id ${direction}`,
    params: [],
  };
}

function keysOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return [...new Set(values.map(eqKey))];
}

/** True when the field's value (or any element of an array value) has one of the value's keys (NULL or 0 when not). */
function equality(info: TableInfo, field: string, value: unknown, params: unknown[]): string {
  const keys = keysOf(value);
  const matchNull = keys.includes(NULL_KEY);
  const type = info.fields[field];
  const bound =
    type === 'number'
      ? keys.filter((key) => key !== NULL_KEY && bindingsOf(key).length === 2).map(Number)
      : keys.filter((key) => key !== NULL_KEY).flatMap(bindingsOf);
  /** `expression` has one of the keys; its own parameters are appended to `into`. */
  const anyOf = (expression: string, into: unknown[]): string => {
    const parts: string[] = [];
    if (bound.length > 0) {
      parts.push(`${expression} IN (${bound.map(() => '?').join(', ')})`);
      into.push(...bound);
    }
    if (matchNull) parts.push(`${expression} IS NULL`);
    return parts.length === 0 ? '0' : `(${parts.join(' OR ')})`;
  };
  if (field === 'id') return anyOf('id', params);
  if (type) return anyOf(fieldKey(info, field, 0), params);
  const path = literal(jsonPath(field));
  const elements = `EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE ${anyOf(keyOf('value', 'type'), params)})`;
  const scalar = anyOf(`(${keyOf(`json_extract(doc, ${path})`, `json_type(doc, ${path})`)})`, params);
  return `(CASE json_type(doc, ${path}) WHEN 'array' THEN ${elements} ELSE ${scalar} END)`;
}

function like(info: TableInfo, field: string, value: unknown, params: unknown[]): string {
  const needle = String(value).toLowerCase();
  if (field === 'id') {
    params.push(needle);
    return `instr(lower(id), ?) > 0`;
  }
  if (info.fields[field]) {
    params.push(needle);
    return `instr(lower(${fieldKey(info, field, 0)}), ?) > 0`;
  }
  const path = literal(jsonPath(field));
  params.push(needle);
  return (
    `EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE type <> 'null' AND ` +
    `instr(lower(${keyOf('value', 'type')}), ?) > 0)`
  );
}

function range(
  info: TableInfo,
  field: string,
  operator: Operator,
  target: unknown,
  params: unknown[],
): string {
  const op = COMPARE[operator as keyof typeof COMPARE];
  if (target === null || target === undefined) return '0';
  const number = Number(target);
  const numeric = Number.isNaN(number) ? null : number;
  const text = String(target);
  if (field === 'id') {
    params.push(text);
    return `id ${op} ?`;
  }
  const type = info.fields[field];
  if (type === 'text') {
    params.push(text);
    return `${fieldKey(info, field, 0)} ${op} ?`;
  }
  if (type === 'number') {
    params.push(numeric);
    return `${fieldKey(info, field, 0)} ${op} ?`;
  }
  if (type === 'bool') {
    params.push(numeric);
    return `coalesce(CASE ${fieldKey(info, field, 0)} WHEN 'true' THEN 1 WHEN 'false' THEN 0 END ${op} ?, 0)`;
  }
  const path = literal(jsonPath(field));
  const value = `json_extract(doc, ${path})`;
  // Like String(value) in JavaScript: an array's elements joined with commas (null as ''), an object as such.
  const element = `CASE type WHEN 'null' THEN '' ELSE ${keyOf('value', 'type')} END`;
  const joined = `coalesce((SELECT group_concat(${element}, ',') FROM json_each(doc, ${path})), '')`;
  params.push(numeric, numeric, numeric, numeric, text, text, text);
  return (
    `coalesce(CASE json_type(doc, ${path}) WHEN 'integer' THEN ${value} ${op} ? ` +
    `WHEN 'real' THEN ${value} ${op} ? WHEN 'true' THEN 1 ${op} ? WHEN 'false' THEN 0 ${op} ? ` +
    `WHEN 'text' THEN ${value} ${op} ? WHEN 'array' THEN ${joined} ${op} ? ` +
    `WHEN 'object' THEN '[object Object]' ${op} ? ELSE 0 END, 0)`
  );
}

/** Every term must be a substring of the record's search text: trigram MATCH for 3+ characters, else instr. */
function searchConditions(info: TableInfo, terms: readonly string[], params: unknown[]): string {
  const long = terms.filter((term) => [...term].length >= 3);
  const short = terms.filter((term) => [...term].length < 3);
  const conditions: string[] = [];
  if (long.length > 0) {
    conditions.push(`${ident(`${info.table}_fts`)} MATCH ?`);
    params.push(long.map((term) => `"${term.replaceAll('"', '""')}"`).join(' AND '));
  }
  for (const term of short) {
    conditions.push(`instr(${lowerFor(term, 'text')}, ?) > 0`);
    params.push(term);
  }
  return conditions.join(' AND ');
}

function search(info: TableInfo, terms: readonly string[], params: unknown[], walk: boolean): string {
  const conditions = searchConditions(info, terms, params);
  // `+seq` keeps the planner from driving the query by the matches' positions (a walk of the sort index).
  const position = walk ? `+${keyOfRows(info)}` : keyOfRows(info);
  return `${position} IN (SELECT rowid FROM ${ident(`${info.table}_fts`)} WHERE ${conditions})`;
}

function probe(info: TableInfo, terms: readonly string[], params: unknown[]): string {
  const conditions = searchConditions(info, terms, params);
  const fts = ident(`${info.table}_fts`);
  return `EXISTS (SELECT 1 FROM ${fts} WHERE ${conditions} AND rowid = ${ident(info.table)}.${keyOfRows(info)})`;
}

function textTest(info: TableInfo, terms: readonly string[], params: unknown[]): string {
  const fts = ident(`${info.table}_fts`);
  params.push(...terms);
  const tests = terms.map((term) => `instr(${lowerFor(term, 'text')}, ?) > 0`).join(' AND ');
  return `coalesce((SELECT ${tests} FROM ${fts} WHERE rowid = ${ident(info.table)}.${keyOfRows(info)}), 0)`;
}

/**
 * How many records a search alone (`q`, no other filter) matches, counted in the search index itself: the
 * index has one row per record (kept in the same transaction), so this is the list's total without
 * collecting the matches' positions to look them up (ten times faster for a common trigram). Null when the
 * search has no term (every record matches).
 */
export function compileSearchCount(info: TableInfo, q: unknown, keys?: KeyRange): Compiled | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  if (keys) {
    const params: unknown[] = [];
    const conditions = searchConditions(info, terms, params);
    params.push(...keys);
    const fts = ident(`${info.table}_fts`);
    return { where: `SELECT count(*) FROM ${fts} WHERE ${conditions} AND rowid BETWEEN ? AND ?`, params };
  }
  // One trigram: the number of records holding it, as the index keeps it (fts5vocab), without reading its
  // positions (about half the time, ADR 0002). ASCII only: the index
  // folds other letters its own way.
  const [term] = terms;
  if (terms.length === 1 && [...term!].length === 3 && isAscii(term!)) {
    const vocab = ident(vocabTable(info.table));
    return {
      where: `SELECT coalesce((SELECT doc FROM ${vocab} WHERE term = ?), 0)`,
      params: [term!.toLowerCase()],
    };
  }
  const params: unknown[] = [];
  const conditions = searchConditions(info, terms, params);
  return { where: `SELECT count(*) FROM ${ident(`${info.table}_fts`)} WHERE ${conditions}`, params };
}

/**
 * The positions of a page of a search (`q` alone) in its table's search order (TableSpec.searchOrder), read
 * from the search index in the order of its keys: the index yields matches by key, so the page is its first
 * matches (or last, descending).
 */
/** The fts5vocab table (one row per trigram: how many records hold it) of a table's search index. */
export const vocabTable = (table: string): string => `${table}_vocab`;

/** The keys of one group of a grouped search order (TableSpec.searchGroup): first and last, inclusive. */
export type KeyRange = readonly [number, number];

export function compileSearchPage(
  info: TableInfo,
  q: unknown,
  page: { order: SortOrder; limit: number; offset: number; keys?: KeyRange },
): Compiled | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  const params: unknown[] = [];
  const conditions = searchConditions(info, terms, params);
  const direction = page.order === 'DESC' ? 'DESC' : 'ASC';
  const within = page.keys ? ' AND rowid BETWEEN ? AND ?' : '';
  params.push(...(page.keys ?? []), page.limit, page.offset);
  const fts = ident(`${info.table}_fts`);
  return {
    where: `SELECT seq FROM ${fts} WHERE ${conditions}${within} ORDER BY rowid ${direction} LIMIT ? OFFSET ?`,
    params,
  };
}
