/**
 * Opens the durable store in `dir`: loads db.json (seeding it atomically when missing), replays
 * journal.ndjson over it (a torn last line is ignored), and compacts when the journal was not empty.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@casebridge/domain';
import { DurableLog, JOURNAL_FILE } from './durableLog.ts';
import { Journal, parseJournal } from './journal.ts';
import { MemoryStore } from './memoryStore.ts';
import { COLLECTION_NAMES } from './searchFields.ts';
import { DB_FILE, readSnapshot, syncDirectory, writeSnapshot } from './snapshotFile.ts';
import type { Store } from './types.ts';

export interface OpenStoreOptions {
  /** DATA_DIR: holds db.json and journal.ndjson; created when missing. */
  dir: string;
  /** Produces the initial data when db.json does not exist. */
  seed: () => Database | Promise<Database>;
  /** Journal size that triggers a background compaction. Default 8 MB. */
  compactThresholdBytes?: number;
  /** Receives background compaction failures. Default: console.error. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_COMPACT_THRESHOLD_BYTES = 8 * 1024 * 1024;

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const { dir } = options;
  const journalPath = join(dir, JOURNAL_FILE);
  await mkdir(dir, { recursive: true });
  await rm(join(dir, `${DB_FILE}.tmp`), { force: true });
  await rm(`${journalPath}.tmp`, { force: true });

  let data = await readSnapshot(join(dir, DB_FILE));
  if (!data) {
    const seeded = await options.seed();
    data = seeded as unknown as Record<string, unknown>;
    await writeSnapshot(
      dir,
      COLLECTION_NAMES.map((name) => [name, seeded[name] ?? []] as const),
    );
    // A journal without its snapshot belongs to data that no longer exists.
    await rm(journalPath, { force: true });
  }
  const store = new MemoryStore(data);
  store.replay(parseJournal(await readText(journalPath)).ops);

  const journal = await Journal.open(journalPath);
  await syncDirectory(dir);
  const log = new DurableLog(
    dir,
    journal,
    () => store.capture(),
    options.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD_BYTES,
    options.onError ?? ((error) => console.error('store compaction failed', error)),
  );
  store.attach(log);
  if (journal.bytes > 0) await store.compact();
  return store;
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
