/**
 * WAL checkpoints on a worker thread, and the log's restarts at the writer's pace.
 *
 * SQLite's automatic checkpoint runs inside the COMMIT that crosses its threshold, on the main thread, and
 * every request waited for it (docs/adr/0004-checkpoints-on-a-thread.md). The writer turns it off
 * (wal_autocheckpoint = 0) and this thread, with its own connection, runs a PASSIVE checkpoint a few times a
 * second: it never blocks the writer or the readers.
 *
 * The log only restarts from its beginning when a write transaction begins with every frame copied, which a
 * steady stream of writes never leaves time for: the log kept growing, and every COMMIT extended the file
 * (new blocks for the file system to allocate, and a new size for each fsync to record). So once the log is
 * past RESTART_FRAMES and the checkpoints have copied nearly all of it, the worker says so (`restartDue`); the
 * store's next write transaction waits, before it begins, for restart(): a checkpoint of the few frames left
 * (no lock stands in its way: the store holds none then), after which that transaction writes the log from
 * its beginning, over frames already copied. Requests wait for it asynchronously; reads go on.
 * close() stops the worker; the store's own close then truncates the log.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints (ms). */
export const CHECKPOINT_EVERY_MS = 200;
/**
 * A log longer than this (frames of 4 kB: 1 GB) is restarted from its beginning by the next write
 * transaction, which waits for the last frames to be copied and the database fsynced (every writer waiting):
 * the larger the bound, the rarer those waits (docs/adr/0004-checkpoints-on-a-thread.md). The log file keeps
 * its size on disk (openStore's journal_size_limit): written over, not grown. A crash leaves up to that much
 * log to read at the next start.
 */
export const RESTART_FRAMES = 262_144;
/** The frames a restart may have left to copy (the writes wait while it copies them). */
export const RESTART_LEFT_FRAMES = 256;

/**
 * After a periodic checkpoint found the log `log` frames long: whether a restart is due, and the log's length
 * at the last restart while the writer has not yet written the log from its beginning (0: none awaited). Until
 * it has, the log is as long as then, and no new restart is due; it has once the log is shorter, and that
 * restart did not happen once the log grew a bound longer. Run by the worker (its source is copied there).
 */
export function nextRestart(
  log: number,
  restartedAt: number,
  bound: number,
): { due: boolean; restartedAt: number } {
  const awaited = restartedAt !== 0 && log >= restartedAt && log <= restartedAt + bound ? restartedAt : 0;
  return { due: log > bound && awaited === 0, restartedAt: awaited };
}

// CommonJS run by the worker (eval: the server is bundled, so the worker cannot be a file of its own).
const WORKER_SOURCE = `
const nextRestart = ${nextRestart.toString()};
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const checkpoint = (mode) => db.pragma('wal_checkpoint(' + mode + ')')[0];
// When the writer was told the log can restart: the periodic checkpoints wait a second for it to ask (a pass
// under way would delay the restart), then go on (a writer that does not ask keeps its log copied).
let dueSince = 0;
// The log's length at the last restart, until the writer wrote it from its beginning (nextRestart).
let restartedAt = 0;
const timer = setInterval(() => {
  if (dueSince && Date.now() - dueSince < 1000) return;
  try {
    let { log, checkpointed } = checkpoint('PASSIVE');
    const next = nextRestart(log, restartedAt, workerData.restartFrames);
    restartedAt = next.restartedAt;
    if (!next.due || dueSince) return;
    // Again, for the frames written during the pass before (a few times at most): the restart then has only
    // a few left to copy, and the writes wait that long.
    for (let pass = 0; pass < 4 && log - checkpointed > workerData.restartLeft; pass++)
      ({ log, checkpointed } = checkpoint('PASSIVE'));
    dueSince = Date.now();
    parentPort.postMessage({ type: 'due' });
  } catch (error) { parentPort.postMessage({ type: 'failed', message: String(error) }); }
}, workerData.every);
parentPort.on('message', (message) => {
  if (message === 'restart') {
    let restarted = false;
    try {
      const { log, checkpointed } = checkpoint('PASSIVE');
      restarted = log === checkpointed;
      restartedAt = log;
    } catch (error) {
      parentPort.postMessage({ type: 'failed', message: String(error) });
    }
    dueSince = 0;
    parentPort.postMessage({ type: 'restarted', restarted });
    return;
  }
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Whether the log is long and copied nearly whole: the next write transaction waits for restart() first. */
  readonly restartDue: boolean;
  /**
   * Copies the log's last frames (no write transaction may be open) so that the next one writes it from its
   * beginning; answers whether every frame was copied and no reader still used the log.
   */
  restart(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface CheckpointerOptions {
  every?: number;
  restartFrames?: number;
}

type WorkerMessage =
  { type: 'due' } | { type: 'restarted'; restarted: boolean } | { type: 'failed'; message: string };

export function startCheckpointer(file: string, options: CheckpointerOptions = {}): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver,
      every: options.every ?? CHECKPOINT_EVERY_MS,
      restartFrames: options.restartFrames ?? RESTART_FRAMES,
      restartLeft: RESTART_LEFT_FRAMES,
    },
  });
  let due = false;
  let restarting: { promise: Promise<boolean>; resolve: (restarted: boolean) => void } | null = null;
  let stopping: Promise<void> | null = null;
  // A worker that failed leaves no restart waiting, and none due.
  worker.on('error', (error) => console.error('[fake-api] checkpointer failed:', error));
  worker.on('exit', () => {
    due = false;
    restarting?.resolve(false);
    restarting = null;
  });
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'due') due = true;
    else if (message.type === 'failed') console.error('[fake-api] checkpoint failed:', message.message);
    else {
      due = false;
      if (!stopping) worker.unref();
      restarting?.resolve(message.restarted);
      restarting = null;
    }
  });
  worker.unref();
  return {
    get restartDue() {
      return due && !stopping;
    },
    restart() {
      if (!restarting) {
        let resolve!: (restarted: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        restarting = { promise, resolve };
        // Referenced while the restart is under way: a process with nothing else to do must wait for it.
        worker.ref();
        worker.postMessage('restart');
      }
      return restarting.promise;
    },
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
