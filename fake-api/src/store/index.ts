import type { Database } from '@casebridge/domain';
import { createSqliteMemoryStore } from './sqliteStore.ts';
import type { Store } from './types.ts';

export type { Collection, ListQuery, ListResult, SortOrder, Store } from './types.ts';
export { CorruptDataError, DuplicateIdError, NotFoundError, StoreClosedError } from './errors.ts';
export { openStore, writeDataFile, DB_FILE, DB_FILES } from './openStore.ts';
export type { OpenStoreOptions } from './openStore.ts';
export { SEARCH_FIELDS, COLLECTION_NAMES } from './searchFields.ts';
export { COLLECTIONS } from './collections.ts';
export { SqliteStore } from './sqliteStore.ts';

/**
 * A store in an in-memory SQLite database (tests, benchmarks), built by the same code as the file's:
 * same schema, same queries; its records are copied in.
 */
export function createMemoryStore(db: Partial<Database>): Store {
  return createSqliteMemoryStore(db as Record<string, unknown>);
}
