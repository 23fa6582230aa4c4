import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@casebridge/domain';
import { exportData, importData } from './exchange.ts';
import { openStore } from './index.ts';

const jsonServer = createRequire(import.meta.url)('json-server') as {
  router(path: string): { db: { get(name: string): { size(): { value(): number } } } };
};

const data = () =>
  ({
    companies: [
      { id: 'a', name: 'Acme', location: { state: 'CA' } },
      { id: 'b', name: 'Beta "quoted"\nline' },
    ],
    users: [{ id: 'u', email: 'x@y.test', companyId: 'a' }],
  }) as unknown as Database;

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'exchange-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('export and import in json-server format', () => {
  it('exports a file json-server 0.17 serves, and imports it back with every record', async () => {
    const dir = join(root, 'a');
    const store = await openStore({ dir, seed: data });
    store.insert('companies', { id: 'c', name: 'Gamma' } as never);
    await store.close();
    const file = join(root, 'db.json');
    expect(await exportData(dir, file)).toBe(4);
    const router = jsonServer.router(file);
    expect(router.db.get('companies').size().value()).toBe(3);
    expect(router.db.get('users').size().value()).toBe(1);

    const copy = join(root, 'b');
    expect(await importData(copy, file)).toBe(4);
    const imported = await openStore({ dir: copy, seed: () => ({}) as Database });
    expect([...imported.collection('companies').all()]).toEqual([
      ...data().companies,
      { id: 'c', name: 'Gamma' },
    ]);
    expect(imported.collection('companies').list({ filter: { q: 'quot' } }).total).toBe(1);
    await imported.close();
  });
});
