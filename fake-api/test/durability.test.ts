/**
 * Crash safety of the store: a child process writes bursts of concurrent writes and is SIGKILLed at a random
 * moment; the database must pass PRAGMA integrity_check and every acknowledged write must be there.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BetterSqlite from 'better-sqlite3';
import type { Company } from '@casebridge/domain';
import { DB_FILE, openStore } from '../src/store/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRITER = fileURLToPath(new URL('./helpers/storeWriter.ts', import.meta.url));
const WRITES = 2000;
const RUNS = 10;

interface Acks {
  puts: Map<string, number>;
  dels: Set<string>;
  issuedDels: Set<string>;
  count: number;
}

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'durability-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the writer on `dir` and SIGKILLs it `delayMs` after its `killAfter`-th acknowledgement. */
function runAndKill(dir: string, killAfter: number, delayMs: number): Promise<Acks> {
  const acks: Acks = { puts: new Map(), dels: new Set(), issuedDels: new Set(), count: 0 };
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir, String(WRITES), '32768'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let killing = false;
  const kill = (after: number): void => {
    if (killing) return;
    killing = true;
    setTimeout(() => child.kill('SIGKILL'), after);
  };
  const guard = setTimeout(() => kill(0), 20_000);
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [kind, op, id, value] = line.split(' ');
    if (kind === 'issue' && id) acks.issuedDels.add(id);
    if (kind === 'ack' && id) {
      acks.count++;
      if (op === 'put') acks.puts.set(id, Math.max(Number(value), acks.puts.get(id) ?? -1));
      else acks.dels.add(id);
    }
    if (acks.count >= killAfter || kind === 'done') kill(delayMs);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(guard);
      if (signal === 'SIGKILL') resolve(acks);
      else reject(new Error(`writer exited by itself (${String(_code)})`));
    });
  });
}

async function verify(dir: string, acks: Acks): Promise<void> {
  const db = new BetterSqlite(join(dir, DB_FILE));
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  const store = await openStore({
    dir,
    seed: () => {
      throw new Error('the database must exist after a crash');
    },
  });
  const companies = store.collection('companies');
  for (const [id, value] of acks.puts) {
    if (acks.dels.has(id) || acks.issuedDels.has(id)) continue;
    const record = companies.get(id) as (Company & { value: number }) | undefined;
    expect(record, `acked put ${id}`).toBeDefined();
    if (id.startsWith('k')) expect(record!.value).toBeGreaterThanOrEqual(value);
    else expect(record!.value).toBe(value);
  }
  for (const id of acks.dels) expect(companies.get(id), `acked delete ${id}`).toBeUndefined();
  await store.close();
}

describe('store durability', () => {
  it(`keeps every acknowledged write when the writer is SIGKILLed (${RUNS} runs)`, async () => {
    let interrupted = 0;
    for (let run = 0; run < RUNS; run++) {
      const dir = join(root, `run${run}`);
      const killAfter = 1 + Math.floor(((run + Math.random()) / RUNS) * (WRITES - 200));
      const acks = await runAndKill(dir, killAfter, Math.floor(Math.random() * 3));
      expect(acks.count).toBeGreaterThanOrEqual(killAfter);
      if (acks.count < WRITES) interrupted++;
      await verify(dir, acks);
    }
    // The kills must land mid-burst (not after the writer finished) for the test to mean anything.
    expect(interrupted).toBeGreaterThanOrEqual(RUNS / 2);
  }, 180_000);
});
