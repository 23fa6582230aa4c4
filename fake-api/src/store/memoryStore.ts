/**
 * The Store: collections in memory; writes apply synchronously and, when a write log is attached,
 * are queued to the journal. Stored records are deep-frozen JSON copies (exactly what a reload gives back),
 * replaced, never mutated, on update.
 */
import { randomUUID } from 'node:crypto';
import type { CollectionName, Database, RecordOf } from '@casebridge/domain';
import { MemoryCollection } from './collection.ts';
import { DuplicateIdError, NotFoundError, StoreClosedError } from './errors.ts';
import { deepFreeze } from './fields.ts';
import type { StoredRecord } from './fields.ts';
import type { JournalOp } from './journal.ts';
import { COLLECTION_NAMES, SEARCH_FIELDS } from './searchFields.ts';
import type { CapturedCollections } from './snapshotFile.ts';
import type { Collection, Store } from './types.ts';

/** Where writes go to become durable (see durableLog.ts). */
export interface WriteLog {
  append(line: string): void;
  flush(): Promise<void>;
  compact(): Promise<void>;
  close(): Promise<void>;
}

type AnyCollection = MemoryCollection<StoredRecord>;

export class MemoryStore implements Store {
  private readonly collections = new Map<CollectionName, AnyCollection>();
  private log: WriteLog | null = null;
  private closed = false;

  /** Takes ownership of the records (they are frozen); records without a string id get one. */
  constructor(data: Partial<Record<string, unknown>>) {
    for (const name of COLLECTION_NAMES) {
      const source = data[name];
      const records = Array.isArray(source) ? source.filter(isObject).map(withStringId) : [];
      this.collections.set(name, new MemoryCollection(name, SEARCH_FIELDS[name], records.map(deepFreeze)));
    }
  }

  attach(log: WriteLog): void {
    this.log = log;
  }

  collection<C extends CollectionName>(name: C): Collection<RecordOf<C>> {
    return this.get(name) as unknown as Collection<RecordOf<C>>;
  }

  insert<C extends CollectionName>(name: C, record: Omit<RecordOf<C>, 'id'> & { id?: string }): RecordOf<C> {
    const { id: given, ...fields } = record;
    const id = given === undefined || given === null ? randomUUID() : String(given);
    if (this.get(name).has(id)) throw new DuplicateIdError(name, id);
    return this.put(name, { id, ...fields }) as RecordOf<C>;
  }

  update<C extends CollectionName>(name: C, id: string, patch: Partial<RecordOf<C>>): RecordOf<C> {
    const previous = this.get(name).get(id);
    if (!previous) throw new NotFoundError(name, id);
    return this.put(name, { ...previous, ...patch, id }) as RecordOf<C>;
  }

  remove<C extends CollectionName>(name: C, id: string): RecordOf<C> {
    this.assertOpen();
    const previous = this.get(name).delete(id);
    if (!previous) throw new NotFoundError(name, id);
    this.log?.append(`{"c":${JSON.stringify(name)},"op":"del","id":${JSON.stringify(id)}}\n`);
    return previous as RecordOf<C>;
  }

  flush(): Promise<void> {
    return this.log ? this.log.flush() : Promise.resolve();
  }

  compact(): Promise<void> {
    return this.log ? this.log.compact() : Promise.resolve();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.log?.close();
  }

  snapshot(): Database {
    return Object.fromEntries(this.capture()) as unknown as Database;
  }

  /** Every collection's records at this instant (records are immutable, so the arrays are a consistent copy). */
  capture(): CapturedCollections {
    return COLLECTION_NAMES.map((name) => [name, [...this.get(name).all()]] as const);
  }

  /** Applies journal operations (idempotent: puts carry whole records); unknown collections are skipped. */
  replay(ops: readonly JournalOp[]): void {
    for (const op of ops) {
      const collection = this.collections.get(op.c as CollectionName);
      if (!collection) continue;
      if (op.op === 'put') collection.put(deepFreeze(op.r));
      else collection.delete(op.id);
    }
  }

  private put(name: CollectionName, candidate: StoredRecord): StoredRecord {
    this.assertOpen();
    const json = JSON.stringify(candidate);
    const record = deepFreeze(JSON.parse(json) as StoredRecord);
    this.get(name).put(record);
    this.log?.append(
      `{"c":${JSON.stringify(name)},"op":"put","id":${JSON.stringify(record.id)},"r":${json}}\n`,
    );
    return record;
  }

  private get(name: CollectionName): AnyCollection {
    const collection = this.collections.get(name);
    if (!collection) throw new Error(`Unknown collection: ${String(name)}`);
    return collection;
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function withStringId(record: Record<string, unknown>): StoredRecord {
  if (typeof record.id === 'string') return record as unknown as StoredRecord;
  return { ...record, id: record.id === undefined || record.id === null ? randomUUID() : String(record.id) };
}
