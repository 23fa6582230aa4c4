/**
 * npm run bench: the fake API at scale (default 100,000 companies, about 1.3 million records) next to Express's
 * hello world, measured right before each request in the same run, against the goals of issue 20. The data
 * directory is generated once by the fixtures (.data/bench-<companies>, reused by later runs); the API runs as the JavaScript npm start
 * runs (fake-api/dist). Prints one table: each request's req/s and p99 next to hello world's and the ratio,
 * the goal and whether it is met; then startup to first answer, peak memory and the apps' gzipped JavaScript.
 * Each row is measured in ROUNDS rounds (hello world, then the request), and their medians are reported.
 * Then a mixed soak (every request of the table in turn, --soak seconds, 0 for none) with the server's resident
 * memory sampled each second: it must stay flat.
 * Run: npm run bench [-- --companies N --seconds S --connections C --rounds R --only TEXT --soak S]
 * (--only: the rows whose request contains TEXT, and the reference row, for a quick look at a few rows; no soak)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import BetterSqlite from 'better-sqlite3';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@casebridge/fixtures';
import type * as SizeScript from '../../scripts/size.mjs';
import { SCHEMA_VERSION } from '../src/store/sql/schema.ts';
import { machine, median, printReport, type Row, type Soak } from './report.ts';

type SizeModule = typeof SizeScript;

const ROOT = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    soak: { type: 'string', default: '60' },
  },
});
const COMPANIES = Number(values.companies);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Math.max(1, Number(values.rounds));
const DATA_DIR = join(ROOT, '.data', `bench-${COMPANIES}`);

/**
 * The data directory, written by the fixtures CLI on the first run, and again when the store's schema changed
 * since: the API would rebuild it at its start, and the bench would measure that.
 */
function ensureData(): void {
  const file = join(DATA_DIR, 'casebridge.db');
  if (existsSync(file)) {
    const db = new BetterSqlite(file, { readonly: true });
    const version = db.pragma('user_version', { simple: true });
    db.close();
    if (version === SCHEMA_VERSION) return;
    console.log(`${DATA_DIR} is of schema version ${String(version)}, not ${SCHEMA_VERSION}: written anew.`);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
  console.log(`Writing ${COMPANIES.toLocaleString('en-US')} companies to ${DATA_DIR} (once)...`);
  const cli = join(ROOT, 'fixtures', 'src', 'cli.ts');
  const args = ['--import', 'tsx', '--max-semi-space-size=64', cli, '--companies', String(COMPANIES)];
  const result = spawnSync(process.execPath, [...args, '--out', DATA_DIR], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function listen(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const match = pattern.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Peak resident memory of a process so far (Linux), in MB. */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Resident memory of a process now (Linux), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The mixed soak: every request of `steps` in turn for `seconds`, resident memory sampled each second. */
async function soak(
  url: string,
  headers: Record<string, string>,
  steps: readonly (() => Request)[],
  seconds: number,
  pid: number,
): Promise<Soak> {
  let turn = 0;
  const next = () => steps[turn++ % steps.length]!();
  const samplesMb: number[] = [];
  const sampler = setInterval(() => samplesMb.push(residentMb(pid)), 1000);
  try {
    const result = await autocannon({
      url: `${url}${next().path}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers,
      // Fresh headers each time: autocannon adds a request's Content-Length to the headers object it is given,
      // and one left from a write on a GET that follows made the server wait for a body that never came.
      requests: [{ setupRequest: (req) => ({ ...req, headers: { ...headers }, ...next() }) }],
    });
    return {
      seconds,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + result.non2xx,
      samplesMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Centres of the directory searches: large cities across the country. */
const DIRECTORY_CITIES: readonly (readonly [number, number])[] = [
  [41.8837, -87.6319],
  [40.7128, -74.006],
  [34.0522, -118.2437],
  [29.7604, -95.3698],
  [33.749, -84.388],
  [39.7392, -104.9903],
  [47.6062, -122.3321],
  [32.7767, -96.797],
];

type Request = { method?: 'GET' | 'PUT'; path: string; body?: string };

type Measured = Awaited<ReturnType<typeof measure>>;

async function measure(url: string, headers: Record<string, string>, next: () => Request) {
  const first = next();
  const result = await autocannon({
    url: `${url}${first.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${stats.count} x ${code}`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    answers: result.requests.total,
    problems: [
      ...statuses,
      ...(result.timeouts ? [`${result.timeouts} timed out`] : []),
      ...(result.errors - result.timeouts > 0
        ? [`${result.errors - result.timeouts} connection errors`]
        : []),
    ],
  };
}

/** Longest wait for the API to answer again between two rows. */
const SETTLE_LIMIT_MS = 180_000;

/**
 * Waits until the API answers GET /api/time promptly. autocannon stops at the end of a row's time, but the
 * requests it had sent are still in the server's sockets, and a synchronous server works through every one of
 * them: after a slow row (a deep page at 100,000 companies under load) the next rows used to be measured while
 * the server was still busy with it and showed 0 req/s with no error. Answers how long the wait took, or throws
 * when the API exited or never answered.
 */
async function settle(base: string, api: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (api.exitCode !== null || api.signalCode !== null)
      throw new Error(`the API exited (${api.exitCode ?? api.signalCode}): the rows left are not measured`);
    const waited = performance.now() - started;
    if (waited > SETTLE_LIMIT_MS)
      throw new Error(`the API has not answered GET /api/time for ${Math.round(waited / 1000)} s`);
    const probe = performance.now();
    const ok = await fetch(`${base}/api/time`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok && performance.now() - probe < 200) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

ensureData();
spawnSync(process.execPath, [join(ROOT, 'fake-api', 'scripts', 'build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
const hello = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const helloUrl = await listen(hello, /ready (\S+)/);

const started = performance.now();
const { SERVER_NODE_ARGS } = (await import(
  pathToFileURL(join(ROOT, 'fake-api', 'scripts', 'serverArgs.mjs')).href
)) as { SERVER_NODE_ARGS: string[] };
const api = spawn(process.execPath, [...SERVER_NODE_ARGS, join(ROOT, 'fake-api', 'dist', 'main.js')], {
  env: { ...process.env, PORT: '0', DATA_DIR, INIT_CWD: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = (await listen(api, /^\s+API\s+(\S+)/m)).replace(/\/api$/, '');
await fetch(`${base}/api/users/login`, { method: 'POST' });
const startupMs = Math.round(performance.now() - started);
// The API runs its background jobs a few seconds after it starts (main.ts): the fixtures are dated on their
// reference day, and the sweeps catch up on what fell due since (thousands of invite reminders and missed
// appointments at 100,000 companies). The rows are measured after that, as on a server that has been running.
const jobsDone = await Promise.race([
  listen(api, /Jobs\s+first run done in (\S+ s)/),
  new Promise<string>((resolve) => setTimeout(() => resolve('not done after 10 minutes'), 600_000).unref()),
]);
console.log(`The API's first run of its background jobs: ${jobsDone}`);

try {
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'super-user')!;
  // A token lasts 15 minutes, less than a long run: each row signs in again.
  const signIn = async () => {
    const { token } = await json<{ token: string }>(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: DEMO_PASSWORD }),
    });
    return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  };
  const headers = await signIn();
  const list = (resource: string, query: Record<string, unknown>) =>
    `/api/${resource}?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    )}`;
  // A thousand companies from the middle of the list (from the 5,000th when there are enough).
  const sampleFrom = Math.max(0, Math.min(5000, COMPANIES - 1000));
  const sample = await json<{ id: string; name: string; salesRepresentativeId: string | null }[]>(
    `${base}${list('companies', { sort: ['name', 'ASC'], range: [sampleFrom, sampleFrom + 999] })}`,
    { headers },
  );
  const ids = sample.map((c) => c.id);
  // The write renames attorney firms: a rename is a valid request for every one of them (a provider's edit
  // also needs its directory address).
  const firms = await json<{ id: string }[]>(
    `${base}${list('companies', { filter: { type: 'ATTORNEY' }, sort: ['name', 'ASC'], range: [0, 999] })}`,
    { headers },
  );
  const writeIds = firms.map((c) => c.id);
  const rep = sample.find((c) => c.salesRepresentativeId)?.salesRepresentativeId ?? '';
  // Terms that change on every request: 3 to 6 letters from inside real company names, of companies in the
  // order they were made (names from all over the alphabet; a run of names sorted together repeats its terms).
  const named = await json<{ name: string }[]>(
    `${base}${list('companies', { sort: ['id', 'ASC'], range: [sampleFrom, sampleFrom + 999] })}`,
    { headers },
  );
  const terms = named.flatMap((c) => {
    const word = c.name.toLowerCase().replace(/[^a-z]/g, '');
    return word.length < 6 ? [] : [word.slice(1, 4), word.slice(2, 7), word.slice(0, 5)];
  });
  const fixed = (path: string) => () => ({ path });
  // Each row counts its own requests from 0: a row's terms (and ids) are the same from run to run, whatever the
  // rows before it managed (a shared counter made a row's terms depend on how fast the earlier rows were).
  const cycling = (make: (i: number) => Request) => {
    let n = 0;
    return () => make(n++);
  };
  const registry = (query: Record<string, unknown>) =>
    list('subscriptions', { sort: ['lastUpdate', 'DESC'], range: [0, 24], ...query });

  const plan: { request: string; goal: number | null; next: () => Request }[] = [
    // The API's own floor: no token, no data, every middleware an answer goes through (security headers,
    // CORS, compression, the router). No list can be faster than this.
    { request: 'reference: GET /api/time', goal: null, next: fixed('/api/time') },
    { request: 'registry: default list', goal: 0.5, next: fixed(registry({})) },
    {
      request: 'registry: search, new term each time',
      goal: 0.25,
      next: cycling((i) => ({ path: registry({ filter: { q: terms[i % terms.length] } }) })),
    },
    {
      request: 'registry: status counts',
      goal: 0.5,
      next: fixed('/api/subscriptions/registry/statuses/count'),
    },
    {
      request: 'registry: status tab',
      goal: 0.5,
      next: fixed(registry({ filter: { status: ['VALIDATED'] } })),
    },
    {
      request: 'registry: company type',
      goal: 0.5,
      next: fixed(registry({ filter: { companyType: ['ATTORNEY'] } })),
    },
    {
      request: 'registry: plan',
      goal: 0.5,
      next: fixed(registry({ filter: { subscriptionType: ['PRO'] } })),
    },
    {
      request: 'registry: billing',
      goal: 0.5,
      next: fixed(registry({ filter: { billingType: ['ANNUAL'] } })),
    },
    { request: 'registry: state', goal: 0.5, next: fixed(registry({ filter: { state: ['CA'] } })) },
    {
      request: 'registry: sales rep',
      goal: 0.5,
      next: fixed(registry({ filter: { salesRepresentativeId: rep } })),
    },
    { request: 'registry: deep page', goal: 0.5, next: fixed(registry({ range: [50000, 50024] })) },
    {
      request: 'companies: page',
      goal: 0.5,
      next: fixed(list('companies', { sort: ['name', 'ASC'], range: [0, 24] })),
    },
    {
      request: 'companies: sort, deep page',
      goal: 0.5,
      next: fixed(list('companies', { sort: ['createdAt', 'DESC'], range: [50000, 50024] })),
    },
    {
      request: 'companies: one by id',
      goal: 0.5,
      next: cycling((i) => ({ path: `/api/companies/${ids[i % ids.length]}` })),
    },
    {
      request: 'companies: search, new term each time',
      goal: 0.25,
      next: cycling((i) => ({
        path: list('companies', {
          sort: ['name', 'ASC'],
          range: [0, 24],
          filter: { q: terms[i % terms.length] },
        }),
      })),
    },
    // The directory (issue 12): a radius search reads the grid cells around the centre, then measures and
    // ranks those candidates; a different city each time.
    {
      request: 'directory: providers within 50 mi',
      goal: 0.2,
      next: cycling((i) => {
        const [latitude, longitude] = DIRECTORY_CITIES[i % DIRECTORY_CITIES.length]!;
        return { path: `/api/search/health-providers?latitude=${latitude}&longitude=${longitude}&radius=50` };
      }),
    },
    {
      request: 'directory: nationwide, new term each time',
      goal: 0.25,
      next: cycling((i) => ({
        path: `/api/search/attorneys/all?searchTerm=${encodeURIComponent(terms[i % terms.length]!)}`,
      })),
    },
    {
      request: 'internal users: page',
      goal: 0.5,
      next: fixed(list('internal-users', { sort: ['lastName', 'ASC'], range: [0, 24] })),
    },
    {
      request: 'write: rename a company',
      goal: 0,
      next: cycling((i) => ({
        method: 'PUT',
        path: `/api/companies/${writeIds[i % writeIds.length]}`,
        body: JSON.stringify({ name: `Benchmark Company ${i}` }),
      })),
    },
  ];

  // Hello world is measured right before each request, so that a machine whose load changes during the run
  // (other processes, a thermal limit) weighs on both sides of each ratio alike.
  const rows: Row[] = [];
  const only = values.only?.toLowerCase();
  const steps = only
    ? plan.filter((step, index) => index === 0 || step.request.toLowerCase().includes(only))
    : plan;
  for (const step of steps) {
    try {
      const waited = await settle(base, api);
      // Rounds of hello world then the request; the medians are reported (one round on this 2-vCPU machine
      // could move a row by a factor of two from one run to the next).
      const helloRuns: Measured[] = [];
      const runs: Measured[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) await settle(base, api);
        helloRuns.push(await measure(helloUrl, {}, fixed('/hello')));
        runs.push(await measure(base, await signIn(), step.next));
      }
      const helloRun = { rps: median(helloRuns.map((r) => r.rps)), p99: median(helloRuns.map((r) => r.p99)) };
      const run = {
        rps: median(runs.map((r) => r.rps)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
        answers: Math.min(...runs.map((r) => r.answers)),
        problems: runs.flatMap((r) => r.problems),
      };
      const notes = [
        ...(run.answers === 0 ? [`no answer in ${SECONDS} s`] : []),
        ...run.problems,
        ...(waited > 1000 ? [`the API was busy ${(waited / 1000).toFixed(1)} s before this row`] : []),
      ];
      rows.push({
        request: step.request,
        goal: step.goal,
        rps: run.rps,
        p99: run.p99,
        errors: run.errors,
        hello: helloRun.rps,
        helloP99: helloRun.p99,
        peakMb: peakMb(api.pid!),
        ...(notes.length ? { note: notes.join('; ') } : {}),
      });
    } catch (error) {
      rows.push({
        request: step.request,
        goal: step.goal,
        rps: 0,
        p99: 0,
        errors: 0,
        hello: 0,
        helloP99: 0,
        note: `NOT MEASURED: ${(error as Error).message}`,
      });
    }
  }
  const SOAK_SECONDS = only ? 0 : Number(values.soak);
  let soaked: Soak | undefined;
  if (SOAK_SECONDS > 0) {
    await settle(base, api);
    const mixed = steps.filter((step) => step.goal !== null).map((step) => step.next);
    soaked = await soak(base, await signIn(), mixed, SOAK_SECONDS, api.pid!);
  }
  const peak = peakMb(api.pid!);
  printReport({
    rows,
    startupMs,
    peakMb: peak,
    ...(soaked ? { soak: soaked } : {}),
    companies: COMPANIES,
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  });
  console.log(machine());
} finally {
  hello.kill('SIGTERM');
  // An API that exited already emits no 'exit' again: waiting for one kept the bench from ever ending.
  if (api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
}

// The apps' initial gzipped JavaScript (scripts/size.mjs, when the apps are built).
const sizeScript = join(ROOT, 'scripts', 'size.mjs');
if (existsSync(sizeScript)) {
  try {
    const size = (await import(pathToFileURL(sizeScript).href)) as SizeModule;
    console.log(
      `\nInitial JavaScript of the apps (gzipped)\n${size.formatSizeTable(await size.measureSizes())}`,
    );
  } catch (error) {
    console.log(`\nInitial JavaScript of the apps: not measured (${(error as Error).message})`);
  }
}
