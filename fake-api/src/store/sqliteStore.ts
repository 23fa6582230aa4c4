/**
 * The Store over SQLite (better-sqlite3): writes through one connection, each committed at once, or as one
 * savepoint per request of a transaction that commits (synchronous = FULL: on disk) when the requests
 * finished meanwhile flush (group commit). GET requests read through a second, read-only connection (WAL
 * lets it read the last commit while a write transaction is open). An in-memory database has one
 * connection for both, and its search indexes beside the records, applied by the writer (searchLag.ts); a
 * file's are in a file of their own, applied by the search thread (searchThread.ts).
 */
import { randomUUID } from 'node:crypto';
import BetterSqlite from 'better-sqlite3';
import type { Database as Sqlite } from 'better-sqlite3';
import type { CollectionName, Database, RecordOf } from '@casebridge/domain';
import type { Checkpointer } from './checkpointer.ts';
import { COLLECTIONS } from './collections.ts';
import { configure, loadDatabase, storeTables } from './database.ts';
import type { TableSpec } from './collections.ts';
import { GroupCommit } from './groupCommit.ts';
import type { ReadPool } from './readPool.ts';
import { DuplicateIdError, NotFoundError, SearchBehindError, StoreClosedError } from './errors.ts';
import { EAGER_MS, searchToApply } from './searchLag.ts';
import { SearchUpkeep } from './searchUpkeep.ts';
import { COLLECTION_NAMES } from './searchFields.ts';
import { Connection } from './sql/connection.ts';
import { ident } from './sql/expressions.ts';
import { changedGroups, insertSql, updateSql } from './sql/keyColumns.ts';
import { LAST_QUEUED, SEARCH_QUEUE, SearchQueue } from './sql/searchQueue.ts';
import { APPLIED_SQL } from './searchFile.ts';
import type { SearchThread } from './searchThread.ts';
import { SqlTable } from './sql/table.ts';
import type { Offload } from './sql/table.ts';
import type { Collection, Store, TransactionOptions } from './types.ts';

type AnyTable = SqlTable<{ id: string }>;

export interface SqliteStoreOptions {
  /** The thread that checkpoints the log when the writer's automatic checkpoint is off (checkpointer.ts). */
  checkpointer?: Checkpointer;
  /**
   * The database's write-ahead log when the writer commits with `synchronous = NORMAL` (openStore): then COMMIT
   * only writes the log, and the store fsyncs it on the thread pool before any of the group's requests is
   * answered, so that the event loop never waits for the disk.
   */
  walFile?: string;
  /** The read threads the reader's searches go to (readPool.ts). */
  readPool?: ReadPool;
  /** The thread applying the search changes to the attached search file (searchThread.ts). */
  searchThread?: SearchThread;
}

export class SqliteStore implements Store {
  private readonly writer: Connection;
  private readonly readerConnection: Connection;
  private readonly tables = new Map<string, AnyTable>();
  private readonly readTables = new Map<string, AnyTable>();
  /** The search indexes' upkeep (maintainSearch), and when write() last ran. */
  private readonly upkeep: SearchUpkeep;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** The writer's tables with a search order (TableSpec.searchOrder), placed again after each write. */
  private readonly ordered: AnyTable[] = [];
  private readonly readView: Store;
  /** The reader after a catch-up (catchUpSearch): its searches are not checked against the last commits. */
  private readonly caughtUpView: Store;
  /** Whether the reader's connection reads for the caught-up view now (set by each of its tables' reads). */
  private readerCaughtUp = false;
  /** With a search thread: the last search change committed, applied by the thread, and deleted from the queue. */
  private readonly searchThread: SearchThread | undefined;
  private committedThrough = 0;
  private appliedThrough = 0;
  private deletedThrough = 0;
  /**
   * How the writer's transactions begin: IMMEDIATE takes the write lock of every attached file, so with the
   * search file attached (which only the search thread writes) DEFERRED, the records' file locked by the first
   * write (no other connection writes it: nothing can have committed since the transaction's first read).
   */
  private readonly begin: string;
  /** The search changes the triggers queue, applied before a COMMIT when due (searchLag.ts). */
  private readonly searchQueue: SearchQueue;
  /** Until when every commit applies its search changes (a search needed them: catchUpSearch). */
  private eagerUntil = Number.NEGATIVE_INFINITY;
  private closed = false;
  /** The writer's temp_store (useTempStore); configure() leaves it at FILE. */
  private tempStore: 'FILE' | 'MEMORY' = 'FILE';
  /** Requests running inside the write transaction (0 or 1: the core's lock serialises them). */
  private active = 0;
  private readonly group: GroupCommit;

  private readonly checkpointer: Checkpointer | undefined;
  /** The read threads (readPool.ts) the reader's searches go to, when the store has them. */
  private readonly readPool: ReadPool | undefined;
  private offload(caughtUp: boolean): Offload {
    return (table, query, omit) => {
      if (this.closed) return null;
      // The last commits' search changes are not all applied: the reader refuses to search (searchLag.ts).
      if (!caughtUp && this.readerConnection.searchPending) this.checkReaderSearch(false);
      return this.readPool?.listDocuments(table, query, omit) ?? null;
    };
  }

  /**
   * `readDb`: a read-only connection to the same file, with the search file attached; omitted for in-memory
   * databases. A store with a `readDb` has a search thread.
   */
  constructor(db: Sqlite, readDb?: Sqlite, options: SqliteStoreOptions = {}) {
    const { checkpointer, walFile, readPool, searchThread } = options;
    if (readDb && !searchThread) throw new Error('A store reading a file needs its search thread');
    this.checkpointer = checkpointer;
    this.readPool = readPool;
    this.searchThread = searchThread;
    this.begin = searchThread ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE';
    const generation = { value: 0 };
    this.writer = new Connection(db, generation);
    this.readerConnection = readDb ? new Connection(readDb, generation) : this.writer;
    const specs = storeTables();
    this.upkeep = new SearchUpkeep(specs.map(({ name }) => name));
    this.group = new GroupCommit(
      {
        inTransaction: () => this.writer.db.open && this.writer.db.inTransaction,
        busy: () => this.active > 0,
        commit: () => this.commit(),
      },
      walFile,
    );
    // Each read through the reader's tables says whether it reads for the caught-up view (a table's read
    // is synchronous: no other read comes between).
    const readerFor = (caughtUp: boolean) => () => {
      this.readerCaughtUp = caughtUp;
      return this.open(this.readerConnection);
    };
    const caughtUpTables = new Map<string, AnyTable>();
    for (const { name, spec } of specs) {
      const table = new SqlTable(name, spec, () => this.open(this.writer));
      this.tables.set(name, table);
      if (spec.searchOrder !== undefined) this.ordered.push(table);
      this.readTables.set(name, new SqlTable(name, spec, readerFor(false), this.offload(false)));
      if (searchThread)
        caughtUpTables.set(name, new SqlTable(name, spec, readerFor(true), this.offload(true)));
    }
    this.readView = readerOf(this, this.readTables);
    this.caughtUpView = searchThread ? readerOf(this, caughtUpTables) : this.readView;
    this.searchQueue = new SearchQueue(specs);
    if (searchThread) {
      this.appliedThrough = this.writer.query(APPLIED_SQL).get() as number;
      this.committedThrough = this.writer.query(LAST_QUEUED).get() as number;
      searchThread.onApplied = (applied) => this.searchApplied(applied);
      this.writer.applySearch = () => this.checkWriterSearch();
      this.readerConnection.applySearch = () => this.checkReaderSearch(this.readerCaughtUp);
      const behind = this.committedThrough > this.appliedThrough;
      this.writer.searchPending = this.readerConnection.searchPending = behind;
      // What the last commits left queued is applied by the thread.
      if (behind) searchThread.start();
    } else {
      this.writer.applySearch = () => this.settleSearch();
      // What the last commits left queued (or a database written by other means) is caught up here.
      this.settleSearch();
    }
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
   * Runs `task` as one savepoint of the open write transaction (begun when none is open): rolled
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
    if (background && db.inTransaction) this.group.commitNow();
    // A log long enough to restart: its last frames copied while no write transaction is open, so that the
    // next one writes it from its beginning (checkpointer.ts). Under the core's write lock; the store may be
    // closed meanwhile.
    if (!db.inTransaction && this.checkpointer?.restartDue) {
      await this.checkpointer.restart();
      this.open(this.writer);
    }
    if (!db.inTransaction) {
      this.useTempStore(background ? 'FILE' : 'MEMORY');
      this.writer.command(this.begin).run();
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
      this.group.commitIfDue();
      throw error;
    }
    this.active--;
    this.writer.command('RELEASE request').run();
    this.group.commitIfDue();
    return result;
  }

  /**
   * Where the writer keeps its temporary data (set between transactions): in memory for the requests, whose
   * savepoint journals (the original of each page a request changes) cost writes and time in a file; in files
   * for the background jobs, whose catch-up took far more memory otherwise
   * (docs/adr/0001-document-store-on-sqlite.md).
   */
  private useTempStore(mode: 'FILE' | 'MEMORY'): void {
    if (this.tempStore === mode) return;
    this.writer.db.pragma(`temp_store = ${mode}`);
    this.tempStore = mode;
  }

  /** Resolves once every write made so far is committed and on disk (the group commit: groupCommit.ts). */
  flush(): Promise<void> {
    return this.closed ? Promise.resolve() : this.group.flush();
  }

  reader(): Store {
    return this.readView;
  }

  maintainSearch(): boolean {
    // The search thread tidies its indexes itself.
    if (this.searchThread) return false;
    return this.upkeep.step(this.open(this.writer), performance.now() - this.lastWriteAt, () => {
      if (!this.searchQueued()) return false;
      this.settleSearch();
      return true;
    });
  }

  async compact(): Promise<void> {
    this.open(this.writer).db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.writer.db.inTransaction && this.active === 0) this.group.commitNow();
    this.closed = true;
    await this.group.close();
    await this.checkpointer?.stop();
    await this.readPool?.close();
    await this.searchThread?.close();
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
    if (this.searchThread) return this.commitApplied(this.searchThread);
    try {
      const queued = new Map(
        this.writer.rows(`SELECT tbl, count(*) FROM ${SEARCH_QUEUE} GROUP BY tbl`).all() as [
          string,
          number,
        ][],
      );
      const tables = searchToApply(queued, this.eagerUntil, performance.now());
      const left = tables.length < queued.size;
      if (tables.length > 0) this.settleSearch(left ? tables : undefined);
      this.writer.searchPending = left;
      this.writer.command('COMMIT').run();
      // One connection for both (in memory): its reads of a search index apply the queue themselves.
      if (this.readerConnection !== this.writer) this.readerConnection.searchPending = left;
    } catch (error) {
      if (this.writer.db.inTransaction) this.writer.command('ROLLBACK').run();
      // What the commits before left queued is queued still.
      this.writer.searchPending = true;
      throw error;
    }
  }

  /**
   * A commit when the search thread applies the search changes: the queue's changes it applied are deleted
   * with the group's writes; the thread starts when changes come, and applies them at once while searches
   * come (EAGER_MS after catchUpSearch).
   */
  private commitApplied(thread: SearchThread): void {
    try {
      const applied = this.appliedThrough;
      if (applied > this.deletedThrough)
        this.writer.command(`DELETE FROM ${SEARCH_QUEUE} WHERE n <= ?`).run(applied);
      const last = this.writer.query(LAST_QUEUED).get() as number;
      this.writer.command('COMMIT').run();
      this.deletedThrough = Math.max(this.deletedThrough, applied);
      if (last <= this.committedThrough) return;
      this.committedThrough = last;
      this.readerConnection.searchPending = last > this.appliedThrough;
      if (performance.now() < this.eagerUntil) thread.nudge();
      else thread.start();
    } catch (error) {
      if (this.writer.db.inTransaction) this.writer.command('ROLLBACK').run();
      throw error;
    }
  }

  /** The search thread applied the changes up to `applied`. */
  private searchApplied(applied: number): void {
    this.appliedThrough = applied;
    if (applied >= this.committedThrough) this.readerConnection.searchPending = false;
  }

  /**
   * Before the reader reads a search index: refused (SearchBehindError) while the last commits' changes are not
   * all applied, unless it reads for the caught-up view.
   */
  private checkReaderSearch(caughtUp: boolean): void {
    if (caughtUp) return;
    if (this.appliedThrough < this.committedThrough) throw new SearchBehindError();
    this.readerConnection.searchPending = false;
  }

  /**
   * Before the writer reads a search index (tools; requests search through the reader): refused while a change
   * committed or queued by the transaction under way is not applied.
   */
  private checkWriterSearch(): void {
    if ((this.writer.query(LAST_QUEUED).get() as number) > this.appliedThrough) throw new SearchBehindError();
    this.writer.searchPending = false;
  }

  /** Whether any search change is queued. */
  private searchQueued(): boolean {
    return this.writer.query(`SELECT EXISTS (SELECT 1 FROM ${SEARCH_QUEUE})`).get() === 1;
  }

  /**
   * Applies the queued search changes now (sql/searchQueue.ts), of the tables `only` when given, in a
   * transaction of its own outside one.
   */
  settleSearch(only?: readonly string[]): void {
    // Unflagged first: the apply itself writes the search indexes.
    this.writer.searchPending = false;
    const apply = () => {
      if (!only) this.searchQueue.apply(this.writer);
      else for (const table of only) this.searchQueue.apply(this.writer, table);
    };
    const { db } = this.writer;
    if (db.inTransaction) apply();
    else db.transaction(apply).immediate();
  }

  /**
   * Brings the search indexes up to the last commit, for a search the reader refused (SearchBehindError), and
   * makes the commits of the next EAGER_MS apply their own changes (searchLag.ts). Answers the reader to read
   * again with: with a search thread, one whose searches read the indexes as caught up here (every write
   * answered before the search came is in them), without waiting for the commits made since.
   */
  async catchUpSearch(): Promise<Store> {
    this.eagerUntil = performance.now() + EAGER_MS;
    const { db } = this.open(this.writer);
    if (this.searchThread) {
      // The group under way commits first: its changes are queued once committed.
      if (db.inTransaction) await this.flush();
      await this.searchThread.caughtUp(this.committedThrough);
      return this.caughtUpView;
    }
    if (!this.searchQueued()) return this.readView;
    // The group under way commits with them, or, when none is open, a transaction of their own.
    if (db.inTransaction) await this.flush();
    else {
      this.writer.command('BEGIN IMMEDIATE').run();
      this.commit();
    }
    return this.readView;
  }

  /**
   * One write, then the records it moved in a table's search order placed again (sql/searchOrder.ts). Outside
   * a transaction (tools, tests), the write is one of its own, committed at once (its search changes applied
   * when due: searchLag.ts).
   */
  private write(sql: string, ...params: unknown[]): void {
    const connection = this.open(this.writer);
    const own = !connection.db.inTransaction;
    if (own) connection.command(this.begin).run();
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
