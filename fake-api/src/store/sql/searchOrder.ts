/**
 * A table's search order (TableSpec.searchOrder): the rows of its FTS5 index keyed by each record's place in
 * one sort order (column `o`) rather than by its position, so that a search sorted that way reads its page
 * straight from the index, which yields matches by key, and stops after the page: no collecting and sorting
 * of the matches, no walk of the sort index testing each record.
 *
 * The keys are spaced integers (an order-maintenance list): rank x ORDER_GAP after a bulk load (numberAll). A
 * new record (`o` NULL, no search row), or one whose sort key changed (keeping its key and search row
 * meanwhile), is queued by the triggers (UNPLACED, schema.ts) and placed after the write (OrderKeeper.placeAll):
 * between its neighbours in the sort index, or, when they leave no room, the records around it are spread out
 * again over a window with room for them all.
 */
import type { Database as Sqlite } from 'better-sqlite3';
import type { TableSpec } from '../collections.ts';
import type { Connection } from './connection.ts';
import { eqColumn, ident, literal, sortColumn } from './expressions.ts';
import { queueReindex } from './searchQueue.ts';

/** The records to place after a write: new ones, and those whose place in their table's order changed. */
export const UNPLACED = '_unplaced';

export const UNPLACED_TABLE = `CREATE TABLE IF NOT EXISTS ${UNPLACED} (tbl TEXT NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (tbl, seq)) WITHOUT ROWID`;

/** The trigger statement queueing NEW to be placed in `table`'s order. */
export const queueUnplaced = (table: string): string =>
  `INSERT OR IGNORE INTO ${UNPLACED} (tbl, seq) VALUES (${literal(table)}, NEW.seq);`;

/** The column holding a record's key in its table's search order (NULL while unplaced). */
export const ORDER_COLUMN = 'o';
/** The room left between two records' keys by a bulk load (less past 2^20 records). */
export const ORDER_GAP = 2 ** 32;
/** Keys stay below this (exact in a double, and in FTS5's 64-bit rowids). */
const MAX_KEY = 2 ** 52;
/**
 * How far after its predecessor a record is placed when the room allows (else halfway to its successor; after
 * the last record, 2^36 placements fit below MAX_KEY): records placed one after another at the same spot take
 * 65,536 placements to fill a bulk load's gap, where halving took 32
 * (docs/adr/0002-search-in-its-own-file.md).
 */
const STEP = 2 ** 16;
/**
 * The room each record of a respaced window gets: enough for 256 placements of STEP after each before the
 * next spreading (with STEP alone, a window was spread every 16 placements).
 */
const RESPACE_ROOM = 2 ** 24;

/**
 * The stored column of a record's search group (TableSpec.searchGroup), NULL as an empty value: a plain column,
 * so that the keeper's row-value comparisons seek its index (over an expression, SQLite scanned it).
 */
export const GROUP_COLUMN = 'grp';

/** The group column's definition. */
export const groupDefinition = (field: string): string =>
  `${GROUP_COLUMN} GENERATED ALWAYS AS (coalesce(${eqColumn(field)}, x'')) STORED`;

/**
 * The columns of a table's search order, all ascending: its group's value (TableSpec.searchGroup), the sort
 * key of its field (TableSpec.searchOrder), then the id. Empty without a search order.
 */
export function orderColumns(spec: TableSpec): string[] {
  if (spec.searchOrder === undefined) return [];
  const group = spec.searchGroup === undefined ? [] : [GROUP_COLUMN];
  return [...group, sortColumn(spec.searchOrder), 'id'];
}

/** Numbers every record of a freshly loaded table in its search order (before its triggers exist). */
export function numberAll(db: Sqlite, table: string, spec: TableSpec, gap = ORDER_GAP): void {
  const t = ident(table);
  const count = db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number;
  const spacing = Math.min(gap, Math.floor(MAX_KEY / (count + 2)));
  db.exec(
    `UPDATE ${t} SET ${ORDER_COLUMN} = r.k FROM (SELECT seq, row_number() OVER ` +
      `(ORDER BY ${orderColumns(spec).join(', ')}) * ${spacing} AS k FROM ${t}) AS r WHERE ${t}.seq = r.seq`,
  );
}

/** Places the unplaced records of one table after a write (see the module's comment). */
export class OrderKeeper {
  private readonly table: string;
  private readonly sql: {
    queued: string;
    dequeue: string;
    current: string;
    key: string;
    before: (limit: number) => string;
    after: (limit: number) => string;
    set: string;
  };

  constructor(table: string, spec: TableSpec) {
    this.table = table;
    const t = ident(table);
    const columns = orderColumns(spec);
    const tuple = `(${columns.join(', ')})`;
    const marks = `(${columns.map(() => '?').join(', ')})`;
    const placed = `${ORDER_COLUMN} IS NOT NULL`;
    const near = (op: string, direction: string, limit: number) =>
      `SELECT seq, ${ORDER_COLUMN} FROM ${t} WHERE ${tuple} ${op} ${marks} AND ${placed} ` +
      `ORDER BY ${columns.map((c) => `${c} ${direction}`).join(', ')} LIMIT ${limit}`;
    this.sql = {
      queued: `SELECT seq FROM ${UNPLACED} WHERE tbl = ?`,
      dequeue: `DELETE FROM ${UNPLACED} WHERE tbl = ?`,
      current: `SELECT seq, ${ORDER_COLUMN} FROM ${t} WHERE seq IN (SELECT value FROM json_each(?))`,
      key: `SELECT ${columns.join(', ')} FROM ${t} WHERE seq = ?`,
      before: (limit) => near('<', 'DESC', limit),
      after: (limit) => near('>', 'ASC', limit),
      set: `UPDATE ${t} SET ${ORDER_COLUMN} = ? WHERE seq = ?`,
    };
  }

  /** Places every queued record; answers how many. */
  placeAll(connection: Connection): number {
    const queued = connection.query(this.sql.queued).all(this.table) as number[];
    if (queued.length === 0) return 0;
    connection.command(this.sql.dequeue).run(this.table);
    const records = connection.rows(this.sql.current).all(JSON.stringify(queued)) as [
      number,
      number | null,
    ][];
    const [only] = records;
    // One record moved (a rename): placed from where it is, one update of its key. Several: all unplaced first,
    // so that none is placed next to another's stale key.
    if (records.length === 1 && only![1] !== null) {
      this.move(connection, only![0], only![1]);
      return 1;
    }
    for (const [seq, key] of records) if (key !== null) connection.command(this.sql.set).run(null, seq);
    for (const [seq] of records) this.place(connection, seq);
    return records.length;
  }

  /** The key between the neighbours of the record's place in the order, if they leave room for one. */
  private keyFor(connection: Connection, seq: number): { at: number | null; key: unknown[] } {
    const key = connection.rows(this.sql.key).get(seq) as unknown[];
    const [prev] = this.neighbours(connection, 'before', key, 1);
    const [next] = this.neighbours(connection, 'after', key, 1);
    const low = prev?.[1] ?? 0;
    const high = next?.[1] ?? MAX_KEY;
    const at = low + (next ? Math.min(STEP, Math.floor((high - low) / 2)) : STEP);
    return { at: at > low && at < high && at < MAX_KEY ? at : null, key };
  }

  private place(connection: Connection, seq: number): void {
    const { at, key } = this.keyFor(connection, seq);
    if (at !== null) connection.command(this.sql.set).run(at, seq);
    else this.respace(connection, seq, key);
  }

  /**
   * Places a record that still holds its former key (`from`): the neighbours' queries never find it, its key
   * being its place's own. A new key equal to the former one leaves the search row to the queue.
   */
  private move(connection: Connection, seq: number, from: number): void {
    const { at, key } = this.keyFor(connection, seq);
    if (at === from) queueReindex(connection, this.table, from, seq);
    else if (at !== null) connection.command(this.sql.set).run(at, seq);
    else {
      connection.command(this.sql.set).run(null, seq);
      this.respace(connection, seq, key);
    }
  }

  /** The `limit` placed records nearest `key` on one side, nearest first: [seq, key]. */
  private neighbours(connection: Connection, side: 'before' | 'after', key: unknown[], limit: number) {
    return connection.rows(this.sql[side](limit)).all(...key) as [number, number][];
  }

  /**
   * No room between the neighbours: the records of a window around `seq` get evenly spread keys, the window
   * doubling until its bounds leave RESPACE_ROOM around each (amortised: a window is spread out rarely, and
   * each spreading leaves room for many placements).
   */
  private respace(connection: Connection, seq: number, key: unknown[]): void {
    for (let width = 8; ; width *= 2) {
      const before = this.neighbours(connection, 'before', key, width + 1);
      const after = this.neighbours(connection, 'after', key, width + 1);
      // The window's bounds: the record just outside it on each side, or the ends of the key space.
      const low = before.length > width ? before[width]![1] : 0;
      const high = after.length > width ? after[width]![1] : MAX_KEY;
      const window = [...before.slice(0, width).reverse(), [seq, null], ...after.slice(0, width)] as const;
      const step = Math.floor((high - low) / (window.length + 1));
      const whole = before.length <= width && after.length <= width;
      if (step < RESPACE_ROOM && !whole) continue;
      if (step < 1) throw new Error('search order: no room left between keys');
      // Unplace first (which removes their search rows), then place: no key is held twice meanwhile.
      for (const [s] of window) connection.command(this.sql.set).run(null, s);
      window.forEach(([s], index) => connection.command(this.sql.set).run(low + step * (index + 1), s));
      return;
    }
  }
}
