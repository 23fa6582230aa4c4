/** A table of `records` in an in-memory database, built by the store's own schema code (store tests). */
import BetterSqlite from 'better-sqlite3';
import type { TableSpec } from '../store/collections.ts';
import { Connection } from '../store/sql/connection.ts';
import { insertSql } from '../store/sql/keyColumns.ts';
import { createTables, finishSchema } from '../store/sql/schema.ts';
import { SqlTable } from '../store/sql/table.ts';
import { configure } from '../store/database.ts';

export function memoryTable<T extends { id: string }>(
  name: string,
  spec: TableSpec,
  records: readonly T[],
): SqlTable<T> {
  const db = new BetterSqlite(':memory:');
  configure(db);
  createTables(db, [{ name, spec }]);
  const insert = db.prepare(insertSql(name, spec));
  for (const record of records) insert.run({ id: record.id, doc: JSON.stringify(record) });
  finishSchema(db, [{ name, spec }], []);
  const connection = new Connection(db);
  return new SqlTable<T>(name, spec, () => connection);
}
