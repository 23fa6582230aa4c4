/**
 * Server configuration from the environment: PORT, DATA_DIR, TOKEN_SECRET, DEV_MAILBOX, DEV_CLOCK, TRUST_PROXY,
 * CORS_ORIGINS.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sessionLimitsFromEnv } from './core/sessionLimits.ts';
import type { SessionLimits } from './core/sessionLimits.ts';
import { parseTrustProxy } from './http/clientAddress.ts';
import type { TrustProxy } from './http/clientAddress.ts';
import { parseCorsOrigins } from './http/cors.ts';

export const DEFAULT_PORT = 3000;
/**
 * How long the server keeps an idle keep-alive connection open. Node's default, 5 s, is shorter than clients
 * such as Playwright's request context keep an idle socket to reuse it: a request sent on one as the server
 * closed it failed with ECONNRESET (one CI run). The server should outlast its clients' idle connections, as
 * behind a load balancer (60 s), not the other way round.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Access tokens live 15 minutes, refresh tokens 7 days. */
export const TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SECRET_FILE = 'secret.key';
export const UPLOADS_DIR = 'uploads';

export interface Config {
  port: number;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** TOKEN_SECRET when set; otherwise a secret persisted in DATA_DIR/secret.key. */
  tokenSecret: string | null;
  /**
   * DEV_MAILBOX=1 (or true): development mode of the outbox. The codes and temporary passwords e-mailed since
   * the start are kept in memory and shown in the console's Outbox, so a demo can sign up or reset a password.
   * Off by default: then no one, staff included, can read a secret sent to someone else.
   */
  devMailbox: boolean;
  /**
   * DEV_CLOCK=1 (or true): development mode of the server's clock. Internal staff (System Admin, Super User)
   * may move it forward with POST /api/dev/clock, so a demo or a browser test sees a week pass (case invite
   * reminders and expiry). Off by default: the clock is the system's and the route answers 403.
   */
  devClock: boolean;
  /**
   * READ_THREADS: threads that read searches' pages beside the event loop (store/readPool.ts), 0 to 16;
   * default 1. At 100,000 companies on a two-core machine, one thread took the searches from 2,300-2,900 to
   * 3,350-4,050 requests a second, peak memory 221 MB; two, to 4,170-4,700, but 317 MB (the goal is 300).
   */
  readThreads: number;
  /**
   * Sessions' idle limits (minutes) and lifetimes (hours), whole numbers: SESSION_IDLE_MINUTES_INTERNAL (30),
   * SESSION_LIFETIME_HOURS_INTERNAL (12), SESSION_IDLE_MINUTES_EXTERNAL (120), SESSION_LIFETIME_HOURS_EXTERNAL
   * (24), SESSION_IDLE_MINUTES_STAY (10080), SESSION_LIFETIME_HOURS_STAY (336); core/sessionLimits.ts.
   */
  sessionLimits: SessionLimits;
  /**
   * TRUST_PROXY: whose X-Forwarded-For gives the client's address (throttling): off by default (the socket's
   * address), a hop count (1) or the proxies' addresses/subnets (loopback, 10.0.0.0/8); http/clientAddress.ts.
   */
  trustProxy: TrustProxy;
  /** CORS_ORIGINS: comma-separated other origins allowed to call the API; none (same-origin) by default. */
  corsOrigins: string[];
}

export const DEFAULT_READ_THREADS = 1;

const flag = (value: string | undefined) => ['1', 'true'].includes((value ?? '').toLowerCase());

/**
 * DATA_DIR resolves against the directory the command was typed in: INIT_CWD under `npm run` (which
 * otherwise moves into the workspace), the process cwd elsewhere.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = env['INIT_CWD'] || process.cwd(),
): Config {
  const port = env['PORT'] ? Number(env['PORT']) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const readThreads = env['READ_THREADS'] ? Number(env['READ_THREADS']) : DEFAULT_READ_THREADS;
  if (!Number.isInteger(readThreads) || readThreads < 0 || readThreads > 16)
    throw new Error(`READ_THREADS must be a number from 0 to 16, got ${env['READ_THREADS']}`);
  return {
    port,
    dataDir: path.resolve(cwd, env['DATA_DIR'] || './data'),
    tokenSecret: env['TOKEN_SECRET'] || null,
    devMailbox: flag(env['DEV_MAILBOX']),
    devClock: flag(env['DEV_CLOCK']),
    readThreads,
    sessionLimits: sessionLimitsFromEnv(env),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    corsOrigins: parseCorsOrigins(env['CORS_ORIGINS']),
  };
}

/** The signing secret: TOKEN_SECRET, or DATA_DIR/secret.key (created with 32 random bytes on first start). */
export async function loadSecret(dataDir: string, tokenSecret: string | null): Promise<Uint8Array> {
  if (tokenSecret) return new TextEncoder().encode(tokenSecret);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text) return Buffer.from(text, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600 });
  return secret;
}
