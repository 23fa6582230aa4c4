/** createServer: the store, the core, the Express app and (optionally) a listening HTTP server. */
import { createServer as createHttpServer } from 'node:http';
import { handleClientError } from './http/clientError.ts';
import type { RequestListener, Server } from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import type { Database } from '@casebridge/domain';
import { createCore } from './core/handle.ts';
import { createDevClock } from './core/devClock.ts';
import { createDevMailbox } from './core/mailbox.ts';
import { DEFAULT_JOBS_INTERVAL_MS, startScheduler } from './core/scheduler.ts';
import type { ScheduledJob } from './core/scheduler.ts';
import type { Core, CoreOptions } from './core/handle.ts';
import type { Clock } from './core/types.ts';
import type { SessionLimits } from './core/sessionLimits.ts';
import { apiFirst } from './http/apiFirst.ts';
import { trustFunction } from './http/clientAddress.ts';
import type { TrustProxy } from './http/clientAddress.ts';
import { openThrottleStore } from './core/throttleStore.ts';
import { createThrottles } from './routes/accounts/throttles.ts';
import type { Sleep } from './routes/accounts/signInThrottle.ts';
import { createApp } from './http/express.ts';
import { apiRoutes, scheduledJobs } from './routes/index.ts';
import { openStore } from './store/index.ts';
import { cleanUploads, createDurableBlobStore } from './store/uploads.ts';
import type { Store } from './store/index.ts';
import {
  KEEP_ALIVE_TIMEOUT_MS,
  loadSecret,
  REFRESH_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  UPLOADS_DIR,
} from './config.ts';

export interface CreateServerOptions {
  dataDir: string;
  /** Listen on this port (0: any free port); omit to get the app without listening. */
  port?: number;
  host?: string;
  staticDirs?: { admin?: string; portal?: string };
  /** Defaults to TOKEN_SECRET / DATA_DIR/secret.key. */
  secret?: Uint8Array;
  tokenSecret?: string | null;
  clock?: Clock;
  /**
   * Initial data when db.json is missing; defaults to the generated demo network moved forward to the clock's
   * day (fixtures shiftToNow). A given seed is used as it is.
   */
  seed?: () => Database | Promise<Database>;
  logError?: CoreOptions['logError'];
  /** Development mode of the outbox (config.ts, DEV_MAILBOX): e-mailed secrets shown in it. */
  devMailbox?: boolean;
  /**
   * Development mode of the clock (config.ts, DEV_CLOCK): the server's time is `clock` (the system's by
   * default) plus an offset staff move forward with POST /dev/clock.
   */
  devClock?: boolean;
  /** Period of the background jobs (the referral sweep); default 60 s, 0 disables them. */
  jobsIntervalMs?: number;
  /** Threads reading searches' pages beside the event loop (config.ts READ_THREADS); none by default. */
  readThreads?: number;
  /** Sessions' idle limits and lifetimes (config.ts SESSION_*); SESSION_LIMITS by default. */
  sessionLimits?: SessionLimits;
  /** Whose X-Forwarded-For gives the client's address (config.ts TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Other origins allowed to call the API (config.ts CORS_ORIGINS); none (same-origin) by default. */
  corsOrigins?: readonly string[];
  /** How a slowed-down sign-in waits (routes/accounts/signInThrottle.ts); tests pass one that does not. */
  throttleSleep?: Sleep;
}

export interface FakeApiServer {
  app: Express;
  /** What the HTTP server runs: API reads straight to the core, everything else through `app`. */
  handler: RequestListener;
  core: Core;
  store: Store;
  server: Server | null;
  /** http://host:port when listening. */
  url: string | null;
  /** Runs every background job now, its backlog included (what each period does). */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

export async function createServer(options: CreateServerOptions): Promise<FakeApiServer> {
  const dataDir = path.resolve(options.dataDir);
  const secret = options.secret ?? (await loadSecret(dataDir, options.tokenSecret ?? null));
  // The generator (and faker) load only when there is no data to open. The demo network, generated at the
  // fixtures' reference date, is moved to the server's day so that its recent events stay recent.
  const seed =
    options.seed ??
    (async () => {
      const { generateDatabase, shiftToNow } = await import('@casebridge/fixtures/generate');
      return shiftToNow(generateDatabase(), (options.clock ?? systemClock).now());
    });
  const store = await openStore({
    dir: dataDir,
    seed,
    ...(options.readThreads ? { readThreads: options.readThreads } : {}),
  });
  const uploadsDir = path.join(dataDir, UPLOADS_DIR);
  await cleanUploads(uploadsDir, store);
  const baseClock = options.clock ?? systemClock;
  // The throttles' counters persist in DATA_DIR/throttles.db (core/throttleStore.ts).
  const throttleStore = openThrottleStore(dataDir);
  const devClock = options.devClock ? createDevClock(baseClock) : undefined;
  const services = {
    store,
    clock: devClock ?? baseClock,
    ...(devClock ? { devClock } : {}),
    secret,
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    refreshTtlSeconds: REFRESH_TTL_SECONDS,
    ...(options.sessionLimits ? { sessionLimits: options.sessionLimits } : {}),
    uploads: createDurableBlobStore(uploadsDir),
    ...(options.devMailbox ? { mailbox: createDevMailbox() } : {}),
    throttles: createThrottles(throttleStore, options.throttleSleep),
  };
  const core = createCore(services, apiRoutes(), options.logError ? { logError: options.logError } : {});
  const trustProxy = trustFunction(options.trustProxy ?? false);
  const corsOrigins = new Set(options.corsOrigins ?? []);
  const app = createApp({
    core,
    trustProxy,
    corsOrigins,
    ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
  });
  const handler = apiFirst(core, app, { trustProxy, corsOrigins });
  // The background jobs (the referral sweep) run on the server's clock, each under the write lock.
  const logJobError = (error: unknown, job: ScheduledJob) => {
    if (options.logError)
      options.logError(error, { method: 'POST', path: `(job ${job.name})`, query: {}, headers: {} });
    else console.error(`[fake-api] job ${job.name} failed:`, error);
  };
  const jobsIntervalMs = options.jobsIntervalMs ?? DEFAULT_JOBS_INTERVAL_MS;
  const scheduler = startScheduler(core, scheduledJobs, jobsIntervalMs, logJobError);

  let server: Server | null = null;
  let url: string | null = null;
  if (options.port !== undefined) {
    const host = options.host ?? '0.0.0.0';
    const listening = createHttpServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, handler);
    listening.on('clientError', handleClientError);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(options.port, host, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    server = listening;
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  }

  let closing: Promise<void> | null = null;
  return {
    app,
    handler,
    core,
    store,
    server,
    url,
    runJobs: () => scheduler.tick(),
    close() {
      closing ??= (async () => {
        await scheduler.stop();
        if (server) {
          const open = server;
          await new Promise<void>((resolve) => {
            open.close(() => resolve());
            open.closeAllConnections();
          });
        }
        await store.close();
        throttleStore.close();
      })();
      return closing;
    },
  };
}

export { createApp } from './http/express.ts';
export { createCore } from './core/handle.ts';
export { apiRoutes } from './routes/index.ts';
export { buildOpenApi } from './openapi/build.ts';
export type { Core } from './core/handle.ts';
