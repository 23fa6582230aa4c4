/** One table read as a Collection: records by id, equality lookups and lists compiled to SQL. */
import type { CollectionName } from '@casebridge/domain';
import type { TableSpec } from '../collections.ts';
import { eqKey } from '../fields.ts';
import { resolveRange, searchTerms } from '../query.ts';
import type { Collection, ListQuery, ListResult, NearCircle, NearQuery } from '../types.ts';
import {
  bindingsOf,
  compileOrder,
  compileSearchCount,
  compileSearchPage,
  compileWhere,
  fieldKey,
  textSearchable,
} from './compile.ts';
import type { TableInfo, WhereOptions } from './compile.ts';
import type { Connection } from './connection.ts';
import { GEO_COLUMNS, ident, jsonPath, literal, unitVector } from './expressions.ts';
import { ANCHOR_STEP, PageAnchors } from './pageAnchors.ts';
import type { OrderKey } from './pageAnchors.ts';
import { keyColumns, positionIndex } from './keyColumns.ts';
import { COUNTS_TABLE, PUBLIC_COLUMN, fieldsOf, searchKey } from './schema.ts';
import { GROUP_COLUMN, ORDER_COLUMN, orderColumns, OrderKeeper } from './searchOrder.ts';

const parse = (doc: unknown) => JSON.parse(doc as string) as never;
const NULL_KEY = eqKey(null);
const EMPTY = Buffer.alloc(0);
/** Cost of a step of an index walk against a sorted match, measured at 100,000 companies (walkIsCheaper). */
const WALK_FACTOR = 0.05;
/**
 * Cost of a lookup in the search index against a collected match (probeIsCheaper), measured at 100,000
 * companies: a probe walk wins from about 15,000 matches for a page of 25
 * (docs/adr/0002-search-in-its-own-file.md).
 */
export const PROBE_FACTOR = 90;
/**
 * Cost of testing a record's stored search text while walking against a collected match (textIsCheaper),
 * measured on the bench's search terms: the walk wins where matches abound
 * (docs/adr/0002-search-in-its-own-file.md).
 */
export const TEXT_FACTOR = 5;
/** Pages up to this size are read as positions, then records. */
const PAGE_BY_SEQ = 200;

/** Reads a page of `table` elsewhere, or answers null (the caller reads it). */
export type Offload = (
  table: string,
  query: ListQuery,
  omit: readonly string[],
) => Promise<ListResult<string>> | null;

export class SqlTable<T extends { id: string }> implements Collection<T> {
  readonly name: CollectionName;
  private readonly info: TableInfo;
  private readonly counted: ReadonlySet<string>;
  private readonly searchedWith: ReadonlySet<string>;
  private readonly geo: boolean;
  private readonly privateFields: ReadonlySet<string>;
  private readonly connection: () => Connection;
  private readonly sql: {
    byId: string;
    all: string;
    total: string;
    groupEnd: (direction: string) => string;
  };
  private anchors: PageAnchors | null = null;
  /** The field of the table's search order (TableSpec.searchOrder), and what keeps it after writes. */
  private readonly searchOrder: string | undefined;
  private readonly searchGroup: string | undefined;
  private readonly keeper: OrderKeeper | null;

  /**
   * `offload`: reads a search's page elsewhere (the store's read threads), or answers null when it cannot now;
   * a reader's tables have it (readDocuments).
   */
  constructor(
    name: string,
    spec: TableSpec,
    connection: () => Connection,
    private readonly offload?: Offload,
  ) {
    this.name = name as CollectionName;
    this.info = { table: name, fields: fieldsOf(spec), searchKey: searchKey(spec), keys: keyColumns(spec) };
    this.searchOrder = spec.searchOrder;
    this.searchGroup = spec.searchGroup;
    this.keeper = spec.searchOrder === undefined ? null : new OrderKeeper(name, spec);
    this.counted = new Set(spec.counted ?? []);
    this.searchedWith = new Set(spec.searchedWith ?? []);
    this.geo = spec.geo !== undefined;
    this.privateFields = new Set(spec.private ?? []);
    this.connection = connection;
    const table = ident(name);
    this.sql = {
      byId: `SELECT doc FROM ${table} WHERE id = ?`,
      all: `SELECT doc FROM ${table} ORDER BY seq`,
      total: `SELECT n FROM ${COUNTS_TABLE} WHERE tbl = ? AND field = '' AND value = x''`,
      // The first or last key of a group of the search order, from its index (schema.ts). The group's own
      // column is left out of the ORDER BY: with it, SQLite sorted the whole group.
      groupEnd: (direction) =>
        `SELECT ${ORDER_COLUMN} FROM ${table} WHERE ${GROUP_COLUMN} = ? ORDER BY ` +
        `${orderColumns(spec)
          .slice(1)
          .map((column) => `${column} ${direction}`)
          .join(', ')} LIMIT 1`,
    };
  }

  get size(): number {
    return (this.connection().query(this.sql.total).get(this.name) as number | undefined) ?? 0;
  }

  get(id: string): T | undefined {
    const doc = this.connection().query(this.sql.byId).get(String(id));
    return doc === undefined ? undefined : (parse(doc) as T);
  }

  getMany(ids: readonly string[]): T[] {
    const found: T[] = [];
    for (const id of ids) {
      const record = this.get(id);
      if (record) found.push(record);
    }
    return found;
  }

  all(): IterableIterator<T> {
    return (this.connection().query(this.sql.all).all() as unknown[])
      .map(parse)
      .values() as IterableIterator<T>;
  }

  findBy(field: string, value: unknown): T[] {
    return this.select({ [field]: value }, undefined, -1);
  }

  findOne(field: string, value: unknown): T | undefined {
    return this.select({ [field]: value }, undefined, 1)[0];
  }

  list(query: ListQuery): ListResult<T> {
    const page = this.listDocuments(query);
    return { data: page.data.map(parse) as T[], total: page.total };
  }

  /** After a write: places the records it left out of the table's search order (sql/searchOrder.ts). */
  placeUnplaced(): void {
    this.keeper?.placeAll(this.connection());
  }

  readDocuments(query: ListQuery, omit: readonly string[] = []): Promise<ListResult<string>> {
    try {
      if (this.offload && searchTerms(query.filter?.['q']).length > 0) {
        const read = this.offload(this.name, query, omit);
        if (read) return read;
      }
      return Promise.resolve(this.listDocuments(query, omit));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  listDocuments(query: ListQuery, omit: readonly string[] = []): ListResult<string> {
    const [start, end] = resolveRange(query.range);
    const limit = end === Number.POSITIVE_INFINITY ? -1 : Math.max(0, end - start + 1);
    const total = this.count(query.filter);
    if (limit === 0 || start >= total) return { data: [], total };
    const ordered = this.inSearchOrder(query, limit, start);
    if (ordered) return { data: this.documentsAt(ordered, omit), total };
    const search = query.filter?.['q'] !== undefined;
    const textSearch =
      search && textSearchable(query.filter?.['q']) && this.textIsCheaper(total, start + limit);
    const options = {
      textSearch,
      walkSearch: search && !textSearch && this.walkIsCheaper(total, start + limit),
      probeSearch: search && !textSearch && this.probeIsCheaper(total, start + limit),
    };
    return { data: this.selectDocuments(query.filter, query.sort, limit, start, options, omit), total };
  }

  /**
   * A search sorted by the table's search order, alone or (with a search group) in one group: its page's
   * positions, read from the search index.
   */
  private inSearchOrder(query: ListQuery, limit: number, offset: number) {
    const { sort } = query;
    if (!sort || sort.field !== this.searchOrder || limit < 0) return null;
    const scope = this.searchScope(query.filter);
    if (!scope || (this.searchGroup !== undefined && !scope.keys)) return null;
    const { order } = sort;
    return compileSearchPage(this.info, scope.q, { order, limit, offset, keys: scope.keys ?? undefined });
  }

  /**
   * A filter that is a search, alone or in one value of the search group: the search, and that group's keys
   * in the search order (undefined: no group; null: no record is in it). Null for any other filter.
   */
  private searchScope(filter: Record<string, unknown> | undefined) {
    if (this.searchOrder === undefined) return null;
    const entries = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined);
    const q = entries.find(([name]) => name === 'q');
    if (!q || searchTerms(q[1]).length === 0) return null;
    if (entries.length === 1) return { q: q[1], keys: undefined };
    const group = entries.find(([name]) => name === this.searchGroup);
    if (entries.length !== 2 || !group) return null;
    const values = Array.isArray(group[1]) ? group[1] : [group[1]];
    const [value] = values;
    // One text value, bound as text alone (a number's canonical text also matches the number: bindingsOf).
    if (values.length !== 1 || typeof value !== 'string' || bindingsOf(value).length !== 1) return null;
    const ends = ['ASC', 'DESC'].map(
      (direction) => this.connection().query(this.sql.groupEnd(direction)).get(value) as number | undefined,
    );
    return { q: q[1], keys: ends[0] === undefined ? null : ([ends[0], ends[1]!] as const) };
  }

  /**
   * Whether walking the sort order and testing each record's stored text (about size x needed / matches
   * lookups) costs less than collecting the matches first (in proportion to them): from about a thousand
   * matches of 100,000 records for a page of 25.
   */
  private textIsCheaper(matches: number, needed: number): boolean {
    return needed > 0 && matches * matches > TEXT_FACTOR * this.size * needed;
  }

  /**
   * While walking, whether asking the search index about each record walked (about size x needed / matches
   * lookups) costs less than collecting the matches first (in proportion to them): for very many matches.
   */
  private probeIsCheaper(matches: number, needed: number): boolean {
    return needed > 0 && matches * matches > PROBE_FACTOR * this.size * needed;
  }

  /**
   * With a search, which plan finds a sorted page sooner: sorting the `matches` (a cost in proportion to
   * them), or walking the sort order until `needed` matches have passed (in proportion to size x needed /
   * matches). They cost the same near matches = sqrt(WALK_FACTOR x size x needed).
   */
  private walkIsCheaper(matches: number, needed: number): boolean {
    return needed > 0 && matches * matches > WALK_FACTOR * this.size * needed;
  }

  /** How many records match the filter: from the counts table when it can answer, else COUNT(*). */
  count(filter?: Record<string, unknown>): number {
    const entries = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return this.size;
    const [field, value] = entries[0]!;
    if (entries.length === 1 && this.counted.has(field)) {
      const values = Array.isArray(value) ? value : [value];
      const keys = [...new Set(values.map(eqKey))].flatMap((key) =>
        key === NULL_KEY ? [EMPTY] : bindingsOf(key),
      );
      if (keys.length === 0) return 0;
      const sql =
        `SELECT coalesce(sum(n), 0) FROM ${COUNTS_TABLE} WHERE tbl = ? AND field = ? ` +
        `AND value IN (${keys.map(() => '?').join(', ')})`;
      return this.connection()
        .query(sql)
        .get(this.name, field, ...keys) as number;
    }
    // A search alone, or in one group of the search order: counted in the search index itself.
    const scope =
      entries.length === 1 && field === 'q' ? { q: value, keys: undefined } : this.searchScope(filter);
    if (scope?.keys === null) return 0;
    if (scope) {
      const search = compileSearchCount(this.info, scope.q, scope.keys);
      if (!search) return this.size;
      return this.connection()
        .query(search.where)
        .get(...search.params) as number;
    }
    const where = compileWhere(this.info, filter);
    const sql = `SELECT count(*) FROM ${this.countSource(entries)} WHERE ${where.where}`;
    return this.connection()
      .query(sql)
      .get(...where.params) as number;
  }

  /**
   * What a count reads: a search with one equality filter on a `searchedWith` field tests each match's value
   * in the (position, field) index, the rest the table as the planner sees fit.
   */
  private countSource(entries: [string, unknown][]): string {
    const table = ident(this.name);
    if (entries.length !== 2) return table;
    const q = entries.find(([name]) => name === 'q');
    const other = entries.find(([name]) => name !== 'q');
    if (!q || !other || !this.searchedWith.has(other[0]) || searchTerms(q[1]).length === 0) return table;
    return `${table} INDEXED BY ${ident(`${this.name}_${positionIndex(other[0])}`)}`;
  }

  countNear(filter: Record<string, unknown> | undefined, circle: NearCircle): number {
    const within = this.within(filter, circle);
    return this.connection()
      .query(`SELECT count(*) ${within.sql}`)
      .get(...within.params, within.named) as number;
  }

  rankNear(filter: Record<string, unknown> | undefined, query: NearQuery): T[] {
    if (query.first !== undefined && this.info.fields[query.first] !== 'bool')
      throw new Error(`${this.name}.${query.first} is not a declared bool field`);
    const [start, end] = query.range;
    if (end < start) return [];
    const within = this.within(filter, query);
    const ranksFirst = query.first ? `${fieldKey(this.info, query.first, 0)} IS 'true'` : null;
    const order = [...(ranksFirst ? [`${ranksFirst} DESC`] : []), `${within.dot} DESC`, 'id'];
    // The page's positions, then their records (as a list's page, selectDocuments).
    const page = `SELECT seq ${within.sql} ORDER BY ${order.join(', ')} LIMIT $limit OFFSET $offset`;
    const docs = this.connection()
      .query(
        `SELECT rec.doc FROM (${page}) AS page CROSS JOIN ${ident(this.name)} AS rec ON rec.seq = page.seq`,
      )
      .all(...within.params, { ...within.named, limit: end - start + 1, offset: start }) as string[];
    return docs.map(parse) as T[];
  }

  /**
   * The FROM and WHERE of the records matching `filter` within the circle. The dot product of unit vectors is
   * the cosine of the angle between them: a point is within the radius when it is at least the radius's
   * cosine, and the larger it is the nearer the point.
   */
  private within(filter: Record<string, unknown> | undefined, circle: NearCircle) {
    if (!this.geo) throw new Error(`${this.name} has no point (TableSpec.geo)`);
    const where = compileWhere(this.info, filter);
    const [x, y, z] = GEO_COLUMNS.map(ident);
    const dot = `(${x} * $x + ${y} * $y + ${z} * $z)`;
    const min = Math.cos(Math.min(Math.max(circle.angle, 0), Math.PI));
    return {
      sql: `FROM ${ident(this.name)} WHERE ${where.where} AND ${dot} >= $min`,
      params: where.params,
      named: { ...unitVector(circle.latitude, circle.longitude), min },
      dot,
    };
  }

  /**
   * The document of `row` without the fields `omit`: the row's copy without the private fields when those are
   * the ones, else removed from each document in SQL (no parse and re-serialization).
   */
  private docColumn(row: string, omit: readonly string[]): string {
    if (omit.length === 0) return `${row}doc`;
    if (this.isPrivateSet(omit)) return `${row}${PUBLIC_COLUMN}`;
    return `json_remove(${row}doc, ${omit.map((field) => literal(jsonPath(field))).join(', ')})`;
  }

  /** Whether `fields` are exactly the table's private fields (its rows store the record without them). */
  private isPrivateSet(fields: readonly string[]): boolean {
    const given = new Set(fields);
    return (
      given.size === this.privateFields.size && [...given].every((field) => this.privateFields.has(field))
    );
  }

  private select(filter: Record<string, unknown> | undefined, sort: ListQuery['sort'], limit: number): T[] {
    return this.selectDocuments(filter, sort, limit).map(parse) as T[];
  }

  private selectDocuments(
    filter: Record<string, unknown> | undefined,
    sort: ListQuery['sort'],
    limit: number,
    offset = 0,
    options: WhereOptions = {},
    omit: readonly string[] = [],
  ): string[] {
    const where = compileWhere(this.info, filter, options);
    const order = compileOrder(this.info, sort);
    const connection = this.connection();
    const params = [...where.params, ...order.params, limit, offset];
    const tail = `FROM ${ident(this.name)} WHERE ${where.where} ORDER BY ${order.where} LIMIT ? OFFSET ?`;
    if (limit < 0 || limit > PAGE_BY_SEQ) {
      return connection.query(`SELECT ${this.docColumn('', omit)} ${tail}`).all(...params) as string[];
    }
    // A page: the rows' positions first (an index walk that skips `offset` entries without reading a record;
    // a sort without an index sorts positions, not documents), then only the page's records, in one statement:
    // CROSS JOIN keeps the positions as the outer loop, so the records come in their order.
    const table = ident(this.name);
    const key = orderKeyOf(this.info, sort);
    const anchored =
      key && offset >= ANCHOR_STEP
        ? (this.anchors ??= new PageAnchors(connection.generation)).positions(
            connection,
            { table, where: where.where, params: where.params, order: key },
            limit,
            offset,
          )
        : null;
    const positions = anchored ?? { sql: `SELECT seq ${tail}`, params };
    return this.documentsAt({ where: positions.sql, params: positions.params }, omit);
  }

  /**
   * The records at the positions a query answers, in its order, in one statement: CROSS JOIN keeps the
   * positions as the outer loop. `omit`: as selectDocuments.
   */
  private documentsAt(positions: { where: string; params: unknown[] }, omit: readonly string[]): string[] {
    return this.connection()
      .query(
        `SELECT ${this.docColumn('rec.', omit)} FROM (${positions.where}) AS page CROSS JOIN ${ident(this.name)} AS rec ON rec.seq = page.seq`,
      )
      .all(...positions.params) as string[];
  }
}

/** The order as the columns of its index (what page anchors seek by), or null for an undeclared field. */
function orderKeyOf(info: TableInfo, sort: ListQuery['sort']): OrderKey | null {
  if (!sort) return { columns: ['seq'], descending: false };
  const descending = sort.order === 'DESC';
  if (sort.field === 'id') return { columns: ['id'], descending };
  if (info.fields[sort.field]) return { columns: [fieldKey(info, sort.field, 1), 'id'], descending };
  return null;
}
