/**
 * npm run reset: replaces DATA_DIR's data with fresh demo data and forgets the throttles' counters (uploads and
 * secret.key are kept).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { generateDatabase, shiftToNow } from '@casebridge/fixtures/generate';
import { loadConfig } from './config.ts';
import { THROTTLES_FILE } from './core/throttleStore.ts';
import { writeDataDirectory } from './store/dataDir.ts';

/** Like a first start, the demo network is moved to today (fixtures shiftToNow): pending invites stay pending. */
export async function resetData(dataDir: string, now: Date = new Date()): Promise<void> {
  await writeDataDirectory(dataDir, shiftToNow(generateDatabase(), now));
  for (const suffix of ['', '-wal', '-shm'])
    await rm(path.join(dataDir, THROTTLES_FILE + suffix), { force: true });
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const { dataDir } = loadConfig();
  await resetData(dataDir);
  console.log(`Reset ${dataDir}: fresh demo data written to its database.`);
}
