import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './types.ts';

/** Keys are slash-separated names such as `users/42`; every segment is percent-encoded on disk. */
function diskPath(root: string, key: string): string {
  const segments = key.split('/').filter(Boolean);
  if (segments.length === 0) throw new Error('empty blob key');
  return path.join(root, ...segments.map((segment) => encodeURIComponent(segment).replace(/^\.+/, '_')));
}

/** Uploads as files: `<dir>/<key>` plus `<dir>/<key>.meta.json` holding the media type. */
export function createFileBlobStore(dir: string): BlobStore {
  return {
    async put(key, data, mimeType) {
      const file = diskPath(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, data);
      await rename(`${file}.tmp`, file);
      await writeFile(`${file}.meta.json`, JSON.stringify({ mimeType }));
    },
    async get(key) {
      const file = diskPath(dir, key);
      try {
        const [data, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        return { data, mimeType: (JSON.parse(meta) as { mimeType: string }).mimeType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, { data: Buffer; mimeType: string }>();
  return {
    async put(key, data, mimeType) {
      blobs.set(key, { data: Buffer.from(data), mimeType });
    },
    async get(key) {
      return blobs.get(key) ?? null;
    },
  };
}
