/**
 * Field access and value normalisation shared by the indexes and the query engine.
 * Records are plain JSON objects; a dotted path ("location.state") reaches nested values.
 */

export interface StoredRecord {
  readonly id: string;
}

const splitPaths = new Map<string, readonly string[]>();

/** The value at `path` (dotted for nested objects), or undefined when any step is missing. */
export function getPath(record: object, path: string): unknown {
  if (!path.includes('.')) return (record as Record<string, unknown>)[path];
  let parts = splitPaths.get(path);
  if (!parts) {
    parts = path.split('.');
    splitPaths.set(path, parts);
  }
  let value: unknown = record;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Sort key: numbers (booleans as 0/1) sort numerically, strings case-insensitively, null last. */
export type SortKey = number | string | null;

export function sortKey(value: unknown): SortKey {
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? null : value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return value.toLowerCase();
    case 'undefined':
      return null;
    default:
      return value === null ? null : JSON.stringify(value).toLowerCase();
  }
}

/** Ascending order of sort keys: numbers, then strings, then null. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ids break ties so that every order is total and stable. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NULL_KEY = '\u0000null';

/**
 * Equality key of a scalar: null and undefined match each other, other scalars compare by their string form
 * (so a query-string "true" or "3" matches the stored boolean or number), objects by their JSON.
 */
export function eqKey(value: unknown): string {
  if (value === null || value === undefined) return NULL_KEY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Equality keys a stored value is indexed under: each element of an array, the value itself otherwise. */
export function eqKeysOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [eqKey(value)];
  return [...new Set(value.map(eqKey))];
}

/** Recursively freezes a JSON value, so stored records cannot change behind the indexes' back. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
