/**
 * One collection in memory: id -> record, plus equality and sorted indexes built on first use and kept up to
 * date by every write, a lower-case search text per record for `q`, and memoised query results that live
 * until the next write.
 */
import type { CollectionName } from '@casebridge/domain';
import { EqualityIndex } from './equalityIndex.ts';
import { eqKeysOf } from './fields.ts';
import type { StoredRecord } from './fields.ts';
import { listRecords } from './listing.ts';
import { searchText } from './query.ts';
import { SortedIndex } from './sortedIndex.ts';
import type { Collection, ListQuery, ListResult } from './types.ts';

const MEMO_SIZE = 32;

export class MemoryCollection<T extends StoredRecord> implements Collection<T> {
  readonly name: CollectionName;
  readonly searchFields: readonly string[];
  private readonly records = new Map<string, T>();
  private readonly equalityIndexes = new Map<string, EqualityIndex<T>>();
  private readonly sortedIndexes = new Map<string, SortedIndex<T>>();
  /** id -> search text; null until the first `q`, then complete and kept current by every write. */
  private searchTextById: Map<string, string> | null = null;
  private readonly memos = new Map<string, unknown>();

  constructor(name: CollectionName, searchFields: readonly string[], records: Iterable<T> = []) {
    this.name = name;
    this.searchFields = searchFields;
    for (const record of records) this.records.set(record.id, record);
  }

  get size(): number {
    return this.records.size;
  }

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  getMany(ids: readonly string[]): T[] {
    const found: T[] = [];
    for (const id of ids) {
      const record = this.records.get(id);
      if (record) found.push(record);
    }
    return found;
  }

  all(): IterableIterator<T> {
    return this.records.values();
  }

  findBy(field: string, value: unknown): T[] {
    if (field === 'id') return this.getMany([...new Set(eqKeysOf(value))]);
    const keys = eqKeysOf(value);
    const index = this.equalityIndex(field);
    if (keys.length === 1) return [...index.get(keys[0]!)];
    return [...new Set(keys.flatMap((key) => [...index.get(key)]))];
  }

  findOne(field: string, value: unknown): T | undefined {
    if (field === 'id') return this.getMany(eqKeysOf(value))[0];
    const index = this.equalityIndex(field);
    for (const key of eqKeysOf(value)) for (const record of index.get(key)) return record;
    return undefined;
  }

  list(query: ListQuery): ListResult<T> {
    return listRecords(this, query);
  }

  /** Stores (adds or replaces) a record and updates every index; returns the previous version. */
  put(record: T): T | undefined {
    const previous = this.records.get(record.id);
    this.records.set(record.id, record);
    this.searchTextById?.set(record.id, searchText(record, this.searchFields));
    this.memos.clear();
    for (const index of this.equalityIndexes.values()) {
      if (previous) index.replace(previous, record);
      else index.add(record);
    }
    for (const index of this.sortedIndexes.values()) {
      if (previous) index.replace(previous, record);
      else index.add(record);
    }
    return previous;
  }

  /** Removes a record from the collection and its indexes; returns it, or undefined when missing. */
  delete(id: string): T | undefined {
    const previous = this.records.get(id);
    if (!previous) return undefined;
    this.records.delete(id);
    this.searchTextById?.delete(id);
    this.memos.clear();
    for (const index of this.equalityIndexes.values()) index.delete(previous);
    for (const index of this.sortedIndexes.values()) index.delete(previous);
    return previous;
  }

  equalityIndex(field: string): EqualityIndex<T> {
    let index = this.equalityIndexes.get(field);
    if (!index) {
      index = new EqualityIndex(field, this.records.values());
      this.equalityIndexes.set(field, index);
    }
    return index;
  }

  sortedIndex(field: string): SortedIndex<T> {
    let index = this.sortedIndexes.get(field);
    if (!index) {
      index = new SortedIndex(field, this.records.values());
      this.sortedIndexes.set(field, index);
    }
    return index;
  }

  /** Every record's lower-case search text (see query.searchText), built on first use. */
  searchTexts(): ReadonlyMap<string, string> {
    if (!this.searchTextById) {
      this.searchTextById = new Map();
      for (const record of this.records.values()) {
        this.searchTextById.set(record.id, searchText(record, this.searchFields));
      }
    }
    return this.searchTextById;
  }

  searchTextOf(record: T): string {
    return this.searchTexts().get(record.id) ?? '';
  }

  hasMemo(key: string): boolean {
    return this.memos.has(key);
  }

  /** `compute()`, remembered under `key` until the next write (at most MEMO_SIZE entries, least recent out). */
  memo<V>(key: string, compute: () => V): V {
    if (this.memos.has(key)) {
      const value = this.memos.get(key) as V;
      this.memos.delete(key);
      this.memos.set(key, value);
      return value;
    }
    const value = compute();
    this.memos.set(key, value);
    if (this.memos.size > MEMO_SIZE) this.memos.delete(this.memos.keys().next().value!);
    return value;
  }

  /** Records start..end (inclusive) in insertion order. */
  slice(start: number, end: number): T[] {
    const page: T[] = [];
    let position = 0;
    for (const record of this.records.values()) {
      if (position > end) break;
      if (position >= start) page.push(record);
      position++;
    }
    return page;
  }
}
