/**
 * WAL checkpoints on a worker thread. SQLite's automatic checkpoint runs inside the COMMIT that crosses its
 * threshold, on the main thread: it copies the log into a 1 GB database and fsyncs it, and every request
 * waited (p99 of the writes near a second at 100,000 companies). The writer turns the automatic checkpoint
 * off (wal_autocheckpoint = 0) and this thread, with its own connection, runs a PASSIVE checkpoint a few
 * times a second: it never blocks the writer or the readers, and the log restarts from its beginning once a
 * checkpoint has caught up. close() stops it; the store's own close then truncates the log.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints (ms). */
export const CHECKPOINT_EVERY_MS = 200;
/**
 * A log longer than this (frames of 4 kB: 1 GB) is restarted from its beginning once copied. Under a steady
 * stream of writes the log never restarts by itself (a restart needs every frame copied when a transaction
 * begins): at 100,000 companies it grew by some 130 kB a rename (2 GB after 15,000), and each page looked up
 * in it searched more of its index (a rename 0.85 ms on a short log, 1.2 to 1.4 ms at 1 to 3 GB). A restart
 * makes new writers wait while the last frames are copied: at 128 MB the bench's writes fell from about 870 to
 * 570 to 650 a second (p99 43 to 85 ms), so the bound is set high, for long runs and the disk's sake.
 */
export const RESTART_FRAMES = 262_144;

// CommonJS run by the worker (eval: the server is bundled, so the worker cannot be a file of its own).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    // Just after copying nearly all of it: new writers wait while the few frames left are copied (RESTART_FRAMES).
    if (log > workerData.restartFrames) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.every);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, every = CHECKPOINT_EVERY_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, every, restartFrames: RESTART_FRAMES },
  });
  worker.on('message', (message) => console.error('[fake-api] checkpoint failed:', message));
  worker.unref();
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        // Referenced again, so that the process waits for the worker to close its connection.
        worker.ref();
        worker.postMessage('stop');
      });
      return stopping;
    },
  };
}
