/**
 * journal.ndjson: one operation per line, appended and fsynced before a write is acknowledged.
 * Group commit: every line appended during one event-loop turn (and while the previous fsync runs) goes
 * out in a single append + fdatasync. One promise chain serialises all file work, so journal order is
 * apply order.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { CorruptDataError } from './errors.ts';

export type JournalOp =
  { c: string; op: 'put'; id: string; r: { id: string } } | { c: string; op: 'del'; id: string };

export class Journal {
  /** Bytes in the file (everything written so far). */
  bytes: number;
  private handle: FileHandle;
  private pending: string[] = [];
  private scheduled = false;
  private tail: Promise<unknown> = Promise.resolve();
  private failure: unknown = null;
  /** Called after each batch reaches the disk (the compaction trigger). */
  onWrite: (() => void) | null = null;

  private constructor(handle: FileHandle, bytes: number) {
    this.handle = handle;
    this.bytes = bytes;
  }

  static async open(path: string): Promise<Journal> {
    const handle = await open(path, 'a+');
    return new Journal(handle, (await handle.stat()).size);
  }

  /** Queues a line (ending in '\n'); it is durable once a later flush() resolves. */
  append(line: string): void {
    this.pending.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    void this.run(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await this.writePending();
      this.onWrite?.();
    }).catch(() => undefined);
  }

  /** Resolves when every line appended so far is on disk; rejects if a journal write failed. */
  async flush(): Promise<void> {
    await this.tail;
    if (this.failure) throw this.failure;
  }

  /** Runs `task` after every file operation queued before it. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Writes the queued lines until none are left (call inside run()). */
  async writePending(): Promise<void> {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const data = Buffer.from(this.pending.join(''));
      this.pending = [];
      if (this.failure) throw this.failure;
      try {
        await this.handle.appendFile(data);
        await this.handle.datasync();
      } catch (error) {
        this.failure = error;
        throw error;
      }
      this.bytes += data.length;
    }
  }

  /** Reads bytes [from, this.bytes) of the file. */
  async readFrom(from: number): Promise<Buffer> {
    const buffer = Buffer.alloc(this.bytes - from);
    if (buffer.length > 0) await this.handle.read(buffer, 0, buffer.length, from);
    return buffer;
  }

  /** Empties the file (call inside run()). */
  async truncate(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.datasync();
    this.bytes = 0;
  }

  /** Switches to a freshly renamed file at the same path (call inside run()). */
  async reopen(path: string): Promise<void> {
    const handle = await open(path, 'a+');
    const previous = this.handle;
    this.handle = handle;
    this.bytes = (await handle.stat()).size;
    await previous.close();
  }

  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
    await this.run(() => this.handle.close());
  }
}

/** Parses journal text. A damaged last line (a write torn by a crash) is ignored; damage elsewhere throws. */
export function parseJournal(text: string): { ops: JournalOp[]; tornTail: boolean } {
  const lines = text.split('\n');
  const ops: JournalOp[] = [];
  let tornTail = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const op = parseOp(line);
    if (op) ops.push(op);
    else if (lines.slice(i + 1).every((rest) => rest.trim() === '')) tornTail = true;
    else throw new CorruptDataError(`journal.ndjson line ${i + 1} is damaged`);
  }
  return { ops, tornTail };
}

function parseOp(line: string): JournalOp | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { c, op, id, r } = value as Record<string, unknown>;
  if (typeof c !== 'string' || typeof id !== 'string') return null;
  if (op === 'del') return { c, op, id };
  if (op === 'put' && r !== null && typeof r === 'object' && (r as { id?: unknown }).id === id) {
    return { c, op, id, r: r as { id: string } };
  }
  return null;
}
