import { copyFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { StoreClosedError } from './errors.ts';
import { openStore } from './index.ts';
import type { Store } from './types.ts';

const jsonServer = createRequire(import.meta.url)('json-server') as {
  router(path: string): { db: { get(name: string): { size(): { value(): number } } } };
};

const seedDb = (): Database =>
  ({ companies: [{ id: 'a', name: 'Acme', status: 'VALIDATED' }], users: [] }) as unknown as Database;
const named = (name: string) => ({ name }) as unknown as Omit<Company, 'id'>;

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * Copies the data files as a crash would leave them while the store keeps running: synchronously (nothing
 * of the store runs in between) and journal first (db.json only ever moves forward past the journal).
 */
async function crashImage(from: string, name: string): Promise<string> {
  const to = join(root, name);
  await mkdir(to);
  for (const file of ['journal.ndjson', 'db.json']) copyFileSync(join(from, file), join(to, file));
  return to;
}

const names = (store: Store) => [...store.collection('companies').all()].map((c) => c.name).sort();

describe('openStore', () => {
  it('seeds a missing db.json once, then reloads it', async () => {
    const dir = join(root, 'data');
    const seed = vi.fn(seedDb);
    const first = await openStore({ dir, seed });
    await first.close();
    const second = await openStore({ dir, seed });
    expect(seed).toHaveBeenCalledTimes(1);
    expect(names(second)).toEqual(['Acme']);
    await second.close();
  });

  it('keeps every flushed write across a crash, without rewriting db.json', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb });
    const snapshotBefore = await readFile(join(dir, 'db.json'), 'utf8');
    const b = store.insert('companies', named('Beta'));
    store.update('companies', 'a', { name: 'Acme 2' });
    store.insert('companies', named('Gone'));
    store.remove('companies', [...store.collection('companies').all()].find((c) => c.name === 'Gone')!.id);
    await store.flush();
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(snapshotBefore);
    const reopened = await openStore({ dir: await crashImage(dir, 'crash'), seed: seedDb });
    expect(names(reopened)).toEqual(['Acme 2', 'Beta']);
    expect(reopened.collection('companies').get(b.id)).toEqual(b);
    await Promise.all([store.close(), reopened.close()]);
  });

  it('ignores a torn journal line, then compacts it away', async () => {
    const dir = join(root, 'data');
    await (await openStore({ dir, seed: seedDb })).close();
    const journal = join(dir, 'journal.ndjson');
    const good = { c: 'companies', op: 'put', id: 'b', r: { id: 'b', name: 'Beta' } };
    await appendFile(
      journal,
      `${JSON.stringify(good)}\n{"c":"companies","op":"put","id":"c","r":{"id":"c","na`,
    );
    const store = await openStore({ dir, seed: seedDb });
    expect(names(store)).toEqual(['Acme', 'Beta']);
    expect((await stat(journal)).size).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')).companies).toHaveLength(2);
    await store.close();
  });

  it('replays idempotently when a crash hits between the db.json rename and the journal truncate', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb });
    store.insert('companies', named('Beta'));
    store.update('companies', 'a', { name: 'Acme 2' });
    store.update('companies', 'a', { name: 'Acme 3' });
    await store.flush();
    const oldJournal = await readFile(join(dir, 'journal.ndjson'));
    await store.compact();
    const crashed = await crashImage(dir, 'crash');
    await writeFile(join(crashed, 'journal.ndjson'), oldJournal);
    const reopened = await openStore({ dir: crashed, seed: seedDb });
    expect(names(reopened)).toEqual(['Acme 3', 'Beta']);
    await Promise.all([store.close(), reopened.close()]);
  });

  it('compacts past the threshold while writes keep flowing, losing none', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb, compactThresholdBytes: 2000 });
    const acked: string[] = [];
    for (let round = 0; round < 30; round++) {
      const batch = Array.from({ length: 10 }, (_, i) => store.insert('companies', named(`n${round}-${i}`)));
      await store.flush();
      acked.push(...batch.map((c) => c.id));
    }
    // Compaction runs in the background: the journal shrinks below what was written without any further write.
    await vi.waitFor(
      async () => expect((await stat(join(dir, 'journal.ndjson'))).size).toBeLessThan(20_000),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
    const crashed = await crashImage(dir, 'crash');
    const reopened = await openStore({ dir: crashed, seed: seedDb });
    expect(reopened.collection('companies').getMany(acked)).toHaveLength(acked.length);
    await store.close();
    await reopened.close();
    const db = jsonServer.router(join(dir, 'db.json')).db;
    expect(db.get('companies').size().value()).toBe(301);
  });

  it('close() flushes and compacts; later writes are refused', async () => {
    const dir = join(root, 'data');
    const store = await openStore({ dir, seed: seedDb });
    store.insert('companies', named('Beta'));
    await store.close();
    expect((await stat(join(dir, 'journal.ndjson'))).size).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')).companies).toHaveLength(2);
    expect(() => store.insert('companies', named('Late'))).toThrow(StoreClosedError);
  });

  it('drops a stale journal when db.json is missing (re-seed)', async () => {
    const dir = join(root, 'data');
    await mkdir(dir);
    await writeFile(join(dir, 'journal.ndjson'), '{"c":"companies","op":"del","id":"a"}\n');
    const store = await openStore({ dir, seed: seedDb });
    expect(names(store)).toEqual(['Acme']);
    await store.close();
  });
});
