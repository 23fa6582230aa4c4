/**
 * A store's database: the tables it reads, the pragmas of each connection, and the schema with its data
 * loaded at once (new and in-memory databases).
 */
import { randomUUID } from 'node:crypto';
import type { Database as Sqlite } from 'better-sqlite3';
import { DIRECTORY_DERIVED } from '../directory/directoryTable.ts';
import { REGISTRY } from '../registry/registryTable.ts';
import { CASEFOLD } from './sql/expressions.ts';
import { insertSql } from './sql/keyColumns.ts';
import { collectionTables, createTables, finishSchema } from './sql/schema.ts';
import type { DerivedTable } from './sql/schema.ts';
import type { SearchPlace } from './sql/searchSchema.ts';

/** The tables derived from the collections. */
export const DERIVED_TABLES: readonly DerivedTable[] = [REGISTRY, DIRECTORY_DERIVED];

/** Every table the store reads: the collections', then the derived ones (the store's and the read threads'). */
export const storeTables = () => [...collectionTables(), ...DERIVED_TABLES];

/** Pragmas of every connection: WAL, a commit is on disk when it returns, bounded memory. */
export function configure(db: Sqlite, readonly = false): void {
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('busy_timeout = 5000');
  // 16 MB each for the writer and the reader: the indexes the lists and searches walk stay cached (a miss is
  // a read from the OS's cache); more would eat into the memory goal
  // (docs/adr/0001-document-store-on-sqlite.md).
  db.pragma('cache_size = -16000');
  // Sorts too large for the temporary cache go to temporary files, in the OS's cache rather than the process's
  // memory (the writer keeps a request's temporary data in memory: SqliteStore.useTempStore).
  db.pragma('temp_store = FILE');
  // JavaScript's lower case for the searches that test text themselves (SQLite's lower() folds ASCII only).
  db.function(CASEFOLD, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
}

/**
 * Creates the schema and loads `data` in one transaction (for new and in-memory databases), the search indexes
 * in `search` (the attached search file: openStore.writeDataFile), else beside the records.
 */
export function loadDatabase(
  db: Sqlite,
  data: Partial<Record<string, unknown>>,
  search: SearchPlace = 'main',
  finish?: () => void,
): void {
  const tables = collectionTables();
  db.transaction(() => {
    createTables(db, [...tables, ...DERIVED_TABLES], search);
    for (const { name, spec } of tables) {
      const source = data[name];
      if (!Array.isArray(source)) continue;
      const insert = db.prepare(insertSql(name, spec, 'INSERT OR REPLACE'));
      for (const record of source) {
        if (record === null || typeof record !== 'object' || Array.isArray(record)) continue;
        const { id, ...fields } = record as Record<string, unknown>;
        const key = id === undefined || id === null ? randomUUID() : String(id);
        insert.run({ id: key, doc: JSON.stringify({ id: key, ...fields }) });
      }
    }
    finishSchema(db, tables, DERIVED_TABLES, search);
    finish?.();
  })();
}
