/**
 * The search indexes' changes queued by the triggers and applied in batches (SearchQueue.apply; when:
 * store/searchLag.ts), rather than written into the FTS5 tables by each request's triggers: FTS5 writes what
 * it holds as a new segment at the start of every statement (and savepoint) that writes to an index inside a
 * transaction, and whenever a row comes with a key lower than the last one's, so each request made several
 * small segments in each index it touched (pages of log, and merges after). Applied per table in two statements, by key, inside
 * a write transaction; the queue is a table written with the changes that queue it, so what is committed is
 * either applied or still queued. A read of a search index through the writing connection applies the queue
 * first (Connection.searchPending); the reader refuses to read one behind its records (store/searchLag.ts).
 *
 * A queued change is an FTS row's key (`k`: its rowid) with the record's position (`seq`) to index it, or
 * without one to remove it. A key's changes alternate (removed, indexed, removed...), so only its first and
 * last count: the row existed before when the first removes it, and exists after when the last indexes it,
 * with the record's text as it is when the queue is applied.
 */
import type { TableSpec } from '../collections.ts';
import type { Connection } from './connection.ts';
import { ident, literal, searchTextOf } from './expressions.ts';

export const SEARCH_QUEUE = '_search_queue';

/**
 * The queue's numbers are never reused (AUTOINCREMENT): the search thread applies the changes past the last it
 * applied (SearchQueue.applyAfter), and the writer deletes those it has applied.
 */
export const SEARCH_QUEUE_TABLE = `CREATE TABLE IF NOT EXISTS ${SEARCH_QUEUE} (n INTEGER PRIMARY KEY AUTOINCREMENT,
  tbl TEXT NOT NULL, k INTEGER NOT NULL, seq INTEGER)`;

/** The number of the last change ever queued (0: none). */
export const LAST_QUEUED = `SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = '${SEARCH_QUEUE}'), 0)`;

/** The trigger statement queueing `row`'s search row (key `key`) to be indexed, when it has a key. */
export const queueIndex = (table: string, key: string, row: string): string =>
  `INSERT INTO ${SEARCH_QUEUE} (tbl, k, seq) SELECT ${literal(table)}, ${row}.${key}, ${row}.seq ` +
  `WHERE ${row}.${key} IS NOT NULL;`;

/** The trigger statement queueing the removal of `row`'s search row (key `key`), when it has one. */
export const queueRemoval = (table: string, key: string, row: string): string =>
  `INSERT INTO ${SEARCH_QUEUE} (tbl, k, seq) SELECT ${literal(table)}, ${row}.${key}, NULL ` +
  `WHERE ${row}.${key} IS NOT NULL;`;

/** Queues the search row of key `key` to be written again from record `seq`'s text (removed, then indexed). */
export function queueReindex(connection: Connection, table: string, key: number, seq: number): void {
  connection
    .command(`INSERT INTO ${SEARCH_QUEUE} (tbl, k, seq) VALUES (?, ?, NULL), (?, ?, ?)`)
    .run(table, key, table, key, seq);
}

/** True for SQL that reads or writes a search index (an FTS5 table, its shadow tables or its vocabulary). */
export const touchesSearch = (sql: string): boolean => sql.includes('_fts') || sql.includes('_vocab');

interface TableStatements {
  remove: string;
  index: string;
}

export class SearchQueue {
  private readonly statements = new Map<string, TableStatements>();

  constructor(tables: readonly { name: string; spec: TableSpec }[]) {
    for (const { name, spec } of tables) {
      const fts = ident(`${name}_fts`);
      const text = searchTextOf(spec.search, 't.doc');
      const ordered = spec.searchOrder !== undefined;
      // The keys come as one JSON array (removals) or array of [key, seq] pairs (indexing), in key order.
      const pairs = `json_each(?) j JOIN ${ident(name)} t ON t.seq = j.value ->> 1`;
      this.statements.set(name, {
        remove: `DELETE FROM ${fts} WHERE rowid IN (SELECT value FROM json_each(?))`,
        index: ordered
          ? `INSERT INTO ${fts} (rowid, text, seq) SELECT j.value ->> 0, ${text}, t.seq FROM ${pairs} ORDER BY j.key`
          : `INSERT INTO ${fts} (rowid, text) SELECT j.value ->> 0, ${text} FROM ${pairs} ORDER BY j.key`,
      });
    }
  }

  /**
   * Applies the queued changes to the search indexes (of `table` alone when given) and removes them from the
   * queue; answers how many were queued.
   */
  apply(connection: Connection, table?: string): number {
    const where = table === undefined ? '' : ' WHERE tbl = ?';
    const only = table === undefined ? [] : [table];
    const queued = connection
      .rows(`SELECT tbl, k, seq FROM ${SEARCH_QUEUE}${where} ORDER BY n`)
      .all(...only) as [string, number, number | null][];
    if (queued.length === 0) return 0;
    this.write(connection, queued);
    connection.command(`DELETE FROM ${SEARCH_QUEUE}${where}`).run(...only);
    return queued.length;
  }

  /**
   * Applies the changes queued after number `after`, leaving them queued (the search thread: its indexes are
   * in a file of their own, and the records' writer deletes what it applied); answers the last one's number
   * (`after` when none) and how many there were.
   */
  applyAfter(connection: Connection, after: number): { last: number; count: number } {
    const queued = connection
      .rows(`SELECT tbl, k, seq, n FROM ${SEARCH_QUEUE} WHERE n > ? ORDER BY n`)
      .all(after) as [string, number, number | null, number][];
    if (queued.length === 0) return { last: after, count: 0 };
    this.write(connection, queued);
    return { last: queued.at(-1)![3], count: queued.length };
  }

  private write(connection: Connection, queued: readonly [string, number, number | null, ...unknown[]][]) {
    // Per table and key: whether the row existed before (first change a removal) and the last change.
    const keys = new Map<string, Map<number, { existed: boolean; seq: number | null }>>();
    for (const [table, key, seq] of queued) {
      let ofTable = keys.get(table);
      if (!ofTable) keys.set(table, (ofTable = new Map()));
      const known = ofTable.get(key);
      if (known) known.seq = seq;
      else ofTable.set(key, { existed: seq === null, seq });
    }
    for (const [table, ofTable] of keys) {
      const statements = this.statements.get(table);
      if (!statements) throw new Error(`search queue: unknown table ${table}`);
      // Each table's removals in one statement and its new rows in another, by increasing key: FTS5 writes
      // what it holds as a new segment at the start of every statement that writes to it inside a
      // transaction, and whenever a row comes with a key lower than the last one's.
      const ordered = [...ofTable.keys()].sort((a, b) => a - b);
      const removed = ordered.filter((key) => ofTable.get(key)!.existed);
      const indexed = ordered.flatMap((key) => {
        const { seq } = ofTable.get(key)!;
        return seq === null ? [] : [[key, seq]];
      });
      if (removed.length > 0) connection.command(statements.remove).run(JSON.stringify(removed));
      if (indexed.length > 0) connection.command(statements.index).run(JSON.stringify(indexed));
    }
  }
}
