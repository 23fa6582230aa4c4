/** A fake API over a temporary DATA_DIR seeded with the default generated network, for supertest. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Database, OutboxEmail } from '@casebridge/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDatabase } from '@casebridge/fixtures';
import { createServer } from '../../src/index.ts';
import type { CreateServerOptions, FakeApiServer } from '../../src/index.ts';
import { issueTokens } from '../../src/core/auth.ts';
import type { Clock } from '../../src/core/types.ts';
import { readableMail } from '../../src/core/mailbox.ts';

export const TEST_SECRET = new TextEncoder().encode('api-test-secret-api-test-secret!');

let cachedDb: Database | undefined;
/** The generated data is deterministic; generate it once per test file. */
export function defaultDatabase(): Database {
  cachedDb ??= generateDatabase();
  return structuredClone(cachedDb);
}

export interface TestApi {
  server: FakeApiServer;
  dataDir: string;
  http: ReturnType<typeof request>;
  /** The e-mails sent to `email`, oldest first, with their secrets (the test server's mailbox is in development mode). */
  mailsTo(email: string): OutboxEmail[];
  /**
   * An access token of any stored user, issued without a sign-in: generated users other than the demo accounts
   * have no known password (fixtures/src/password.ts).
   */
  tokenOfUser(userId: string): Promise<string>;
  /** Signs in and answers the access token. */
  tokenFor(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Development mode of the outbox (DEV_MAILBOX): on unless a test checks the default. */
  devMailbox?: boolean;
  /** The server's clock (the system clock by default): tests of time-bound rules move it. */
  clock?: Clock;
  /** Development mode of the clock (DEV_CLOCK, POST /dev/clock): off unless a test moves it through the API. */
  devClock?: boolean;
  /**
   * Period of the server's background jobs: 0 (none) by default, so that no sweep runs behind a test's back;
   * a test runs them itself (server.core.runJob(runReferralSweep)).
   */
  jobsIntervalMs?: number;
  /** TRUST_PROXY (off by default): with 1, a test picks its client address with X-Forwarded-For. */
  trustProxy?: CreateServerOptions['trustProxy'];
  /** CORS_ORIGINS: none (same-origin) by default. */
  corsOrigins?: string[];
  /** A data directory of a previous server (a restart); a new temporary one by default. */
  dataDir?: string;
}

export async function startTestApi({
  devMailbox = true,
  clock,
  devClock = false,
  jobsIntervalMs = 0,
  trustProxy,
  corsOrigins,
  ...given
}: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = given.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'cb-api-')));
  const server = await createServer({
    dataDir,
    secret: TEST_SECRET,
    seed: defaultDatabase,
    logError: () => undefined,
    devMailbox,
    devClock,
    jobsIntervalMs,
    ...(clock ? { clock } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(corsOrigins ? { corsOrigins } : {}),
  });
  const http = request(server.handler);
  const tokens = new Map<string, string>();
  return {
    server,
    dataDir,
    http,
    mailsTo: (email) =>
      [...server.store.collection('outbox').all()]
        .filter((mail) => mail.to === email)
        .map((mail) => readableMail(server.core.services, mail)),
    tokenOfUser: async (userId) => (await issueTokens(server.core.services, userId)).token,
    async tokenFor(email, password = DEMO_PASSWORD) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const res = await http.post('/api/users/login').send({ email, password });
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      const token = (res.body as { token: string }).token;
      tokens.set(email, token);
      return token;
    },
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo account playing `role` (roles as in fixtures/demo-accounts.json). */
export function demoAccount(predicate: (account: (typeof DEMO_ACCOUNTS)[number]) => boolean) {
  const account = DEMO_ACCOUNTS.find(predicate);
  if (!account) throw new Error('no such demo account');
  return account;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** supertest parser collecting a binary body (downloads) into a Buffer: `.buffer(true).parse(binaryBody)`. */
export const binaryBody = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Signs each demo role (a role of fixtures/demo-accounts.json) in once: `tokens[role]` is its Authorization header. */
export async function signInRoles(
  api: TestApi,
  roles: readonly string[],
  tokens: Record<string, Record<string, string>>,
): Promise<void> {
  for (const role of roles)
    tokens[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
}

/** The stored user of a demo role. */
export function userOfRole(api: TestApi, role: string) {
  return api.server.store.collection('users').findOne('email', demoAccount((a) => a.role === role).email)!;
}
