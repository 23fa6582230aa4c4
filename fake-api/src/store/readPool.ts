/**
 * Read threads: the server's JavaScript runs on one core, and a search's SQL (counting a term's matches in
 * the search index, then reading its page) is most of a search request's time. The pool hands such pages to
 * threads with read-only connections of their own (readThread.ts), so that the machine's other cores read
 * while the event loop answers other requests. A thread reads in a transaction of its own, as the store's
 * reader does: what the last commit holds (a write's answer waits for its commit, so a client reads its writes).
 *
 * A thread takes a page only while it has fewer than MAX_PENDING waiting; past that the caller reads the page
 * itself, so that the event loop's core keeps reading too rather than waiting for the threads.
 */
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from './spawnWorker.ts';
import type { ReadAnswer, ReadRequest } from './readThread.ts';
import type { ListQuery, ListResult } from './types.ts';

/**
 * Pages a thread may have waiting before the caller reads the next one itself: fewer left the thread idle,
 * more made it the bottleneck (docs/adr/0005-read-threads.md).
 */
export const MAX_PENDING = 8;

export interface ReadPool {
  /** The page, read by a thread; null when none is ready or free enough (the caller reads it itself). */
  listDocuments(table: string, query: ListQuery, omit: readonly string[]): Promise<ListResult<string>> | null;
  /** Resolves once every thread is ready to read (or has stopped). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  started: Promise<void>;
  stopped: boolean;
  pending: Map<number, { resolve: (result: ListResult<string>) => void; reject: (error: Error) => void }>;
}

/**
 * A thread's heap holds a page's few records at a time: a small young generation and a bounded old one. A thread
 * past it stops, and its pages are then read on the event loop.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 };

/** `file`: the records' database; `searchFile`: its search indexes' (searchFile.ts). */
export function startReadPool(file: string, searchFile: string, threads: number): ReadPool {
  let nextId = 0;
  let pool: Thread[] | null = null;
  // The threads start with the first search (or ready()), not with the server: on a two-core machine their
  // loading slowed the server's start past its one-second goal (ADR 0005).
  const threadsStarted = (): Thread[] => (pool ??= Array.from({ length: threads }, startThread));
  const startThread = (): Thread => {
    const worker = spawnWorker('readWorker', { file, searchFile }, RESOURCE_LIMITS);
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const thread: Thread = { worker, ready: false, started, stopped: false, pending: new Map() };
    worker.on('message', (message: ReadAnswer | 'ready') => {
      if (message === 'ready') {
        thread.ready = true;
        markStarted();
        return;
      }
      const waiting = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if ('error' in message) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    const stop = (why: string) => {
      markStarted();
      if (!thread.stopped) console.error(`[fake-api] a read thread stopped: ${why}`);
      thread.stopped = true;
      for (const waiting of thread.pending.values()) waiting.reject(new Error('The read thread stopped'));
      thread.pending.clear();
    };
    thread.worker.on('error', (error) => stop(String(error)));
    thread.worker.on('exit', (code) => stop(`exit ${code}`));
    // Like the checkpointer, a thread does not keep the process alive (close() waits for it).
    thread.worker.unref();
    return thread;
  };

  return {
    listDocuments(table, query, omit) {
      let chosen: Thread | null = null;
      for (const thread of threadsStarted()) {
        if (!thread.ready || thread.stopped || thread.pending.size >= MAX_PENDING) continue;
        if (!chosen || thread.pending.size < chosen.pending.size) chosen = thread;
      }
      if (!chosen) return null;
      const thread = chosen;
      const id = nextId++;
      return new Promise<ListResult<string>>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        const request: ReadRequest = { id, table, query, omit };
        thread.worker.postMessage(request);
      });
    },
    async ready() {
      await Promise.all(threadsStarted().map((thread) => thread.started));
    },
    async close() {
      const running = pool ?? [];
      pool = [];
      await Promise.all(
        running.map((thread) => {
          if (thread.stopped) return Promise.resolve();
          return new Promise<void>((resolve) => {
            thread.stopped = true;
            thread.worker.once('exit', () => resolve());
            thread.worker.ref();
            thread.worker.postMessage('close');
          });
        }),
      );
    },
  };
}
