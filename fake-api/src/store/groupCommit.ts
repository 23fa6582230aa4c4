/**
 * Group commit: the requests finished while a write transaction is open commit together, and are answered once
 * their COMMIT is on disk, the write-ahead log fsynced on the thread pool (one fsync for the group).
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * How long a flush may wait for the requests that keep coming before their group commits anyway; and, while
 * writes come concurrently (the last group held more than one request), how long a group waits from its first
 * request for others to join it. A larger group shares the pages its requests change and its log sync
 * (docs/adr/0003-group-commit.md). A client writing alone (each request after the last one's answer) is never
 * held back.
 */
const GROUP_COMMIT_MS = 4;

/** What the group commit needs of its store. */
export interface GroupHost {
  /** Whether a write transaction is open. */
  inTransaction(): boolean;
  /** Whether a request is running inside it (its group cannot commit then). */
  busy(): boolean;
  /** Commits the open transaction (throws when it cannot). */
  commit(): void;
}

interface Waiter {
  since: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private scheduled = false;
  /** How many requests the last group commit answered (more than one: writes are coming concurrently). */
  private lastGroup = 0;
  private readonly waiters: Waiter[] = [];
  private walHandle: Promise<FileHandle> | null = null;
  /** The log syncs under way (close waits for them). */
  private readonly syncs = new Set<Promise<void>>();

  /**
   * `walFile`: the write-ahead log, when COMMIT only writes it (`synchronous = NORMAL`: openStore) and the group
   * fsyncs it before answering; none in memory.
   */
  constructor(
    private readonly host: GroupHost,
    private readonly walFile?: string,
  ) {}

  /** Resolves once every write made so far is committed and on disk. */
  flush(): Promise<void> {
    // Committed already (by a group that closed meanwhile): answered once that group's log sync is done.
    if (!this.host.inTransaction()) return Promise.all([...this.syncs]).then(() => undefined);
    return new Promise((resolve, reject) => {
      this.waiters.push({ since: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  /** Between requests, commits when a flush has waited long enough (under a steady stream of requests). */
  commitIfDue(): void {
    const oldest = this.waiters[0];
    if (!this.host.busy() && oldest && performance.now() - oldest.since >= GROUP_COMMIT_MS) this.commitNow();
  }

  commitNow(): void {
    const waiters = this.waiters.splice(0);
    this.lastGroup = waiters.length;
    try {
      if (this.host.inTransaction()) this.host.commit();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    if (!this.walFile) {
      for (const waiter of waiters) waiter.resolve();
      return;
    }
    // The group is answered once its COMMIT is on disk: this fsync starts after the COMMIT returned. The next
    // group's requests run meanwhile.
    const sync = this.syncLog().then(
      () => {
        for (const waiter of waiters) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of waiters) waiter.reject(error);
      },
    );
    this.syncs.add(sync);
    void sync.finally(() => this.syncs.delete(sync));
  }

  /** Waits for the syncs under way, then closes the log's handle. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.syncs]);
    await this.walHandle?.then((handle) => handle.close()).catch(() => undefined);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const due = () => {
      this.scheduled = false;
      const oldest = this.waiters[0];
      const wait = oldest && this.lastGroup > 1 ? GROUP_COMMIT_MS - (performance.now() - oldest.since) : 0;
      if (wait > 0) {
        this.scheduled = true;
        setTimeout(due, wait);
      } else if (!this.host.busy()) this.commitNow();
      else if (this.waiters.length > 0) this.schedule();
    };
    setImmediate(due);
  }

  /**
   * fdatasync of the write-ahead log: what `synchronous = FULL` does inside COMMIT, on the thread pool instead
   * of the event loop. The log file stays the same file while the writer is open (a checkpoint truncates it,
   * never replaces it); its directory entry is made durable once, when first opened here.
   */
  private async syncLog(): Promise<void> {
    const file = this.walFile!;
    this.walHandle ??= (async () => {
      const handle = await open(file, 'r');
      const dir = await open(dirname(file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      return handle;
    })();
    await (await this.walHandle).datasync();
  }
}
