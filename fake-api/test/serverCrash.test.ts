/**
 * Crash safety of the whole server, as a user meets it: the real `main.ts` process takes a burst of concurrent
 * HTTP writes and is SIGKILLed mid-burst, many times over. After each restart the database must pass
 * PRAGMA integrity_check and every write that was answered 200 must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BetterSqlite from 'better-sqlite3';
import type { Company } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { DB_FILE } from '../src/store/index.ts';
import { demoAccount } from './helpers/server.ts';

/** The server as npm start runs it: JavaScript built from the sources (fake-api/scripts/build.mjs). */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const BUILD = new URL('../scripts/build.mjs', import.meta.url).href;
const RUNS = 6;
const WRITES_PER_RUN = 14;
const CONCURRENCY = 4;

let dataDir = '';
let running: ChildProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cb-crash-'));
  const { buildServer } = (await import(BUILD)) as { buildServer(): Promise<boolean> };
  await buildServer();
}, 60_000);
afterAll(async () => {
  running?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the server on a free port over `dataDir`; answers its API base URL once it listens. */
function startServer(): Promise<{ child: ChildProcess; api: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, INIT_CWD: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running = child;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${String(code)})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^\s+API\s+(\S+)/.exec(line);
      if (match) resolve({ child, api: match[1]! });
    });
  });
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function signIn(api: string): Promise<Record<string, string>> {
  const { email } = demoAccount((a) => a.role === 'system-admin');
  const res = await fetch(`${api}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

describe('server crash safety', () => {
  it(`keeps every answered write when the server is SIGKILLed mid-burst (${RUNS} runs)`, async () => {
    let { child, api } = await startServer();
    let headers = await signIn(api);
    const listUrl = `${api}/companies?filter=${encodeURIComponent(JSON.stringify({ type: 'ATTORNEY' }))}&range=[0,${RUNS * WRITES_PER_RUN - 1}]&sort=["id","ASC"]`;
    const companies = (await (await fetch(listUrl, { headers })).json()) as Company[];
    expect(companies.length).toBe(RUNS * WRITES_PER_RUN);
    const acked = new Map<string, string>();

    for (let run = 0; run < RUNS; run++) {
      // Each write renames its own company, so an answered write has exactly one expected outcome.
      const targets = companies.slice(run * WRITES_PER_RUN, (run + 1) * WRITES_PER_RUN);
      const killAfter = 2 + Math.floor(Math.random() * (WRITES_PER_RUN / 3));
      let answered = 0;
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < targets.length) {
          const company = targets[next++]!;
          const name = `Crash run ${run} ${company.id}`;
          try {
            const res = await fetch(`${api}/companies/${company.id}`, {
              method: 'PUT',
              headers,
              body: JSON.stringify({ name }),
            });
            if (res.status === 200) acked.set(company.id, name);
            if (++answered === killAfter) child.kill('SIGKILL');
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const exited = exitOf(child);
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      child.kill('SIGKILL');
      await exited;
      // The kill landed mid-burst: not every write of the run was answered.
      expect(answered).toBeLessThan(WRITES_PER_RUN);

      const db = new BetterSqlite(path.join(dataDir, DB_FILE));
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();

      ({ child, api } = await startServer());
      headers = await signIn(api);
      for (const [id, name] of acked) {
        const res = await fetch(`${api}/companies/${id}`, { headers });
        expect(res.status).toBe(200);
        expect(((await res.json()) as Company).name, `answered write to ${id}`).toBe(name);
      }
    }
    expect(acked.size).toBeGreaterThanOrEqual(RUNS * 2);
    child.kill('SIGKILL');
    await exitOf(child);
  }, 180_000);
});
