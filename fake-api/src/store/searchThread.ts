/**
 * The search thread, seen from the store: a worker (searchWorker.ts, searchApplier.ts) that applies the changes
 * the writes queue (sql/searchQueue.ts) to the search file (searchFile.ts) every APPLY_EVERY_MS, so that the
 * event loop never writes a search index: the event loop's core bounded the writes while the other idled
 * (docs/adr/0002-search-in-its-own-file.md).
 *
 * The store learns the last change applied from its messages; `caughtUp(n)` resolves once change n is applied
 * (asking the thread to apply at once), for a search that must see the last writes (SqliteStore.catchUpSearch).
 * The thread starts with the first need, not with the server (like the read threads: readPool.ts), and again
 * after it stopped.
 */
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from './spawnWorker.ts';

/** How often the thread applies queued changes (ms): more often, its fsyncs compete with the log's (ADR 0002). */
export const APPLY_EVERY_MS = 200;

export interface SearchThreadOptions {
  /** How often the thread applies the queued changes (ms); APPLY_EVERY_MS by default. */
  every?: number;
}

export interface SearchWorkerData {
  file: string;
  searchFile: string;
  every: number;
}

export type SearchThreadMessage = { type: 'applied'; applied: number } | { type: 'failed'; message: string };

export interface SearchThread {
  /** Called with the last change applied whenever it moves (set by the store). */
  onApplied: (applied: number) => void;
  /** Resolves once change `n` is applied; rejects if the thread stops first. */
  caughtUp(n: number): Promise<void>;
  /** Starts the thread when it is not running (it then applies the queue every `every` ms). */
  start(): void;
  /** Asks the thread to apply what is queued now (started if need be). */
  nudge(): void;
  close(): Promise<void>;
}

interface Waiter {
  n: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

export function startSearchThread(
  file: string,
  searchFile: string,
  options: SearchThreadOptions = {},
): SearchThread {
  const data: SearchWorkerData = { file, searchFile, every: options.every ?? APPLY_EVERY_MS };
  let worker: Worker | null = null;
  let applied = Number.NEGATIVE_INFINITY;
  let closed = false;
  const waiters: Waiter[] = [];

  const settle = (error?: Error) => {
    for (let at = waiters.length - 1; at >= 0; at--) {
      const waiter = waiters[at]!;
      if (!error && waiter.n > applied) continue;
      waiters.splice(at, 1);
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = spawnWorker('searchWorker', data);
    worker = started;
    started.on('message', (message: SearchThreadMessage) => {
      if (message.type === 'failed') {
        console.error(`[fake-api] the search thread could not apply the search changes: ${message.message}`);
        return;
      }
      if (message.applied <= applied) return;
      applied = message.applied;
      thread.onApplied(applied);
      settle();
    });
    const stopped = (why: string) => {
      if (worker !== started) return;
      worker = null;
      if (!closed) console.error(`[fake-api] the search thread stopped: ${why}`);
      settle(new Error('The search thread stopped'));
    };
    started.on('error', (error) => stopped(String(error)));
    started.on('exit', (code) => stopped(`exit ${code}`));
    // Like the checkpointer, the thread does not keep the process alive (close() waits for it).
    started.unref();
    return started;
  };

  const thread: SearchThread = {
    onApplied: () => {},
    caughtUp(n) {
      if (applied >= n) return Promise.resolve();
      if (closed) return Promise.reject(new Error('The search thread is closed'));
      const promise = new Promise<void>((resolve, reject) => waiters.push({ n, resolve, reject }));
      thread.nudge();
      return promise;
    },
    start() {
      if (!closed) start();
    },
    nudge() {
      if (!closed) start().postMessage('now');
    },
    async close() {
      closed = true;
      const running = worker;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.ref();
        running.postMessage('close');
      });
    },
  };
  return thread;
}
