import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walLog } from '../testing/walLog.ts';
import type { Company, Database } from '@casebridge/domain';
import type { Checkpointer } from './checkpointer.ts';
import { StoreClosedError } from './errors.ts';
import { DB_FILE, openStore } from './index.ts';
import type { Store } from './types.ts';

const seedDb = (): Database =>
  ({ companies: [{ id: 'a', name: 'Acme', status: 'VALIDATED' }], users: [] }) as unknown as Database;
const named = (name: string) => ({ name }) as unknown as Omit<Company, 'id'>;
const names = (store: Store) => [...store.collection('companies').all()].map((c) => c.name).sort();

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('openStore', () => {
  it('checkpoints the log on its own thread, not in the commits', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb });
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(join(dir, DB_FILE)).size;
    await store.transaction(() => {
      for (let i = 0; i < 500; i++) store.insert('companies', named(`Company ${i} ${'x'.repeat(500)}`));
    });
    await store.flush();
    // The commit wrote the log only; the database file grows when the checkpointer copies the log into it.
    await vi.waitFor(() => expect(statSync(join(dir, DB_FILE)).size).toBeGreaterThan(before), {
      timeout: 5000,
      interval: 50,
    });
    await store.close();
  });

  it('restarts a long log before the next write transaction once the checkpointer says so, every write kept', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb, checkpoint: { every: 5, restartFrames: 40 } });
    const { checkpointer } = store as unknown as { checkpointer: Checkpointer };
    let made = 0;
    const big = () => store.insert('companies', named(`Company ${made++} ${'x'.repeat(4000)}`));
    await vi.waitFor(
      async () => {
        await store.transaction(() => {
          for (let i = 0; i < 10; i++) big();
        });
        await store.flush();
        expect(checkpointer.restartDue).toBe(true);
      },
      { timeout: 10_000, interval: 1 },
    );
    // A write of its own, committed at once: frames the checkpoints have not copied, so that the log cannot
    // restart by itself at the next transaction.
    big();
    const long = walLog(store.db);
    expect(long.log).toBeGreaterThan(40);
    expect(long.checkpointed).toBeLessThan(long.log);
    await store.transaction(() => big());
    await store.flush();
    // The transaction waited for the last frames to be copied, then wrote the log from its beginning.
    expect(walLog(store.db).log).toBeLessThan(long.log);
    expect(checkpointer.restartDue).toBe(false);
    await store.close();
    const reopened = await openStore({ dir, seed: seedDb });
    expect(reopened.collection('companies').count()).toBe(made + 1);
    await reopened.close();
  });

  it('seeds a missing database once, then reopens it with every committed write', async () => {
    const dir = join(root, 'data');
    const seed = vi.fn(seedDb);
    const first = await openStore({ dir, seed });
    const b = first.insert('companies', named('Beta'));
    first.update('companies', 'a', { name: 'Acme 2' });
    first.remove('companies', first.insert('companies', named('Gone')).id);
    await first.close();
    const second = await openStore({ dir, seed });
    expect(seed).toHaveBeenCalledTimes(1);
    expect(names(second)).toEqual(['Acme 2', 'Beta']);
    expect(second.collection('companies').get(b.id)).toEqual(b);
    const db = new BetterSqlite(join(dir, DB_FILE), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await second.close();
  });

  it('imports the db.json and journal of the store before it once, torn last line ignored', async () => {
    const dir = join(root, 'data');
    await mkdir(dir);
    await writeFile(join(dir, 'db.json'), JSON.stringify(seedDb()));
    const ops = [
      { c: 'companies', op: 'put', id: 'b', r: { id: 'b', name: 'Beta' } },
      { c: 'companies', op: 'put', id: 'a', r: { id: 'a', name: 'Acme 2' } },
      { c: 'companies', op: 'put', id: 'x', r: { id: 'x', name: 'Gone' } },
      { c: 'companies', op: 'del', id: 'x' },
    ];
    await writeFile(
      join(dir, 'journal.ndjson'),
      `${ops.map((op) => JSON.stringify(op)).join('\n')}\n{"c":"companies","op":"put","id":"t","r":{"id`,
    );
    const seed = vi.fn(seedDb);
    const store = await openStore({ dir, seed });
    expect(seed).not.toHaveBeenCalled();
    expect(names(store)).toEqual(['Acme 2', 'Beta']);
    expect(existsSync(join(dir, 'db.json'))).toBe(false);
    expect(existsSync(join(dir, 'db.json.imported'))).toBe(true);
    expect(existsSync(join(dir, 'journal.ndjson.imported'))).toBe(true);
    store.insert('companies', named('Gamma'));
    await store.close();
    const reopened = await openStore({ dir, seed });
    expect(names(reopened)).toEqual(['Acme 2', 'Beta', 'Gamma']);
    await reopened.close();
  });

  it('rebuilds a database of an older schema from its records', async () => {
    const dir = join(root, 'data');
    await (await openStore({ dir, seed: seedDb })).close();
    const db = new BetterSqlite(join(dir, DB_FILE));
    db.pragma('user_version = 0');
    db.close();
    const store = await openStore({ dir, seed: seedDb });
    expect(names(store)).toEqual(['Acme']);
    expect(store.collection('companies').list({ filter: { q: 'acm' } }).total).toBe(1);
    await store.close();
  });

  it('commits transactions on flush, rolls one back on error unless told to keep it', async () => {
    const store = await openStore({ dir: join(root, 'data'), seed: seedDb });
    await store.transaction(() => {
      store.insert('companies', named('One'));
      store.insert('companies', named('Two'));
    });
    await expect(
      store.transaction(async () => {
        store.insert('companies', named('Lost'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await store.flush();
    expect(names(store.reader())).toEqual(['Acme', 'One', 'Two']);
    await expect(
      store.transaction(
        () => {
          store.update('companies', 'a', { name: 'Kept' });
          throw new Error('an answer');
        },
        () => true,
      ),
    ).rejects.toThrow('an answer');
    await store.flush();
    expect(store.reader().collection('companies').get('a')?.name).toBe('Kept');
    await store.close();
  });

  it('holds a group for the requests coming right after while writes come concurrently, never a lone writer', async () => {
    const store = await openStore({ dir: join(root, 'data'), seed: seedDb });
    const writeAndFlush = async (name: string) => {
      await store.transaction(() => store.insert('companies', named(name)));
      await store.flush();
    };
    /** Writes `first`, and `next` a millisecond later; answers whether `next` found `first` committed. */
    const followed = async (first: string, next: string) => {
      const earlier = writeAndFlush(first);
      await new Promise((resolve) => setTimeout(resolve, 1));
      let committed = false;
      await store.transaction(() => {
        committed = names(store.reader()).includes(first);
        store.insert('companies', named(next));
      });
      await Promise.all([earlier, store.flush()]);
      return committed;
    };
    // Alone: a request commits as soon as it is done.
    await writeAndFlush('A1');
    expect(await followed('A2', 'A3')).toBe(true);
    // After a group of three, the next group waits for the request coming a millisecond later.
    await Promise.all(['B1', 'B2', 'B3'].map(writeAndFlush));
    expect(await followed('C1', 'C2')).toBe(false);
    // A request alone after that group makes the writer alone again.
    await writeAndFlush('D1');
    expect(await followed('D2', 'D3')).toBe(true);
    expect(names(store.reader())).toHaveLength(12);
    await store.close();
  });

  it('reads through the reader see only what flush committed', async () => {
    const store = await openStore({ dir: join(root, 'data'), seed: seedDb });
    let release = () => undefined as void;
    const running = store.transaction(async () => {
      store.insert('companies', named('Pending'));
      expect(store.collection('companies').size).toBe(2);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(names(store.reader())).toEqual(['Acme']);
    expect(store.reader().collection('companies').size).toBe(1);
    release();
    await running;
    expect(names(store.reader())).toEqual(['Acme']);
    await store.flush();
    expect(names(store.reader())).toEqual(['Acme', 'Pending']);
    await store.close();
  });

  it('runs a background job in a transaction of its own, its temporary data in files, the requests in memory', async () => {
    const store = await openStore({ dir: join(root, 'data'), seed: seedDb });
    const tempStore = () => store.db.pragma('temp_store', { simple: true });
    await store.transaction(() => {
      store.insert('companies', named('Request'));
      expect(tempStore()).toBe(2); // MEMORY
    });
    // The request's group is still open; the job commits it first, then runs in a transaction of its own.
    expect(store.db.inTransaction).toBe(true);
    await store.transaction(
      () => {
        expect(names(store.reader())).toEqual(['Acme', 'Request']);
        expect(tempStore()).toBe(1); // FILE
        store.insert('companies', named('Job'));
      },
      undefined,
      { background: true },
    );
    expect(names(store.reader())).toEqual(['Acme', 'Request']);
    await store.flush();
    await store.transaction(() => expect(tempStore()).toBe(2));
    await store.flush();
    expect(names(store.reader())).toEqual(['Acme', 'Job', 'Request']);
    await store.close();
  });

  it('refuses writes after close()', async () => {
    const store = await openStore({ dir: join(root, 'data'), seed: seedDb });
    await store.close();
    expect(() => store.insert('companies', named('Late'))).toThrow(StoreClosedError);
    await store.close();
  });
});
