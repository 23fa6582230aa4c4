/**
 * The store's contract: synchronous reads and writes over one SQLite database (see sqliteStore.ts). Every
 * write outside a transaction commits (durably: WAL, synchronous = FULL) before it returns; a request's writes
 * run in one transaction (`transaction`), so they commit together or not at all.
 */
import type { CollectionName, Database, RecordOf } from '@casebridge/domain';

export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery {
  /**
   * ra-data-simple-rest filter. `field: value` is equality, `field: [a, b]` is "any of",
   * `field_gte`, `field_lte`, `field_gt`, `field_lt`, `field_ne` and `field_like` (case-insensitive substring)
   * compare, `q` is a case-insensitive full-text search over the collection's search fields.
   * Dotted fields ("location.state") reach nested values.
   */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: SortOrder };
  /** Inclusive range [start, end] as in ra-data-simple-rest. */
  range?: [number, number];
}

export interface ListResult<T> {
  data: T[];
  total: number;
}

export interface Collection<T extends { id: string }> {
  readonly name: CollectionName;
  readonly size: number;
  get(id: string): T | undefined;
  getMany(ids: readonly string[]): T[];
  /** Every record, in insertion order. Prefer `list` or `findBy` on large collections. */
  all(): IterableIterator<T>;
  /** Records whose `field` equals `value`, through an equality index built on first use. */
  findBy(field: string, value: unknown): T[];
  findOne(field: string, value: unknown): T | undefined;
  list(query: ListQuery): ListResult<T>;
  /**
   * The same page as `list`, each record as the JSON text it is stored as: for an answer that sends records
   * as they are (no parsing and serializing them again). `omit` leaves those top-level fields out of each
   * text (a user's password hash), in SQL.
   */
  listDocuments(query: ListQuery, omit?: readonly string[]): ListResult<string>;
  /**
   * `listDocuments`, for a search (`q`) read on one of the store's read threads when its reader has them and one
   * is free (store/readPool.ts): the machine's other cores count and read while the event loop goes on.
   */
  readDocuments(query: ListQuery, omit?: readonly string[]): Promise<ListResult<string>>;
  /** How many records match `filter` (a list's total, without reading any record). */
  count(filter?: Record<string, unknown>): number;
  /**
   * How many records match `filter` within a radius of a point (the angle of `query`): a radius search around a
   * large city has thousands of candidates, and neither they nor their distances ever reach JavaScript.
   */
  countNear(filter: Record<string, unknown> | undefined, query: NearCircle): number;
  /**
   * A page of the records matching `filter` within the radius, ranked in SQL (a `first` field, then the
   * nearest, then by id); only the page's records are read. Points are compared by the dot product of unit
   * vectors, the cosine of the angle between them, whose order is the great-circle distance's.
   */
  rankNear(filter: Record<string, unknown> | undefined, query: NearQuery): T[];
}

/** A circle on the sphere: its centre and the angle its radius spans. */
export interface NearCircle {
  /** The centre, in decimal degrees. */
  latitude: number;
  longitude: number;
  /** The radius as the great-circle angle it spans, in radians (a distance over the sphere's radius). */
  angle: number;
}

/** A page of a radius search of a table with a point (TableSpec.geo). */
export interface NearQuery extends NearCircle {
  /** A bool field whose true records rank before the rest (then the nearest, then by id). */
  first?: string;
  /** The page of the ranked records: [start, end], inclusive. */
  range: [number, number];
}

export interface TransactionOptions {
  /**
   * A background job's work (the scheduler's sweeps, the search upkeep): it may touch thousands of records, so
   * its transaction is its own, with its temporary data in files rather than memory (SqliteStore).
   */
  background?: boolean;
}

export interface Store {
  collection<C extends CollectionName>(name: C): Collection<RecordOf<C>>;
  /** Adds a record (an id is generated when missing) and returns it. */
  insert<C extends CollectionName>(name: C, record: Omit<RecordOf<C>, 'id'> & { id?: string }): RecordOf<C>;
  /** Shallow-merges `patch` into the record and returns the new record; throws NotFound when missing. */
  update<C extends CollectionName>(name: C, id: string, patch: Partial<RecordOf<C>>): RecordOf<C>;
  /** Removes the record and returns it; throws NotFound when missing. */
  remove<C extends CollectionName>(name: C, id: string): RecordOf<C>;
  /**
   * Runs `task` atomically: its writes roll back when it throws, unless `keepOnError(error)` says the error is
   * an answer that keeps them. They commit, with those of the other tasks finished meanwhile, on the next
   * flush() (group commit): answer only after it. Callers serialise tasks (the core's write lock); a task
   * already running is joined. `options.background`: a background job's task, in a transaction of its own.
   */
  transaction<T>(
    task: () => Promise<T> | T,
    keepOnError?: (error: unknown) => boolean,
    options?: TransactionOptions,
  ): Promise<T>;
  /**
   * The same data through a read-only connection that never sees an open transaction (for GET requests
   * running while a write request awaits); writes made through it go to the store itself.
   */
  reader(): Store;
  /** A table derived from the collections (such as the registry), read like a collection. */
  derived<T extends { id: string }>(name: string): Collection<T>;
  /** Resolves once every write made so far is committed and on disk. */
  flush(): Promise<void>;
  /** Checkpoints the write-ahead log into the database file. */
  compact(): Promise<void>;
  /**
   * One bounded slice of upkeep of the search indexes (merging a fragmented one back into one piece), inside
   * the caller's transaction; answers whether more remains (a scheduled job runs it: routes/index.ts).
   */
  maintainSearch(): boolean;
  /**
   * Brings the search indexes up to the last commit: after a read of one was refused as behind
   * (SearchBehindError, store/searchLag.ts), before reading again, through the reader it answers.
   */
  catchUpSearch(): Promise<Store>;
  /** Releases the database. */
  close(): Promise<void>;
  /** A full copy of the data, in json-server's format. */
  snapshot(): Database;
}
