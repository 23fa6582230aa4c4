/**
 * Uploaded files stay files on disk (DATA_DIR/uploads, the layout of core/blobs.ts): written to a temporary
 * file, fsynced, renamed and the directory fsynced before the handler goes on to write the row that refers to
 * them, so a committed row never points at a lost file. A file whose row never committed (the request failed
 * or the server stopped in between) is removed at the next start by cleanUploads.
 */
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFileBlobStore } from '../core/blobs.ts';
import type { BlobStore } from '../core/types.ts';
import { syncDirectory } from './openStore.ts';
import type { Store } from './types.ts';

const META = '.meta.json';
/** Where the case files' contents live: caseFiles/{file id}. */
export const CASE_FILES_FOLDER = 'caseFiles';

function diskPath(root: string, key: string): string {
  const segments = key.split('/').filter(Boolean);
  if (segments.length === 0) throw new Error('empty blob key');
  return path.join(root, ...segments.map((segment) => encodeURIComponent(segment).replace(/^\.+/, '_')));
}

async function writeDurably(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.tmp`;
  await writeFile(temp, data);
  const handle = await open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/** createFileBlobStore's files, each durable before put() resolves. */
export function createDurableBlobStore(dir: string): BlobStore {
  const files = createFileBlobStore(dir);
  return {
    async put(key, data, mimeType) {
      const file = diskPath(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeDurably(file, data);
      await writeDurably(`${file}${META}`, JSON.stringify({ mimeType }));
      await syncDirectory(path.dirname(file));
    },
    get: (key) => files.get(key),
  };
}

/** Whether the committed data still refers to the upload folder/id (pictures by their record's id). */
function referencedBy(store: Store): (folder: string, id: string) => boolean {
  let factoring: string | null = null;
  let answers: string | null = null;
  return (folder, id) => {
    switch (folder) {
      case 'companies':
        return store.collection('companies').get(id) !== undefined;
      case 'users':
        return store.collection('users').get(id) !== undefined;
      case CASE_FILES_FOLDER:
        // A case file's content goes with its row (a deleted file's content is removed at the next start).
        // A deleted case's files keep their content until the case is purged (issue 40).
        return (
          store.collection('files').get(id) !== undefined ||
          store.collection('deletedCases').findOne('fileIds', id) !== undefined
        );
      case 'factoring':
        // Logos and documents are referred to by their file id (in a URL or a list of ids).
        factoring ??= JSON.stringify([
          ...store.collection('factoringCompanies').all(),
          ...store.collection('files').all(),
        ]);
        return factoring.includes(id);
      case 'info-responses':
        // Files attached to an answer to a request for information, by their file id.
        answers ??= JSON.stringify([...store.collection('infoResponses').all()]);
        return answers.includes(id);
      default:
        return true;
    }
  };
}

/** Removes temporary files and the uploads no committed row refers to; answers how many files went. */
export async function cleanUploads(dir: string, store: Store): Promise<number> {
  let removed = 0;
  const referenced = referencedBy(store);
  let folders: string[];
  try {
    folders = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const folder of folders) {
    const folderPath = path.join(dir, folder);
    let names: string[];
    try {
      names = await readdir(folderPath);
    } catch {
      continue;
    }
    for (const name of names) {
      const base = name.endsWith(META) ? name.slice(0, -META.length) : name;
      const orphan = name.endsWith('.tmp') || !referenced(folder, decodeURIComponent(base));
      if (!orphan) continue;
      await rm(path.join(folderPath, name), { force: true });
      removed++;
    }
  }
  return removed;
}
