/**
 * Opens the store of a DATA_DIR: casebridge.db (SQLite, WAL). A missing database is created atomically (built
 * in a temporary file, fsynced, renamed) from the db.json + journal.ndjson of the store before it when they are
 * there (imported once: they are renamed *.imported), else from `seed`. A database of an older schema is
 * rebuilt from its records, migrated to today's shapes (migrations.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import type { Database } from '@casebridge/domain';
import { startCheckpointer } from './checkpointer.ts';
import type { CheckpointerOptions } from './checkpointer.ts';
import { startReadPool } from './readPool.ts';
import { LEGACY_DB_FILE, LEGACY_JOURNAL_FILE, readLegacyData } from './legacy.ts';
import { configure, loadDatabase } from './database.ts';
import { SqliteStore } from './sqliteStore.ts';
import { migrateRecords } from './migrations.ts';
import { COLLECTION_NAMES } from './searchFields.ts';
import { SCHEMA_VERSION } from './sql/schema.ts';
import { SEARCH_SCHEMA } from './sql/searchSchema.ts';
import {
  attachSearch,
  attachSearchBuild,
  finishSearchFile,
  rebuildSearchFile,
  recordSearchState,
  SEARCH_FILE,
  SEARCH_FILES,
  searchFileFits,
  syncFile,
} from './searchFile.ts';
import { startSearchThread } from './searchThread.ts';
import type { SearchThreadOptions } from './searchThread.ts';

export const DB_FILE = 'casebridge.db';
/** The database and its write-ahead log files, and the search indexes' (searchFile.ts). */
export const DB_FILES = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, `${DB_FILE}.tmp`, ...SEARCH_FILES];

/**
 * The page caches of the search file, in kB, of the writer (it reads the search indexes only in tools) and of
 * the reader (every search the event loop reads; the read threads have their own: readThread.ts).
 */
const WRITER_SEARCH_CACHE_KB = 1000;
const READER_SEARCH_CACHE_KB = 8000;

export interface OpenStoreOptions {
  /** DATA_DIR: holds casebridge.db; created when missing. */
  dir: string;
  /** Produces the initial data when there is no database (nor db.json to import). */
  seed: () => Database | Promise<Database>;
  /** Threads reading searches' pages beside the event loop (readPool.ts); none by default. */
  readThreads?: number;
  /** The checkpointer's pace and log bound (tests; checkpointer.ts has the defaults). */
  checkpoint?: CheckpointerOptions;
  /** The search thread's pace (tests; searchThread.ts has the default). */
  search?: SearchThreadOptions;
}

export async function openStore(options: OpenStoreOptions): Promise<SqliteStore> {
  const { dir } = options;
  await mkdir(dir, { recursive: true });
  const file = join(dir, DB_FILE);
  if (!existsSync(file)) {
    const legacy = await readLegacyData(dir);
    // db.json predates the schema versions: its records are migrated from the first shapes.
    await writeDataFile(
      file,
      legacy ? migrateRecords(legacy as Record<string, unknown[]>, 0) : await options.seed(),
    );
    if (legacy) {
      for (const name of [LEGACY_DB_FILE, LEGACY_JOURNAL_FILE]) {
        if (existsSync(join(dir, name))) await rename(join(dir, name), join(dir, `${name}.imported`));
      }
      await syncDirectory(dir);
    }
  }
  let db = new BetterSqlite(file);
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== SCHEMA_VERSION) {
    const data = migrateRecords(storedRecords(db), version);
    db.close();
    await writeDataFile(file, data);
    db = new BetterSqlite(file);
  }
  // The search indexes' file, built again when it is not the records' (searchFile.ts).
  const searchFile = join(dir, SEARCH_FILE);
  if (!searchFileFits(db, searchFile)) {
    await rebuildSearchFile(db, searchFile);
    await syncDirectory(dir);
  }
  configure(db);
  // The writer's transactions begin DEFERRED (SqliteStore.transaction): BEGIN IMMEDIATE would lock the search
  // file too, which only the search thread writes.
  attachSearch(db, searchFile, WRITER_SEARCH_CACHE_KB);
  // COMMIT writes the log without waiting for the disk; the store fsyncs the log on the thread pool before it
  // answers (groupCommit.ts syncLog): as durable as synchronous = FULL, without blocking the event loop.
  db.pragma('synchronous = NORMAL');
  // Checkpoints run on their own thread, never inside a request's COMMIT (checkpointer.ts).
  db.pragma('wal_autocheckpoint = 0');
  // The log restarts at 1 GB (checkpointer.ts) and is written over, not cut back: cutting it back after each
  // restart stalled the requests (docs/adr/0004-checkpoints-on-a-thread.md).
  // A log that grew past 2 GB (readers kept it from restarting) is cut back to that.
  db.pragma('journal_size_limit = 2147483648');
  const reader = new BetterSqlite(file, { readonly: true });
  configure(reader, true);
  attachSearch(reader, searchFile, READER_SEARCH_CACHE_KB);
  const threads = options.readThreads ?? 0;
  const pool = threads > 0 ? startReadPool(file, searchFile, threads) : undefined;
  return new SqliteStore(db, reader, {
    checkpointer: startCheckpointer(file, options.checkpoint),
    walFile: `${file}-wal`,
    readPool: pool,
    searchThread: startSearchThread(file, searchFile, options.search),
  });
}

/** Every record of a database of any schema version (a collection added since is simply absent). */
function storedRecords(db: BetterSqlite.Database): Record<string, unknown[]> {
  const tables = new Set(
    (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  return Object.fromEntries(
    COLLECTION_NAMES.filter((name) => tables.has(name)).map((name) => [
      name,
      (db.prepare(`SELECT doc FROM "${name}" ORDER BY seq`).all() as { doc: string }[]).map(
        (row) => JSON.parse(row.doc) as unknown,
      ),
    ]),
  );
}

/**
 * Writes a new database holding `data` at `file`, and its search file beside it (searchFile.ts): each built in
 * a .tmp file, fsynced, renamed over the last. A crash between the renames leaves files of two generations:
 * the search file is then built again at open.
 */
export async function writeDataFile(file: string, data: Database | Record<string, unknown>): Promise<void> {
  const dir = join(file, '..');
  const searchFile = join(dir, SEARCH_FILE);
  const [temp, searchTemp] = [`${file}.tmp`, `${searchFile}.tmp`];
  await mkdir(dir, { recursive: true });
  await Promise.all([temp, searchTemp].map((name) => rm(name, { force: true })));
  const db = new BetterSqlite(temp);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -64000');
  try {
    attachSearchBuild(db, searchTemp);
    loadDatabase(db, data as Record<string, unknown>, SEARCH_SCHEMA, () => recordSearchState(db));
    finishSearchFile(db);
  } finally {
    db.close();
  }
  await Promise.all([temp, searchTemp].map(syncFile));
  const stale = [file, searchFile].flatMap((name) => [`${name}-wal`, `${name}-shm`]);
  await Promise.all(stale.map((name) => rm(name, { force: true })));
  await rename(searchTemp, searchFile);
  await rename(temp, file);
  await syncDirectory(dir);
}

/** Makes renames and new files in `dir` durable (a no-op where directories cannot be fsynced). */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) {
      throw error;
    }
  } finally {
    await handle?.close();
  }
}
