/** A better-sqlite3 connection with a bounded cache of prepared statements (keyed by their SQL). */
import type { Database as Sqlite, Statement } from 'better-sqlite3';
import { touchesSearch } from './searchQueue.ts';

/**
 * The state of the data as the store's connections see it: a number that changes whenever it may have changed
 * (a write, a savepoint rolled back, a commit). Shared by a store's connections; what is remembered about the
 * data (page anchors, sql/pageAnchors.ts) is valid for one generation.
 */
export interface Generation {
  value: number;
}

const CACHE_SIZE = 500;

export class Connection {
  readonly db: Sqlite;
  readonly generation: Generation;
  private readonly readers = new Map<string, Statement>();
  private readonly writers = new Map<string, Statement>();
  private readonly tuples = new Map<string, Statement>();
  /**
   * Set while search changes may still be queued (sql/searchQueue.ts): the next statement that reads or writes
   * a search index calls `applySearch` first, which applies them (the writer) or refuses to read a search
   * index behind its records (the reader: SearchBehindError), and clears the flag once they are applied.
   */
  searchPending = false;
  applySearch: (() => void) | null = null;

  constructor(db: Sqlite, generation: Generation = { value: 0 }) {
    this.db = db;
    this.generation = generation;
  }

  /** A statement answering its first column (pluck). */
  query(sql: string): Statement {
    return this.cached(this.readers, sql, true);
  }

  /** A statement answering each row as an array of its columns (raw). */
  rows(sql: string): Statement {
    return this.cached(this.tuples, sql, false, true);
  }

  /** A statement that writes (or ends a transaction): the data's generation moves on. */
  command(sql: string): Statement {
    this.generation.value++;
    return this.cached(this.writers, sql, false);
  }

  private cached(cache: Map<string, Statement>, sql: string, pluck: boolean, raw = false): Statement {
    if (this.searchPending && touchesSearch(sql)) this.applySearch?.();
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (pluck) statement.pluck();
      if (raw) statement.raw();
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, statement);
    return statement;
  }
}
