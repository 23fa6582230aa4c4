/**
 * field value -> records, for equality filters and findBy. Array values are indexed under each element, so
 * `{ specialtyIds: 'x' }` finds the records whose array contains 'x'. Buckets hold the stored record objects
 * (a write swaps the new version in), so reading a bucket needs no id lookups.
 */
import { eqKeysOf, getPath } from './fields.ts';
import type { StoredRecord } from './fields.ts';

export class EqualityIndex<T extends StoredRecord> {
  readonly field: string;
  private readonly buckets = new Map<string, Set<T>>();
  private readonly empty: ReadonlySet<T> = new Set();

  constructor(field: string, records: Iterable<T>) {
    this.field = field;
    for (const record of records) this.add(record);
  }

  add(record: T): void {
    for (const key of this.keysOf(record)) {
      let bucket = this.buckets.get(key);
      if (!bucket) {
        bucket = new Set();
        this.buckets.set(key, bucket);
      }
      bucket.add(record);
    }
  }

  /** Removes the stored version of a record. */
  delete(record: T): void {
    for (const key of this.keysOf(record)) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      bucket.delete(record);
      if (bucket.size === 0) this.buckets.delete(key);
    }
  }

  replace(previous: T, next: T): void {
    this.delete(previous);
    this.add(next);
  }

  /** Records whose value has equality key `key` (see fields.eqKey). Do not mutate. */
  get(key: string): ReadonlySet<T> {
    return this.buckets.get(key) ?? this.empty;
  }

  /** Number of records matching any of `keys` (an upper bound when buckets overlap, as arrays may). */
  count(keys: readonly string[]): number {
    let total = 0;
    for (const key of keys) total += this.get(key).size;
    return total;
  }

  private keysOf(record: T): string[] {
    return eqKeysOf(getPath(record, this.field));
  }
}
