/**
 * The search thread's work (searchThread.ts), over its own connection to the records' file with the search
 * file attached: applies the changes the writes queued past the last applied (sql/searchQueue.ts) to the search
 * indexes, recording the last one in the same transaction, and, once no change has come for a while, merges an
 * index left in many pieces (searchUpkeep.ts). Its transactions begin DEFERRED: they read the records' file at
 * one commit (the queue and the records' text agree) and write only the search file.
 */
import type { Database as Sqlite } from 'better-sqlite3';
import { storeTables } from './database.ts';
import { APPLIED_SQL, SET_APPLIED_SQL } from './searchFile.ts';
import { SearchUpkeep } from './searchUpkeep.ts';
import { Connection } from './sql/connection.ts';
import { SearchQueue } from './sql/searchQueue.ts';

export interface SearchApplier {
  /** The last queued change applied. */
  applied(): number;
  /** Applies what was queued since, in one transaction: the last change's number and how many there were. */
  apply(): { last: number; count: number };
  /** One slice of the indexes' upkeep (SearchUpkeep.step); answers whether more remains. */
  tidy(quietFor: number): boolean;
}

export function createSearchApplier(db: Sqlite): SearchApplier {
  const connection = new Connection(db);
  const tables = storeTables();
  const queue = new SearchQueue(tables);
  const upkeep = new SearchUpkeep(tables.map(({ name }) => name));
  const applied = () => connection.query(APPLIED_SQL).get() as number;
  return {
    applied,
    apply: db.transaction(() => {
      const result = queue.applyAfter(connection, applied());
      if (result.count > 0) connection.command(SET_APPLIED_SQL).run(result.last);
      return result;
    }),
    tidy: db.transaction((quietFor: number) => upkeep.step(connection, quietFor, () => false)),
  };
}
