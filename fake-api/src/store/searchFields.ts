import type { CollectionName } from '@casebridge/domain';
import { COLLECTIONS } from './collections.ts';

/** Fields `q` searches (case-insensitive substring, every word must match) in each collection. */
export const SEARCH_FIELDS: Readonly<Record<CollectionName, readonly string[]>> = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, spec]) => [name, spec.search]),
) as Record<CollectionName, readonly string[]>;

/** Every collection of the data file, in the order db.json lists them. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
