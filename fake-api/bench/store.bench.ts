/**
 * Store benchmark: a synthetic 100,000-company network (~1M records) in a memory store, then ops/s for the
 * list shapes the console uses, id lookups, and durable inserts (journal + fsync) on a temp dir.
 * Run: npx tsx fake-api/bench/store.bench.ts [companies]
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Company, Database } from '@casebridge/domain';
import { createMemoryStore, openStore } from '../src/store/index.ts';
import type { Store } from '../src/store/index.ts';
import { syntheticDatabase } from './syntheticData.ts';

const COMPANIES = Number(process.argv[2] ?? 100_000);
const rows: { operation: string; 'ops/s': string; 'mean µs': string; note: string }[] = [];

/** Calls `fn` for ~`ms` milliseconds after a short warm-up. */
function measure(operation: string, fn: (i: number) => unknown, note = '', ms = 1000): void {
  for (let i = 0; i < 50; i++) fn(i);
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 50; i++) fn(calls++);
    elapsed = performance.now() - start;
  }
  record(operation, calls, elapsed, note);
}

function record(operation: string, calls: number, elapsedMs: number, note: string): void {
  rows.push({
    operation,
    'ops/s': Math.round((calls / elapsedMs) * 1000).toLocaleString('en-US'),
    'mean µs': ((elapsedMs * 1000) / calls).toFixed(1),
    note,
  });
}

function timed<T>(label: string, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms`);
  return result;
}

async function durableInserts(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'store-bench-'));
  const store: Store = await openStore({ dir, seed: () => ({ companies: [] }) as unknown as Database });
  const company = (i: number) =>
    ({ name: `Bench ${i}`, status: 'VALIDATED' }) as unknown as Omit<Company, 'id'>;
  let start = performance.now();
  let calls = 0;
  while (performance.now() - start < 1000) {
    store.insert('companies', company(calls++));
    await store.flush();
  }
  record('insert + flush, one at a time', calls, performance.now() - start, '1 fsync per write');
  for (const inFlight of [100]) {
    start = performance.now();
    calls = 0;
    while (performance.now() - start < 1000) {
      const batch = Array.from({ length: inFlight }, () => {
        store.insert('companies', company(calls++));
        return store.flush();
      });
      await Promise.all(batch);
    }
    record(`insert + flush, ${inFlight} in flight`, calls, performance.now() - start, 'group commit');
  }
  await store.close();
  await rm(dir, { recursive: true, force: true });
}

/** Seeding (db.json written) and re-opening the full data set from disk. */
async function durableOpen(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'store-bench-'));
  let start = performance.now();
  const seeded = await openStore({ dir, seed: () => data });
  console.log(`openStore, seed + write db.json: ${(performance.now() - start).toFixed(0)} ms`);
  await seeded.close();
  const bytes = (await stat(join(dir, 'db.json'))).size;
  start = performance.now();
  const reopened = await openStore({ dir, seed: () => data });
  const ms = performance.now() - start;
  console.log(`openStore, read db.json (${(bytes / 1e6).toFixed(0)} MB): ${ms.toFixed(0)} ms`);
  start = performance.now();
  reopened.update('companies', 'co-1', { phoneNumber: '555-0000' });
  await reopened.compact();
  console.log(`compact (full snapshot): ${(performance.now() - start).toFixed(0)} ms`);
  await reopened.close();
  await rm(dir, { recursive: true, force: true });
}

const data = timed('generate', () => syntheticDatabase(COMPANIES));
const totalRecords = Object.values(data).reduce((sum, list) => sum + (list as unknown[]).length, 0);
const store = timed('createMemoryStore (index by id + freeze)', () => createMemoryStore(data));
const companies = store.collection('companies');
const ids = [...companies.all()].map((c) => c.id);
console.log(
  `${COMPANIES.toLocaleString('en-US')} companies, ${totalRecords.toLocaleString('en-US')} records`,
);
const byName = { field: 'name', order: 'ASC' } as const;
timed('first sort by name (builds the sorted index)', () => companies.list({ sort: byName, range: [0, 24] }));

measure('sorted page [0,24] name ASC', () => companies.list({ sort: byName, range: [0, 24] }));
measure('sorted page deep [50000,50024] DESC', () =>
  companies.list({ sort: { field: 'name', order: 'DESC' }, range: [50_000, 50_024] }),
);
// "repeat" = the same filter again (memoised until the next write); "after a write" = computed from the indexes.
const touch = (i: number) => store.update('companies', ids[i % ids.length]!, { phoneNumber: `555-${i}` });
const listShapes: [string, Record<string, unknown>][] = [
  ['filter status+type', { status: 'VALIDATED', type: 'ATTORNEY' }],
  ['filter location.state+status', { 'location.state': 'TX', status: 'PENDING_REVIEW' }],
  ['q search "harbor"', { q: 'harbor' }],
  ['q "harbor" + type', { q: 'harbor', type: 'FACILITY' }],
];
for (const [label, filter] of listShapes) {
  const matches = `${companies.list({ filter, range: [0, 0] }).total} matches`;
  measure(
    `${label}, sorted page (after a write)`,
    (i) => {
      touch(i);
      return companies.list({ filter, sort: byName, range: [0, 24] });
    },
    matches,
  );
  measure(`${label}, sorted page (repeat)`, (i) =>
    companies.list({ filter, sort: byName, range: [(i % 40) * 25, (i % 40) * 25 + 24] }),
  );
}
measure('id lookup', (i) => companies.get(ids[(i * 7919) % ids.length]!));
measure('users.findOne(email)', (i) =>
  store.collection('users').findOne('email', `user${i % 1000}@example.com`),
);
await durableInserts();
await durableOpen();

console.table(rows);
console.log(`heap used: ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
