/**
 * Writing a whole DATA_DIR's data at once (fixtures, reset, import): the previous database and any files of
 * the store before it are replaced by a new database holding `data`. Uploads and secret.key stay.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@casebridge/domain';
import { LEGACY_DB_FILE, LEGACY_JOURNAL_FILE } from './legacy.ts';
import { DB_FILE, DB_FILES, writeDataFile } from './openStore.ts';

const LEGACY_FILES = [
  LEGACY_DB_FILE,
  `${LEGACY_DB_FILE}.tmp`,
  LEGACY_JOURNAL_FILE,
  `${LEGACY_JOURNAL_FILE}.tmp`,
];

/** Replaces the data of `dir` with `data` (the database is built aside and renamed in). */
export async function writeDataDirectory(
  dir: string,
  data: Database | Record<string, unknown>,
): Promise<void> {
  await writeDataFile(join(dir, DB_FILE), data);
  await Promise.all(LEGACY_FILES.map((name) => rm(join(dir, name), { force: true })));
}

/** Deletes the data of `dir` (the next start seeds it again). */
export async function removeData(dir: string): Promise<void> {
  await Promise.all([...DB_FILES, ...LEGACY_FILES].map((name) => rm(join(dir, name), { force: true })));
}
