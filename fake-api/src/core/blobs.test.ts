import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileBlobStore, createMemoryBlobStore } from './blobs.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.each([
  [
    'file',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'cb-blobs-'));
      dirs.push(dir);
      return createFileBlobStore(dir);
    },
  ],
  ['memory', async () => createMemoryBlobStore()],
])('%s blob store', (_name, make) => {
  it('stores bytes with their media type and answers null for unknown keys', async () => {
    const blobs = await make();
    await blobs.put('users/42', Buffer.from([1, 2, 3]), 'image/png');
    expect(await blobs.get('users/42')).toEqual({ data: Buffer.from([1, 2, 3]), mimeType: 'image/png' });
    await blobs.put('users/42', Buffer.from([9]), 'image/jpeg');
    expect(await blobs.get('users/42')).toEqual({ data: Buffer.from([9]), mimeType: 'image/jpeg' });
    expect(await blobs.get('users/43')).toBeNull();
  });
});

it('keeps hostile keys inside its directory', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cb-blobs-'));
  dirs.push(dir);
  const blobs = createFileBlobStore(path.join(dir, 'uploads'));
  await blobs.put('users/../../escape', Buffer.from('x'), 'image/png');
  expect(await readdir(dir)).toEqual(['uploads']);
  expect((await blobs.get('users/../../escape'))?.data.toString()).toBe('x');
});
