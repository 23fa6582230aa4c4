/**
 * A collection's records ordered by one field (ties broken by id), kept sorted on every write with a
 * binary-search insert/remove. A page of an unfiltered list is a slice; DESC walks the array backwards.
 * Entries hold the records themselves, so walking needs no id lookups.
 */
import { compareIds, compareKeys, getPath, sortKey } from './fields.ts';
import type { SortKey, StoredRecord } from './fields.ts';
import type { SortOrder } from './types.ts';

interface Entry<T> {
  key: SortKey;
  id: string;
  record: T;
}

function compareEntries(a: { key: SortKey; id: string }, b: { key: SortKey; id: string }): number {
  return compareKeys(a.key, b.key) || compareIds(a.id, b.id);
}

export class SortedIndex<T extends StoredRecord> {
  readonly field: string;
  private readonly entries: Entry<T>[] = [];

  constructor(field: string, records: Iterable<T>) {
    this.field = field;
    for (const record of records) this.entries.push(this.entryOf(record));
    this.entries.sort(compareEntries);
  }

  get length(): number {
    return this.entries.length;
  }

  add(record: T): void {
    const entry = this.entryOf(record);
    this.entries.splice(this.lowerBound(entry), 0, entry);
  }

  delete(record: T): void {
    const at = this.find(record);
    if (at >= 0) this.entries.splice(at, 1);
  }

  /** Swaps in the new version of a record, moving it only when its key changed. */
  replace(previous: T, next: T): void {
    const at = this.find(previous);
    if (at >= 0 && compareKeys(this.entries[at]!.key, this.keyOf(next)) === 0) {
      this.entries[at]!.record = next;
      return;
    }
    if (at >= 0) this.entries.splice(at, 1);
    this.add(next);
  }

  /** Records at positions start..end (inclusive, clamped) in the given order. */
  slice(start: number, end: number, order: SortOrder): T[] {
    const n = this.entries.length;
    const last = Math.min(end, n - 1);
    const page: T[] = [];
    for (let i = Math.max(start, 0); i <= last; i++) page.push(this.at(i, order));
    return page;
  }

  /** Every record in the given order. */
  *records(order: SortOrder): Generator<T> {
    for (let i = 0; i < this.entries.length; i++) yield this.at(i, order);
  }

  /**
   * The start-th to end-th (inclusive) records passing `test`, in index order; null when that takes more
   * than `maxSteps` entries (the caller then sorts its matches instead).
   */
  pick(
    test: (record: T) => boolean,
    start: number,
    end: number,
    order: SortOrder,
    maxSteps = Infinity,
  ): T[] | null {
    const n = this.entries.length;
    const page: T[] = [];
    let seen = 0;
    for (let i = 0; i < n && seen <= end; i++) {
      if (i >= maxSteps) return null;
      const record = this.at(i, order);
      if (!test(record)) continue;
      if (seen >= start) page.push(record);
      seen++;
    }
    return page;
  }

  keyOf(record: StoredRecord): SortKey {
    return sortKey(getPath(record, this.field));
  }

  private at(i: number, order: SortOrder): T {
    return this.entries[order === 'ASC' ? i : this.entries.length - 1 - i]!.record;
  }

  private entryOf(record: T): Entry<T> {
    return { key: this.keyOf(record), id: record.id, record };
  }

  /** Position of the stored version of `record` (found by its key and id), or -1. */
  private find(record: T): number {
    const at = this.lowerBound({ key: this.keyOf(record), id: record.id });
    return this.entries[at]?.id === record.id ? at : -1;
  }

  /** First position whose entry is not before `probe`. */
  private lowerBound(probe: { key: SortKey; id: string }): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareEntries(this.entries[mid]!, probe) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
