/**
 * Journal + snapshot. Compaction captures the state at a point where memory equals the journal (inside the
 * writer chain, after draining it), writes db.json atomically outside the chain (writes keep flowing), then
 * drops the journal prefix the snapshot covers: a truncate when nothing was appended meanwhile, else the tail
 * is copied to journal.ndjson.tmp and renamed over the journal. Replay is idempotent, so a crash between the
 * db.json rename and the journal change is safe.
 */
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Journal } from './journal.ts';
import type { WriteLog } from './memoryStore.ts';
import { syncDirectory, writeSnapshot } from './snapshotFile.ts';
import type { CapturedCollections } from './snapshotFile.ts';

export const JOURNAL_FILE = 'journal.ndjson';

export class DurableLog implements WriteLog {
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private readonly dir: string;
  private readonly journal: Journal;
  private readonly capture: () => CapturedCollections;
  private closing = false;

  constructor(
    dir: string,
    journal: Journal,
    capture: () => CapturedCollections,
    thresholdBytes: number,
    onError: (error: unknown) => void,
  ) {
    this.dir = dir;
    this.journal = journal;
    this.capture = capture;
    // A background compaction starts when the journal passes the threshold and none is queued; writes that
    // land while it runs are checked again once it ends, so the journal never stays large without a write.
    const maybeCompact = (): void => {
      if (this.closing || journal.bytes < thresholdBytes || this.queued > 0) return;
      this.compact().then(maybeCompact, onError).catch(onError);
    };
    journal.onWrite = maybeCompact;
  }

  append(line: string): void {
    this.journal.append(line);
  }

  flush(): Promise<void> {
    return this.journal.flush();
  }

  /** Writes a fresh snapshot; compactions run one at a time, in call order. */
  compact(force = true): Promise<void> {
    this.queued++;
    const run = this.queue.then(() => this.compactOnce(force)).finally(() => this.queued--);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.flush();
    await this.compact(false);
    await this.journal.close();
  }

  private async compactOnce(force: boolean): Promise<void> {
    let captured: CapturedCollections | null = null;
    let offset = 0;
    await this.journal.run(async () => {
      do await this.journal.writePending();
      while (this.journal.hasPending);
      offset = this.journal.bytes;
      if (force || offset > 0) captured = this.capture();
    });
    if (!captured) return;
    await writeSnapshot(this.dir, captured);
    await this.journal.run(() => this.dropJournalPrefix(offset));
  }

  private async dropJournalPrefix(offset: number): Promise<void> {
    if (this.journal.bytes === offset) {
      await this.journal.truncate();
      return;
    }
    const path = join(this.dir, JOURNAL_FILE);
    const rest = await this.journal.readFrom(offset);
    const temp = `${path}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.write(rest);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
    await syncDirectory(this.dir);
    await this.journal.reopen(path);
  }
}
