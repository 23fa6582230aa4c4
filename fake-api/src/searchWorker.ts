/**
 * The search thread (store/searchThread.ts): applies the writes' queued search changes to the search file every
 * `every` ms, or at once when asked ('now'), and tidies the indexes while no change comes. Built as
 * dist/searchWorker.js beside the server; run from its source through tsx in tests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite from 'better-sqlite3';
import { configure } from './store/database.ts';
import { createSearchApplier } from './store/searchApplier.ts';
import { attachSearch } from './store/searchFile.ts';
import type { SearchThreadMessage, SearchWorkerData } from './store/searchThread.ts';
import { SEARCH_SCHEMA } from './store/sql/searchSchema.ts';

/** The page caches, in kB: of the records' file (the text of the records applied) and of the search file. */
const RECORDS_CACHE_KB = 2000;
const SEARCH_CACHE_KB = 8000;
/** How long one tick may spend merging pieces of an index (ms). */
const TIDY_BUDGET_MS = 20;

const port = parentPort!;
const { file, searchFile, every } = workerData as SearchWorkerData;
const db = new BetterSqlite(file);
configure(db);
db.pragma(`cache_size = -${RECORDS_CACHE_KB}`);
attachSearch(db, searchFile, SEARCH_CACHE_KB);
// An applied change is on disk before the writer deletes it from the queue.
db.pragma(`${SEARCH_SCHEMA}.synchronous = FULL`);
const applier = createSearchApplier(db);
const send = (message: SearchThreadMessage) => port.postMessage(message);
let lastChangeAt = performance.now();

function tick(): void {
  try {
    const { last, count } = applier.apply();
    if (count > 0) {
      lastChangeAt = performance.now();
      send({ type: 'applied', applied: last });
      return;
    }
    const until = performance.now() + TIDY_BUDGET_MS;
    while (performance.now() < until && applier.tidy(performance.now() - lastChangeAt));
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

const timer = setInterval(tick, every);
port.on('message', (message: 'now' | 'close') => {
  if (message === 'now') return tick();
  clearInterval(timer);
  db.close();
  port.close();
});
send({ type: 'applied', applied: applier.applied() });
