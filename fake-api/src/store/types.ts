/**
 * The store's contract. An in-memory, indexed copy of the data file serves every read; every write is
 * applied in memory at once (synchronously, so concurrent requests never lose an update) and appended to
 * a journal that is fsynced before the request is answered. See store/README.md.
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
}

export interface Store {
  collection<C extends CollectionName>(name: C): Collection<RecordOf<C>>;
  /** Adds a record (an id is generated when missing) and returns it. */
  insert<C extends CollectionName>(name: C, record: Omit<RecordOf<C>, 'id'> & { id?: string }): RecordOf<C>;
  /** Shallow-merges `patch` into the record and returns the new record; throws NotFound when missing. */
  update<C extends CollectionName>(name: C, id: string, patch: Partial<RecordOf<C>>): RecordOf<C>;
  /** Removes the record and returns it; throws NotFound when missing. */
  remove<C extends CollectionName>(name: C, id: string): RecordOf<C>;
  /** Resolves once every write made so far is durable (journal fsynced). */
  flush(): Promise<void>;
  /** Writes a fresh snapshot atomically (temp file, fsync, rename) and empties the journal. */
  compact(): Promise<void>;
  /** Flushes, compacts and releases the files. */
  close(): Promise<void>;
  /** A full copy of the data, in json-server's format. */
  snapshot(): Database;
}
