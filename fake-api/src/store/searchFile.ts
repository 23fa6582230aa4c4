/**
 * The search indexes' own file (search.db beside casebridge.db): the FTS5 tables the search thread writes
 * (searchThread.ts), attached by every connection as SEARCH_SCHEMA. It is derived data: built with the records
 * (writeDataFile), and built again from them when it is missing, of another schema, or of another generation of
 * the records (an import, a migration, a crash between the two files' renames). Its state row says which: the
 * schema version, the records' generation (a random id the records' file keeps), and the last queued change
 * applied (sql/searchQueue.ts), written in the same transaction as the change.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { Database as Sqlite } from 'better-sqlite3';
import BetterSqlite from 'better-sqlite3';
import { storeTables } from './database.ts';
import { SCHEMA_VERSION } from './sql/schema.ts';
import { LAST_QUEUED } from './sql/searchQueue.ts';
import { createSearchTables, fillSearch, SEARCH_SCHEMA, tuneSearchIndex } from './sql/searchSchema.ts';

export const SEARCH_FILE = 'search.db';
/** The search file and its write-ahead log files. */
export const SEARCH_FILES = [SEARCH_FILE, `${SEARCH_FILE}-wal`, `${SEARCH_FILE}-shm`, `${SEARCH_FILE}.tmp`];

const STATE = `${SEARCH_SCHEMA}._search_state`;
/** The records' generation, in the records' file. */
const GENERATION = 'main._generation';

/** The search file's state row: its last applied change (sql/searchQueue.ts LAST_QUEUED numbers). */
export const APPLIED_SQL = `SELECT applied FROM ${STATE}`;
export const SET_APPLIED_SQL = `UPDATE ${STATE} SET applied = ?`;

/** Attaches the search file to `db` (its page cache `cacheKb` kB). */
export function attachSearch(db: Sqlite, file: string, cacheKb: number): void {
  db.prepare(`ATTACH DATABASE ? AS ${SEARCH_SCHEMA}`).run(file);
  db.pragma(`${SEARCH_SCHEMA}.cache_size = -${cacheKb}`);
}

/**
 * Attaches `temp`, a search file being built, to `db` (a load or rebuild): no journal, no syncs (the builder
 * fsyncs it whole, then renames it in).
 */
export function attachSearchBuild(db: Sqlite, temp: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${SEARCH_SCHEMA}`).run(temp);
  db.pragma(`${SEARCH_SCHEMA}.journal_mode = OFF`);
  db.pragma(`${SEARCH_SCHEMA}.synchronous = OFF`);
}

/**
 * Inside a load or rebuild, with the search file attached and its indexes filled: the records' generation
 * (a new one unless `generation`) and the search file's state, every change queued so far counted as applied.
 */
export function recordSearchState(db: Sqlite, generation: string = randomUUID()): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${GENERATION} (id TEXT NOT NULL)`);
  db.exec(`DELETE FROM ${GENERATION}`);
  db.prepare(`INSERT INTO ${GENERATION} (id) VALUES (?)`).run(generation);
  db.exec(`CREATE TABLE IF NOT EXISTS ${STATE} (version INTEGER NOT NULL, generation TEXT NOT NULL,
    applied INTEGER NOT NULL)`);
  db.exec(`DELETE FROM ${STATE}`);
  db.prepare(`INSERT INTO ${STATE} (version, generation, applied) VALUES (?, ?, (${LAST_QUEUED}))`).run(
    SCHEMA_VERSION,
    generation,
  );
}

/** The records' generation in `db` (the records' file), or null when it has none. */
function generationOf(db: Sqlite): string | null {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = '_generation'`).get();
  return exists
    ? ((db.prepare(`SELECT id FROM ${GENERATION}`).pluck().get() as string | undefined) ?? null)
    : null;
}

/** Whether the search file at `file` was built for the records of `db` (of this schema, this generation). */
export function searchFileFits(db: Sqlite, file: string): boolean {
  if (!existsSync(file)) return false;
  const generation = generationOf(db);
  if (generation === null) return false;
  let search: Sqlite | null = null;
  try {
    search = new BetterSqlite(file, { readonly: true, fileMustExist: true });
    const state = search.prepare(`SELECT version, generation FROM _search_state`).get() as
      { version: number; generation: string } | undefined;
    return state?.version === SCHEMA_VERSION && state.generation === generation;
  } catch {
    return false;
  } finally {
    search?.close();
  }
}

/**
 * Builds the search file `file` again from the records of `db` (the records' file, opened for writing, no
 * other connection to it open), in file.tmp renamed over it; the caller syncs the directory.
 */
export async function rebuildSearchFile(db: Sqlite, file: string): Promise<void> {
  const temp = `${file}.tmp`;
  await Promise.all([temp, `${file}-wal`, `${file}-shm`].map((name) => rm(name, { force: true })));
  attachSearchBuild(db, temp);
  try {
    const tables = storeTables();
    db.transaction(() => {
      createSearchTables(db, tables, SEARCH_SCHEMA);
      // The records' places in the search orders are kept by the writer (sql/searchOrder.ts).
      for (const table of tables) fillSearch(db, table, SEARCH_SCHEMA, true);
      for (const { name } of tables) tuneSearchIndex(db, name, SEARCH_SCHEMA);
      recordSearchState(db, generationOf(db) ?? undefined);
    })();
    finishSearchFile(db);
  } finally {
    db.exec(`DETACH DATABASE ${SEARCH_SCHEMA}`);
  }
  await syncFile(temp);
  await rename(temp, file);
}

/** Before the builder detaches a new search file: WAL, as every connection uses it. */
export function finishSearchFile(db: Sqlite): void {
  db.pragma(`${SEARCH_SCHEMA}.journal_mode = WAL`);
}

/** Fsyncs a file's data. */
export async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
