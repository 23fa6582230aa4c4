/**
 * Where the throttles' counters live (issue 39, item 9): rate-limiter-flexible limiters over one SQLite table in
 * DATA_DIR/throttles.db, so that the counts hold across a restart and are shared by every API process on that
 * data directory (WAL, busy timeout). Without a directory (unit tests) they live in memory. The only module that
 * knows the backend: a PostgreSQL deployment swaps RateLimiterSQLite for RateLimiterPostgres here.
 */
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { RateLimiterMemory, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export const THROTTLES_FILE = 'throttles.db';
const TABLE = 'throttles';
/** Expired counters are deleted at the start and then every 5 minutes. */
const PRUNE_INTERVAL_MS = 5 * 60 * 1000;

export interface LimiterSpec {
  /** Distinguishes the limiter's keys in the shared table. */
  keyPrefix: string;
  points: number;
  /** Window, in seconds. */
  duration: number;
}

export interface ThrottleStore {
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  close(): void;
}

export function memoryThrottleStore(): ThrottleStore {
  return { limiter: (spec) => new RateLimiterMemory(spec), close: () => undefined };
}

/** Opens (creating it when missing) the counters' database in `dataDir`. */
export function openThrottleStore(dataDir: string): ThrottleStore {
  const db = new BetterSqlite(path.join(dataDir, THROTTLES_FILE), { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  // The library's own table (RateLimiterSQLite), made here synchronously so that the first request finds it.
  db.prepare(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  ).run();
  const prune = db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`);
  prune.run(Date.now());
  const timer = setInterval(() => prune.run(Date.now()), PRUNE_INTERVAL_MS);
  timer.unref();
  return {
    limiter: (spec) =>
      new RateLimiterSQLite({
        ...spec,
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
      }),
    close() {
      clearInterval(timer);
      if (db.open) db.close();
    },
  };
}
