/**
 * The Store over SQLite (better-sqlite3): writes through one connection, each committed at once, or as one
 * savepoint per request of a transaction that commits (synchronous = FULL: on disk) when the requests
 * finished meanwhile flush (group commit). GET requests read through a second, read-only connection (WAL
 * lets it read the last commit while a write transaction is open). An in-memory database has one
 * connection for both.
 */
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import type { Database as Sqlite } from 'better-sqlite3';
import type { CollectionName, Database, RecordOf } from '@casebridge/domain';
import { DIRECTORY_DERIVED } from '../directory/directoryTable.ts';
import { REGISTRY } from '../registry/registryTable.ts';
import type { Checkpointer } from './checkpointer.ts';
import { COLLECTIONS } from './collections.ts';
import type { TableSpec } from './collections.ts';
import type { ReadPool } from './readPool.ts';
import { DuplicateIdError, NotFoundError, SearchBehindError, StoreClosedError } from './errors.ts';
import { EAGER_MS, searchToApply } from './searchLag.ts';
import { COLLECTION_NAMES } from './searchFields.ts';
import { Connection } from './sql/connection.ts';
import { CASEFOLD, ident } from './sql/expressions.ts';
import { changedGroups, insertSql, updateSql } from './sql/keyColumns.ts';
import { collectionTables, createTables, finishSchema } from './sql/schema.ts';
import type { DerivedTable } from './sql/schema.ts';
import { SEARCH_QUEUE, SearchQueue } from './sql/searchQueue.ts';
import { SqlTable } from './sql/table.ts';
import type { Offload } from './sql/table.ts';
import type { Collection, Store, TransactionOptions } from './types.ts';

/** The tables derived from the collections. */
export const DERIVED_TABLES: readonly DerivedTable[] = [REGISTRY, DIRECTORY_DERIVED];

/** Every table the store reads: the collections', then the derived ones (the store's and the read threads'). */
export const storeTables = () => [...collectionTables(), ...DERIVED_TABLES];

type AnyTable = SqlTable<{ id: string }>;

/**
 * A search index in more pieces (FTS5 segments) than this is merged back into one, a slice at a time, by the
 * scheduled upkeep (maintainSearch). Each batch applied adds one or two segments (sql/searchQueue.ts), and FTS5
 * merges eight of a size into one (schema.ts AUTOMERGE), leaving an index in up to some twenty pieces whose
 * deletions stay recorded as such until merged: every search then reads each piece (the registry search, 19
 * segments after the jobs' first run at 100,000 companies: 0.72 ms against 0.30 in one).
 */
const FRAGMENTED_SEGMENTS = 8;
/**
 * In fewer pieces, but more than this, the upkeep merges the small ones together (schema.ts USERMERGE) and
 * leaves the large one, which merging would rewrite whole (40 MB for the registry at 100,000 companies). The
 * jobs' first run left the registry's index in eight pieces: a search read each, 20 % longer than in two.
 */
const TIDY_SEGMENTS = 2;
/** The upkeep waits until no write has been made for this long (after its first pass). */
const QUIET_MS = 1_000;
/** Pages of merged index written by one slice (FTS5's 'merge' command; a page is about 4 kB). */
const MERGE_SLICE_PAGES = 64;

const searchSegments = (connection: Connection, table: string): number =>
  connection.query(`SELECT count(DISTINCT segid) FROM ${ident(`${table}_fts_idx`)}`).get() as number;

/**
 * One slice of merging `table`'s search index: into one segment (`whole`), or only segments of a size
 * together (FTS5 merges a level once it holds USERMERGE of them). Answers whether it did any work.
 */
function mergeSlice(connection: Connection, table: string, whole: boolean): boolean {
  const fts = ident(`${table}_fts`);
  const changes = () => connection.query('SELECT total_changes()').get() as number;
  const before = changes();
  const pages = whole ? -MERGE_SLICE_PAGES : MERGE_SLICE_PAGES;
  connection.command(`INSERT INTO ${fts} (${fts}, rank) VALUES ('merge', ${pages})`).run();
  return changes() - before >= 2;
}

/**
 * How long a flush may wait for the requests that keep coming before their group commits anyway; and, while
 * writes come concurrently (the last group held more than one request), how long a group waits from its first
 * request for others to join it. A larger group shares the pages its requests change and its log sync: at
 * 100,000 companies, renames cost 834 microseconds of the event loop each in groups of three, 599 in groups
 * of ten, and the bench's writes went from about 800 to 900 a second (groups of 3.3 -> 5.3 requests). A
 * client writing alone (each request after the last one's answer) is never held back.
 */
const GROUP_COMMIT_MS = 4;

/** Pragmas of every connection: WAL, a commit is on disk when it returns, bounded memory. */
export function configure(db: Sqlite, readonly = false): void {
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('busy_timeout = 5000');
  // 16 MB each for the writer and the reader: the indexes the lists and searches walk stay cached (a page
  // cache miss is a read from the OS's cache, not the disk); at 32 MB the two caches took a fifth of the
  // 300 MB memory goal at 100,000 companies.
  db.pragma('cache_size = -16000');
  // Sorts too large for the temporary cache go to temporary files, in the OS's cache rather than the process's
  // memory (the writer keeps a request's temporary data in memory: SqliteStore.useTempStore).
  db.pragma('temp_store = FILE');
  // JavaScript's lower case for the searches that test text themselves (SQLite's lower() folds ASCII only).
  db.function(CASEFOLD, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
}

/** Creates the schema and loads `data` in one transaction (for new and in-memory databases). */
export function loadDatabase(db: Sqlite, data: Partial<Record<string, unknown>>): void {
  const tables = collectionTables();
  db.transaction(() => {
    createTables(db, [...tables, ...DERIVED_TABLES]);
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
    finishSchema(db, tables, DERIVED_TABLES);
  })();
}

export class SqliteStore implements Store {
  private readonly writer: Connection;
  private readonly readerConnection: Connection;
  private readonly tables = new Map<string, AnyTable>();
  private readonly readTables = new Map<string, AnyTable>();
  /** The tables with a search index, and the one whose index a merge is under way in (maintainSearch). */
  private readonly searchTables: string[] = [];
  private merging: { table: string; whole: boolean } | null = null;
  /** Each index's pieces when the upkeep last found nothing of a size to merge: not tried again until more. */
  private readonly settled = new Map<string, number>();
  /** When write() last ran, and whether the upkeep ran since the store opened (maintainSearch). */
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private upkeepStarted = false;
  /** The writer's tables with a search order (TableSpec.searchOrder), placed again after each write. */
  private readonly ordered: AnyTable[] = [];
  private readonly readView: Store;
  /** The search changes the triggers queue, applied before a COMMIT when due (searchLag.ts). */
  private readonly searchQueue: SearchQueue;
  /** Whether the last commit left search changes queued (the reader then refuses to search: searchLag.ts). */
  private searchBehind = false;
  /** Until when every commit applies its search changes (a search needed them: catchUpSearch). */
  private eagerUntil = Number.NEGATIVE_INFINITY;
  private closed = false;
  /** The writer's temp_store (useTempStore); configure() leaves it at FILE. */
  private tempStore: 'FILE' | 'MEMORY' = 'FILE';
  /** Requests running inside the write transaction (0 or 1: the core's lock serialises them). */
  private active = 0;
  private commitScheduled = false;
  /** How many requests the last group commit answered (more than one: writes are coming concurrently). */
  private lastGroup = 0;
  private readonly waiters: { since: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  private readonly checkpointer: Checkpointer | undefined;
  /** The read threads (readPool.ts) the reader's searches go to, when the store has them. */
  private readonly readPool: ReadPool | undefined;
  private readonly offload: Offload = (table, query, omit) => {
    if (this.closed) return null;
    if (this.searchBehind) throw new SearchBehindError();
    return this.readPool?.listDocuments(table, query, omit) ?? null;
  };
  /** The write-ahead log the store fsyncs itself after each group's COMMIT (see syncLog); none in memory. */
  private readonly walFile: string | undefined;
  private walHandle: Promise<FileHandle> | null = null;
  /** The log syncs under way (close waits for them). */
  private readonly syncs = new Set<Promise<void>>();

  /**
   * `readDb`: a read-only connection to the same file; omitted for in-memory databases. `checkpointer`: the
   * thread that checkpoints the log when the writer's automatic checkpoint is off (checkpointer.ts).
   * `walFile`: the database's write-ahead log when the writer commits with `synchronous = NORMAL` (openStore):
   * then COMMIT only writes the log, and the store fsyncs it on the thread pool before any of the group's
   * requests is answered, so that the event loop never waits for the disk.
   */
  constructor(
    db: Sqlite,
    readDb?: Sqlite,
    checkpointer?: Checkpointer,
    walFile?: string,
    readPool?: ReadPool,
  ) {
    this.checkpointer = checkpointer;
    this.walFile = walFile;
    this.readPool = readPool;
    const generation = { value: 0 };
    this.writer = new Connection(db, generation);
    this.readerConnection = readDb ? new Connection(readDb, generation) : this.writer;
    const specs = storeTables();
    for (const { name, spec } of specs) {
      const table = new SqlTable(name, spec, () => this.open(this.writer));
      this.tables.set(name, table);
      this.searchTables.push(name);
      if (spec.searchOrder !== undefined) this.ordered.push(table);
      this.readTables.set(
        name,
        new SqlTable(name, spec, () => this.open(this.readerConnection), this.offload),
      );
    }
    this.readView = readerOf(this, this.readTables);
    this.searchQueue = new SearchQueue(specs);
    this.writer.applySearch = () => this.settleSearch();
    if (this.readerConnection !== this.writer) {
      this.readerConnection.applySearch = () => {
        throw new SearchBehindError();
      };
    }
    // What the last commits left queued (or a database written by other means) is caught up here.
    this.settleSearch();
  }

  /** The write connection (for tests and tools). */
  get db(): Sqlite {
    return this.writer.db;
  }

  collection<C extends CollectionName>(name: C): Collection<RecordOf<C>> {
    return this.table(this.tables, name) as unknown as Collection<RecordOf<C>>;
  }

  derived<T extends { id: string }>(name: string): Collection<T> {
    return this.table(this.tables, name) as unknown as Collection<T>;
  }

  insert<C extends CollectionName>(name: C, record: Omit<RecordOf<C>, 'id'> & { id?: string }): RecordOf<C> {
    const { id: given, ...fields } = record as Record<string, unknown>;
    const id = given === undefined || given === null ? randomUUID() : String(given);
    const json = JSON.stringify({ id, ...fields });
    try {
      this.write(insertSql(name, this.spec(name)), { id, doc: json });
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new DuplicateIdError(name, id);
      throw error;
    }
    return JSON.parse(json) as RecordOf<C>;
  }

  update<C extends CollectionName>(name: C, id: string, patch: Partial<RecordOf<C>>): RecordOf<C> {
    const previous = this.collection(name).get(id);
    if (!previous) throw new NotFoundError(name, id);
    const next = { ...previous, ...patch, id: previous.id };
    const json = JSON.stringify(next);
    // The key columns of the fields that changed only (sql/keyColumns.ts).
    const spec = this.spec(name);
    const sql = updateSql(name, spec, changedGroups(spec, previous, next));
    this.write(sql, { id: previous.id, doc: json });
    return JSON.parse(json) as RecordOf<C>;
  }

  remove<C extends CollectionName>(name: C, id: string): RecordOf<C> {
    const previous = this.collection(name).get(id);
    if (!previous) throw new NotFoundError(name, id);
    this.write(`DELETE FROM ${this.tableName(name)} WHERE id = ?`, previous.id);
    return previous;
  }

  /**
   * Runs `task` as one savepoint of the open write transaction (BEGIN IMMEDIATE when none is open): rolled
   * back to its start when it throws (unless `keepOnError`), released otherwise. The transaction commits on
   * flush(): group commit, so that one fsync makes every request finished meanwhile durable together.
   */
  async transaction<T>(
    task: () => Promise<T> | T,
    keepOnError?: (error: unknown) => boolean,
    options: TransactionOptions = {},
  ): Promise<T> {
    const { db } = this.open(this.writer);
    if (this.active > 0) return task();
    const background = options.background === true;
    // A background job's transaction is its own: the requests' group before it commits now.
    if (background && db.inTransaction) this.commitNow();
    if (!db.inTransaction) {
      this.useTempStore(background ? 'FILE' : 'MEMORY');
      this.writer.command('BEGIN IMMEDIATE').run();
    }
    this.writer.command('SAVEPOINT request').run();
    this.active++;
    let result: T;
    try {
      result = await task();
    } catch (error) {
      this.active--;
      if (db.open && db.inTransaction) {
        if (!keepOnError?.(error)) this.writer.command('ROLLBACK TO request').run();
        this.writer.command('RELEASE request').run();
      }
      this.commitIfDue();
      throw error;
    }
    this.active--;
    this.writer.command('RELEASE request').run();
    this.commitIfDue();
    return result;
  }

  /**
   * Where the writer keeps its temporary data (set between transactions): in memory for the requests, whose
   * savepoint journals (the original of each page a request changes) written to a file cost a rename some
   * 400 kB of writes and a sixth of its time at 100,000 companies; in files for the background jobs, whose first
   * run there (the catch-up) peaked at 328 MB resident with MEMORY, at 199 MB with FILE.
   */
  private useTempStore(mode: 'FILE' | 'MEMORY'): void {
    if (this.tempStore === mode) return;
    this.writer.db.pragma(`temp_store = ${mode}`);
    this.tempStore = mode;
  }

  /** Resolves once every write made so far is committed and on disk (the group commit). */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    // Committed already (by a group that closed meanwhile): answered once that group's log sync is done.
    if (!this.writer.db.inTransaction) return Promise.all([...this.syncs]).then(() => undefined);
    return new Promise((resolve, reject) => {
      this.waiters.push({ since: performance.now(), resolve, reject });
      this.scheduleCommit();
    });
  }

  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    const due = () => {
      this.commitScheduled = false;
      const oldest = this.waiters[0];
      const wait = oldest && this.lastGroup > 1 ? GROUP_COMMIT_MS - (performance.now() - oldest.since) : 0;
      if (wait > 0) {
        this.commitScheduled = true;
        setTimeout(due, wait);
      } else if (this.active === 0) this.commitNow();
      else if (this.waiters.length > 0) this.scheduleCommit();
    };
    setImmediate(due);
  }

  /** Between requests, commits when a flush has waited long enough (under a steady stream of requests). */
  private commitIfDue(): void {
    const oldest = this.waiters[0];
    if (this.active === 0 && oldest && performance.now() - oldest.since >= GROUP_COMMIT_MS) this.commitNow();
  }

  private commitNow(): void {
    const waiters = this.waiters.splice(0);
    this.lastGroup = waiters.length;
    try {
      if (this.writer.db.open && this.writer.db.inTransaction) this.commit();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    if (!this.walFile) {
      for (const waiter of waiters) waiter.resolve();
      return;
    }
    // The group is answered once its COMMIT is on disk: this fsync starts after the COMMIT returned. The next
    // group's requests run meanwhile.
    const sync = this.syncLog().then(
      () => {
        for (const waiter of waiters) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of waiters) waiter.reject(error);
      },
    );
    this.syncs.add(sync);
    void sync.finally(() => this.syncs.delete(sync));
  }

  /**
   * fdatasync of the write-ahead log: what `synchronous = FULL` does inside COMMIT, on the thread pool instead
   * of the event loop. The log file stays the same file while the writer is open (a checkpoint truncates it,
   * never replaces it); its directory entry is made durable once, when first opened here.
   */
  private async syncLog(): Promise<void> {
    const file = this.walFile!;
    this.walHandle ??= (async () => {
      const handle = await open(file, 'r');
      const dir = await open(dirname(file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      return handle;
    })();
    await (await this.walHandle).datasync();
  }

  reader(): Store {
    return this.readView;
  }

  maintainSearch(): boolean {
    const connection = this.open(this.writer);
    // Only while the store is quiet (but for the first run after opening, which follows the jobs' catch-up):
    // under a steady stream of writes the merging waits, and the writes do not wait for it. Running the first
    // pass to its end after the catch-up raised the server's resident memory from 200 to 256 MB at 100,000
    // companies (the catch-up's garbage and the merges' pages at once); the rest waits for a quiet tick.
    const quiet = performance.now() - this.lastWriteAt >= QUIET_MS;
    if (!quiet && this.upkeepStarted) return false;
    this.upkeepStarted = true;
    // First the changes the commits left queued (searchLag.ts): the next search need not wait for them.
    if (this.searchQueued()) {
      this.settleSearch();
      return true;
    }
    // A merge under way goes on until a slice finds nothing left to merge; else the most fragmented index
    // past the thresholds starts one: whole past FRAGMENTED_SEGMENTS, of its small pieces past TIDY_SEGMENTS.
    if (!this.merging) {
      const worst = this.searchTables
        .map((table) => ({ table, segments: searchSegments(connection, table) }))
        .filter(({ table, segments }) => segments > TIDY_SEGMENTS && this.settled.get(table) !== segments)
        .sort((a, b) => b.segments - a.segments)[0];
      if (!worst) return false;
      this.merging = { table: worst.table, whole: worst.segments > FRAGMENTED_SEGMENTS };
    }
    const { table, whole } = this.merging;
    if (mergeSlice(connection, table, whole)) return true;
    this.settled.set(table, searchSegments(connection, table));
    this.merging = null;
    return true;
  }

  async compact(): Promise<void> {
    this.open(this.writer).db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.writer.db.inTransaction && this.active === 0) this.commitNow();
    this.closed = true;
    await Promise.allSettled([...this.syncs]);
    await this.walHandle?.then((handle) => handle.close()).catch(() => undefined);
    await this.checkpointer?.stop();
    await this.readPool?.close();
    const { db } = this.writer;
    if (db.inTransaction) db.exec('ROLLBACK');
    if (this.readerConnection !== this.writer) this.readerConnection.db.close();
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }

  snapshot(): Database {
    return Object.fromEntries(
      COLLECTION_NAMES.map((name) => [name, [...this.collection(name).all()]]),
    ) as unknown as Database;
  }

  private commit(): void {
    try {
      const queued = new Map(
        this.writer.rows(`SELECT tbl, count(*) FROM ${SEARCH_QUEUE} GROUP BY tbl`).all() as [
          string,
          number,
        ][],
      );
      const tables = searchToApply(queued, this.eagerUntil, performance.now());
      if (queued.size === 0) this.writer.searchPending = false;
      else if (tables.length === queued.size) this.settleSearch();
      else {
        // Some tables': the others' stay queued (unflagged meanwhile: the apply writes search indexes).
        this.writer.searchPending = false;
        for (const table of tables) this.searchQueue.apply(this.writer, table);
        this.writer.searchPending = true;
      }
      this.writer.command('COMMIT').run();
      // One connection for both (in memory): its reads of a search index apply the queue themselves.
      const shared = this.readerConnection === this.writer;
      this.searchBehind = tables.length < queued.size && !shared;
      if (!shared) this.readerConnection.searchPending = this.searchBehind;
    } catch (error) {
      if (this.writer.db.inTransaction) this.writer.command('ROLLBACK').run();
      throw error;
    }
  }

  /** Whether any search change is queued. */
  private searchQueued(): boolean {
    return this.writer.query(`SELECT EXISTS (SELECT 1 FROM ${SEARCH_QUEUE})`).get() === 1;
  }

  /** Applies the queued search changes now (sql/searchQueue.ts), in a transaction of its own outside one. */
  settleSearch(): void {
    this.writer.searchPending = false;
    const { db } = this.writer;
    if (db.inTransaction) this.searchQueue.apply(this.writer);
    else db.transaction(() => this.searchQueue.apply(this.writer)).immediate();
  }

  /**
   * Brings the search indexes up to the last commit, for a search the reader refused (SearchBehindError), and
   * makes the commits of the next EAGER_MS apply their own changes (searchLag.ts).
   */
  async catchUpSearch(): Promise<void> {
    this.eagerUntil = performance.now() + EAGER_MS;
    if (!this.searchQueued()) return;
    // The group under way commits with them, or, when none is open, a transaction of their own.
    if (this.open(this.writer).db.inTransaction) return this.flush();
    this.writer.command('BEGIN IMMEDIATE').run();
    this.commit();
  }

  /**
   * One write, then the records it moved in a table's search order placed again (sql/searchOrder.ts). Outside
   * a transaction (tools, tests), the write is one of its own, its search changes applied before it commits.
   */
  private write(sql: string, ...params: unknown[]): void {
    const connection = this.open(this.writer);
    const own = !connection.db.inTransaction;
    if (own) connection.command('BEGIN IMMEDIATE').run();
    try {
      connection.command(sql).run(...params);
      for (const table of this.ordered) table.placeUnplaced();
      connection.searchPending = true;
      if (own) this.commit();
    } catch (error) {
      if (own && connection.db.inTransaction) connection.command('ROLLBACK').run();
      throw error;
    }
    this.lastWriteAt = performance.now();
  }

  private open(connection: Connection): Connection {
    if (this.closed) throw new StoreClosedError();
    return connection;
  }

  private tableName(name: string): string {
    if (!COLLECTION_NAMES.includes(name as CollectionName)) throw new Error(`Unknown collection: ${name}`);
    return ident(name);
  }

  private spec(name: CollectionName): TableSpec {
    const spec = COLLECTIONS[name] as TableSpec | undefined;
    if (!spec) throw new Error(`Unknown collection: ${name}`);
    return spec;
  }

  private table(tables: Map<string, AnyTable>, name: string): AnyTable {
    const table = tables.get(name);
    if (!table) throw new Error(`Unknown collection: ${String(name)}`);
    return table;
  }
}

/** The read-only view: reads through `tables`, everything else through the store. */
function readerOf(store: SqliteStore, tables: Map<string, AnyTable>): Store {
  const view: Store = {
    collection: (name) => tables.get(name) as never,
    derived: (name) => tables.get(name) as never,
    insert: (name, record) => store.insert(name, record),
    update: (name, id, patch) => store.update(name, id, patch),
    remove: (name, id) => store.remove(name, id),
    transaction: (task, keep, options) => store.transaction(task, keep, options),
    reader: () => view,
    flush: () => store.flush(),
    compact: () => store.compact(),
    maintainSearch: () => store.maintainSearch(),
    catchUpSearch: () => store.catchUpSearch(),
    close: () => store.close(),
    snapshot: () => store.snapshot(),
  };
  return view;
}

/** An in-memory database holding `data` (tests, tools). */
export function createSqliteMemoryStore(data: Partial<Record<string, unknown>>): SqliteStore {
  const db = new BetterSqlite(':memory:');
  configure(db);
  loadDatabase(db, data);
  return new SqliteStore(db);
}
