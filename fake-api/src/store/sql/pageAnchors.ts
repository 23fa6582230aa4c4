/**
 * Deep pages by key. ra-data-simple-rest asks for pages by offset (range=[50000,50024]), and SQLite answers an
 * offset by walking that many index entries (ADR 0001). PageAnchors
 * remembers, for each list query (its WHERE, parameters and order), the sort key of the record just before
 * every ANCHOR_STEP-th position: a deep page then seeks to the anchor at or below its offset through the sort
 * index (a row-value comparison, as keyset paging does) and walks fewer than ANCHOR_STEP entries from there
 * (27 us for that page). A missing anchor is found by walking from the nearest one below it, so paging on
 * through a list never walks from its start again.
 *
 * Anchors describe one state of the data: every statement that writes, commits or rolls back moves the
 * connections' generation on (Connection.command), and anchors of an older generation are forgotten. While
 * writes keep coming, deep pages cost what they cost without anchors.
 */
import type { Connection, Generation } from './connection.ts';

/** Positions between two anchors: a deep page walks fewer entries than this after its seek. */
export const ANCHOR_STEP = 1000;
/** Queries whose anchors are kept (the least recently used are forgotten first). */
const MAX_QUERIES = 64;

/** A query's order as the columns of its sort index: (sort column, id), (id) or (seq). */
export interface OrderKey {
  readonly columns: readonly string[];
  readonly descending: boolean;
}

export interface PositionsQuery {
  /** The quoted table name. */
  readonly table: string;
  readonly where: string;
  readonly params: readonly unknown[];
  readonly order: OrderKey;
}

interface Anchors {
  readonly generation: number;
  /** Position -> the sort key of the record at position - 1. */
  readonly keys: Map<number, unknown[]>;
}

export class PageAnchors {
  private readonly queries = new Map<string, Anchors>();

  constructor(private readonly generation: Generation) {}

  /**
   * The page's positions (SELECT seq ...) sought from an anchor, or null for a page near the start (under
   * ANCHOR_STEP) or past the end: the caller's plain query is as fast there.
   */
  positions(
    connection: Connection,
    query: PositionsQuery,
    limit: number,
    offset: number,
  ): { sql: string; params: unknown[] } | null {
    const at = Math.floor(offset / ANCHOR_STEP) * ANCHOR_STEP;
    if (at === 0 || limit < 0) return null;
    const key = this.anchor(connection, query, at);
    if (!key) return null;
    return {
      sql: `SELECT seq FROM ${query.table} WHERE ${query.where} AND ${after(query.order)} ORDER BY ${orderBy(query.order)} LIMIT ? OFFSET ?`,
      params: [...query.params, ...key, limit, offset - at],
    };
  }

  /** The key of the record at position `at` - 1, walked to from the nearest anchor below it; null past the end. */
  private anchor(connection: Connection, query: PositionsQuery, at: number): unknown[] | null {
    const anchors = this.anchorsOf(query);
    const known = anchors.keys.get(at);
    if (known) return known;
    let from = 0;
    for (const position of anchors.keys.keys()) if (position < at && position > from) from = position;
    const start = from === 0 ? [] : anchors.keys.get(from)!;
    const seek = from === 0 ? '' : ` AND ${after(query.order)}`;
    const sql =
      `SELECT ${query.order.columns.join(', ')} FROM ${query.table} WHERE ${query.where}${seek} ` +
      `ORDER BY ${orderBy(query.order)} LIMIT 1 OFFSET ?`;
    const row = connection.rows(sql).get(...query.params, ...start, at - from - 1) as unknown[] | undefined;
    if (!row) return null;
    anchors.keys.set(at, row);
    return row;
  }

  private anchorsOf(query: PositionsQuery): Anchors {
    const signature = `${query.table}\u0000${query.where}\u0000${orderBy(query.order)}\u0000${JSON.stringify(query.params)}`;
    let anchors = this.queries.get(signature);
    if (anchors && anchors.generation !== this.generation.value) anchors = undefined;
    this.queries.delete(signature);
    anchors ??= { generation: this.generation.value, keys: new Map() };
    this.queries.set(signature, anchors);
    if (this.queries.size > MAX_QUERIES) this.queries.delete(this.queries.keys().next().value!);
    return anchors;
  }
}

const orderBy = ({ columns, descending }: OrderKey): string =>
  columns.map((column) => `${column} ${descending ? 'DESC' : 'ASC'}`).join(', ');

/** The records after a key in the order (a range of the sort index). */
const after = ({ columns, descending }: OrderKey): string =>
  `(${columns.join(', ')}) ${descending ? '<' : '>'} (${columns.map(() => '?').join(', ')})`;
