/**
 * HTTP benchmark of the fake API at scale (default 100,000 companies, about a million records): requests per
 * second for the console's list shapes, id lookups and writes, next to Express's own hello world on the same
 * machine. Run: npm run bench (or npx tsx fake-api/bench/http.bench.ts [companies] [seconds]).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@casebridge/fixtures';

const COMPANIES = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.argv[3] ?? 5);

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'server.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      const match = /ready (\S+)/.exec(text);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}

interface Row {
  request: string;
  'req/s': number;
  'p99 ms': number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 10, duration: SECONDS, ...options });
  const errors = result.errors + result.non2xx;
  return {
    request: name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors,
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const dataDir = await mkdtemp(join(tmpdir(), 'cb-bench-'));
const hello = await start(['hello']);
console.log(`Generating and loading ${COMPANIES.toLocaleString('en-US')} companies...`);
const startedAt = performance.now();
const api = await start(['api', dataDir, String(COMPANIES)]);
console.log(`API ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

try {
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'super-user')!;
  const { token } = await json<{ token: string }>(`${api.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = (query: Record<string, unknown>) =>
    `${api.url}/api/companies?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    )}`;
  const page = await json<{ id: string }[]>(list({ sort: ['name', 'ASC'], range: [5000, 5024] }), {
    headers,
  });
  const ids = page.map((c) => c.id);
  let n = 0;

  const rows: Row[] = [];
  rows.push(await measure('Express hello world (baseline)', { url: `${hello.url}/hello` }));
  rows.push(await measure('GET /api/time', { url: `${api.url}/api/time` }));
  rows.push(
    await measure('companies: sorted page', {
      url: list({ sort: ['name', 'ASC'], range: [0, 24] }),
      headers,
    }),
  );
  rows.push(
    await measure('companies: deep sorted page', {
      url: list({ sort: ['createdAt', 'DESC'], range: [50000, 50024] }),
      headers,
    }),
  );
  rows.push(
    await measure('companies: filtered + sorted', {
      url: list({ sort: ['name', 'ASC'], range: [0, 24], filter: { status: 'VALIDATED', type: 'ATTORNEY' } }),
      headers,
    }),
  );
  rows.push(
    await measure('companies: q search', {
      url: list({ sort: ['name', 'ASC'], range: [0, 24], filter: { q: 'law' } }),
      headers,
    }),
  );
  rows.push(
    await measure('companies/:id', {
      url: `${api.url}/api/companies/${ids[0]}`,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/companies/${ids[n++ % ids.length]}` }) }],
    }),
  );
  rows.push(
    await measure('PUT companies/:id (durable write)', {
      url: `${api.url}/api/companies/${ids[0]}`,
      method: 'PUT',
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/companies/${ids[n % ids.length]}`,
            body: JSON.stringify({ name: `Benchmark Company ${n++}` }),
          }),
        },
      ],
    }),
  );

  const baseline = rows[0]!['req/s'];
  console.table(
    rows.map((row) => ({ ...row, 'vs hello world': `${((row['req/s'] / baseline) * 100).toFixed(0)}%` })),
  );
} finally {
  hello.child.kill('SIGTERM');
  api.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
