/**
 * A read thread (store/readPool.ts): opens the database read-only and answers the pages the pool sends it.
 * Built as dist/readWorker.js beside the server; run from its source through tsx in tests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite from 'better-sqlite3';
import { createReader } from './store/readThread.ts';
import type { ReadRequest } from './store/readThread.ts';
import { configure } from './store/database.ts';
import { attachSearch } from './store/searchFile.ts';

/** The thread's page cache, in kB. */
const THREAD_CACHE_KB = 4000;

const port = parentPort!;
const { file, searchFile } = workerData as { file: string; searchFile: string };
const db = new BetterSqlite(file, { readonly: true });
configure(db, true);
attachSearch(db, searchFile, THREAD_CACHE_KB);
// A smaller page cache than the store's connections (16 MB): a miss is a read from the OS's cache, and the
// searches' counts are decoding, not reading (a search took 5 % longer with 16 MB than with 200).
db.pragma(`cache_size = -${THREAD_CACHE_KB}`);
const read = createReader(db);
port.on('message', (message: ReadRequest | 'close') => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  port.postMessage(read(message));
});
port.postMessage('ready');
