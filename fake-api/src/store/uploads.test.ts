import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@casebridge/domain';
import { createMemoryStore } from './index.ts';
import { cleanUploads, createDurableBlobStore } from './uploads.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('stores files durably and reads them back', async () => {
    const blobs = createDurableBlobStore(dir);
    await blobs.put('users/u1', Buffer.from('png'), 'image/png');
    expect(await blobs.get('users/u1')).toEqual({ data: Buffer.from('png'), mimeType: 'image/png' });
    expect(existsSync(join(dir, 'users', 'u1.tmp'))).toBe(false);
  });

  it('removes at start the files no committed row refers to, and temporary files', async () => {
    const blobs = createDurableBlobStore(dir);
    for (const key of [
      'users/u1',
      'users/gone',
      'companies/c1',
      'factoring/f1-logo-1',
      'factoring/f1-logo-2',
      'caseFiles/fi1',
      'caseFiles/gone',
      'info-responses/kept-file',
      'info-responses/lost-file',
    ])
      await blobs.put(key, Buffer.from(key), 'image/png');
    await mkdir(join(dir, 'users'), { recursive: true });
    await writeFile(join(dir, 'users', 'u1.tmp'), 'torn');
    const store = createMemoryStore({
      users: [{ id: 'u1' }],
      companies: [{ id: 'c1' }],
      factoringCompanies: [{ id: 'f1', picture: '/api/factoring-companies/file/f1-logo-1' }],
      files: [{ id: 'fi1', caseId: 'ca1' }],
      infoResponses: [{ id: 'ir1', companyId: 'c1', files: [{ id: 'kept-file', name: 'license.pdf' }] }],
    } as unknown as Partial<Database>);
    expect(await cleanUploads(dir, store)).toBe(9);
    expect(await blobs.get('caseFiles/fi1')).not.toBeNull();
    expect(await blobs.get('caseFiles/gone')).toBeNull();
    expect(await blobs.get('info-responses/kept-file')).not.toBeNull();
    expect(await blobs.get('info-responses/lost-file')).toBeNull();
    expect(await blobs.get('users/u1')).not.toBeNull();
    expect(await blobs.get('companies/c1')).not.toBeNull();
    expect(await blobs.get('factoring/f1-logo-1')).not.toBeNull();
    expect(await blobs.get('users/gone')).toBeNull();
    expect(await blobs.get('factoring/f1-logo-2')).toBeNull();
    expect(existsSync(join(dir, 'users', 'u1.tmp'))).toBe(false);
  });
});
