/** npm start (fake-api): the API, the console and the portal on one port. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@casebridge/fixtures';
import { loadConfig } from './config.ts';
import { createServer } from './index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const built = (app: string) => {
  const dir = path.join(repoRoot, app, 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
};

const config = loadConfig();
const admin = built('admin');
const portal = built('portal');
const server = await createServer({
  dataDir: config.dataDir,
  port: config.port,
  tokenSecret: config.tokenSecret,
  devMailbox: config.devMailbox,
  devClock: config.devClock,
  readThreads: config.readThreads,
  sessionLimits: config.sessionLimits,
  trustProxy: config.trustProxy,
  corsOrigins: config.corsOrigins,
  staticDirs: { ...(admin ? { admin } : {}), ...(portal ? { portal } : {}) },
});

const base = server.url ?? `http://localhost:${config.port}`;
const notBuilt = ' (not built: npm run build)';
console.log(`CaseBridge fake API (data in ${config.dataDir})
  Portal   ${base}/${portal ? '' : notBuilt}
  Console  ${base}/admin/${admin ? '' : notBuilt}
  API      ${base}/api
  OpenAPI  ${base}/api/openapi.json
  Outbox   ${config.devMailbox ? 'DEV_MAILBOX: codes and temporary passwords shown' : 'codes and temporary passwords hidden (DEV_MAILBOX=1 shows them)'}
  Clock    ${config.devClock ? 'DEV_CLOCK: staff may move it forward (POST /api/dev/clock)' : 'system time (DEV_CLOCK=1 lets staff move it forward)'}
`);
const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
const passwordWidth = Math.max(8, ...DEMO_ACCOUNTS.map((a) => a.password.length));
console.log('Demo accounts');
console.log(`  ${'app'.padEnd(6)} ${'e-mail'.padEnd(width)}  ${'password'.padEnd(passwordWidth)}  role`);
for (const account of DEMO_ACCOUNTS) {
  console.log(
    `  ${account.app.padEnd(6)} ${account.email.padEnd(width)}  ${account.password.padEnd(passwordWidth)}  ${account.role}`,
  );
}

// Work that fell due while the server was down (or since the fixtures' reference day) is done a few seconds
// after the start rather than at the end of the first period; the log says when, so that a benchmark measures
// the requests after it.
const FIRST_JOBS_DELAY_MS = 5_000;
setTimeout(() => {
  const started = performance.now();
  void server.runJobs().then(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  Jobs     first run done in ${seconds} s`);
  });
}, FIRST_JOBS_DELAY_MS).unref();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the store...`);
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
