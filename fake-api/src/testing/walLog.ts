import type BetterSqlite from 'better-sqlite3';

/** A database's write-ahead log: its frames, and how many are copied into the database (none copied here). */
export function walLog(db: BetterSqlite.Database): { log: number; checkpointed: number } {
  const [{ log, checkpointed }] = db.pragma('wal_checkpoint(NOOP)') as [
    { log: number; checkpointed: number },
  ];
  return { log, checkpointed };
}
