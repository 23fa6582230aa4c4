import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CorruptDataError } from './errors.ts';
import { readSnapshot, writeSnapshot } from './snapshotFile.ts';

interface JsonServerRouter {
  db: { get(name: string): { size(): { value(): number }; find(q: object): { value(): unknown } } };
}
const jsonServer = createRequire(import.meta.url)('json-server') as {
  router(path: string): JsonServerRouter;
};

const companies = [
  { id: 'a', name: 'Acme "Law"\nLine', location: { state: 'TX' } },
  { id: 'b', name: 'Beta', tags: ['x'] },
];

describe('snapshot file', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'snapshot-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips one record per line and leaves no temp file', async () => {
    await writeSnapshot(dir, [
      ['companies', companies],
      ['users', []],
    ]);
    const text = await readFile(join(dir, 'db.json'), 'utf8');
    expect(text.trimEnd().split('\n')).toHaveLength(7);
    expect(JSON.parse(text)).toEqual({ companies, users: [] });
    expect(await readSnapshot(join(dir, 'db.json'))).toEqual({ companies, users: [] });
    expect(await readdir(dir)).toEqual(['db.json']);
  });

  it('reads any other JSON layout, and answers null when the file is missing', async () => {
    const path = join(dir, 'db.json');
    await writeFile(path, JSON.stringify({ companies, profile: { name: 'x' } }, null, 2));
    expect(await readSnapshot(path)).toEqual({ companies, profile: { name: 'x' } });
    await writeFile(path, JSON.stringify({ companies }));
    expect(await readSnapshot(path)).toEqual({ companies });
    expect(await readSnapshot(join(dir, 'missing.json'))).toBeNull();
    await writeFile(path, '{"companies": [');
    await expect(readSnapshot(path)).rejects.toThrow(CorruptDataError);
  });

  it('is loadable by json-server 0.17', async () => {
    await writeSnapshot(dir, [
      ['companies', companies],
      ['users', [{ id: 'u1', email: 'a@b.c' }]],
    ]);
    const router = jsonServer.router(join(dir, 'db.json'));
    expect(router.db.get('companies').size().value()).toBe(2);
    expect(router.db.get('users').find({ id: 'u1' }).value()).toEqual({ id: 'u1', email: 'a@b.c' });
  });
});
