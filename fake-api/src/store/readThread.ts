/**
 * A read thread's side of the read pool (readPool.ts): the store's tables over a read-only connection of the
 * thread's own, each request a list's page (Collection.listDocuments) read in a transaction of its own, so that
 * its count and its records see one commit.
 */
import type { Database as Sqlite } from 'better-sqlite3';
import { Connection } from './sql/connection.ts';
import { COUNTS_TABLE } from './sql/schema.ts';
import { SqlTable } from './sql/table.ts';
import { storeTables } from './database.ts';
import type { ListQuery, ListResult } from './types.ts';

export interface ReadRequest {
  id: number;
  table: string;
  query: ListQuery;
  omit: readonly string[];
}

export type ReadAnswer = { id: number; result: ListResult<string> } | { id: number; error: string };

/** Answers read requests from `db`, a read-only connection (configured as the store's: sqliteStore.configure). */
export function createReader(db: Sqlite): (request: ReadRequest) => ReadAnswer {
  // What the tables remember of the data (page anchors) is valid for one generation: here, one state of the
  // database as PRAGMA data_version tells it (it changes when another connection commits).
  const generation = { value: 0 };
  const connection = new Connection(db, generation);
  const tables = new Map<string, SqlTable<{ id: string }>>();
  for (const { name, spec } of storeTables()) tables.set(name, new SqlTable(name, spec, () => connection));
  // A read of any table starts the transaction's snapshot, which data_version then describes.
  const snapshot = db.prepare(`SELECT 1 FROM ${COUNTS_TABLE} LIMIT 1`);
  let seen: unknown = null;
  return ({ id, table, query, omit }) => {
    const found = tables.get(table);
    if (!found) return { id, error: `No table ${table}` };
    try {
      db.exec('BEGIN');
      try {
        snapshot.get();
        const version = db.pragma('data_version', { simple: true });
        if (version !== seen) {
          seen = version;
          generation.value++;
        }
        return { id, result: found.listDocuments(query, omit) };
      } finally {
        db.exec('COMMIT');
      }
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
