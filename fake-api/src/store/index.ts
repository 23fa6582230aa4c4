import type { Database } from '@casebridge/domain';
import { MemoryStore } from './memoryStore.ts';
import type { Store } from './types.ts';

export type { Collection, ListQuery, ListResult, SortOrder, Store } from './types.ts';
export { CorruptDataError, DuplicateIdError, NotFoundError, StoreClosedError } from './errors.ts';
export { openStore, DEFAULT_COMPACT_THRESHOLD_BYTES } from './openStore.ts';
export type { OpenStoreOptions } from './openStore.ts';
export { SEARCH_FIELDS, COLLECTION_NAMES } from './searchFields.ts';

/**
 * A store without files (tests, benchmarks): same behaviour, flush/compact/close resolve at once.
 * The records are used in place and deep-frozen (never copied, never mutated: a write stores a new object),
 * so one generated Database can back several stores.
 */
export function createMemoryStore(db: Partial<Database>): Store {
  return new MemoryStore(db as Record<string, unknown>);
}
