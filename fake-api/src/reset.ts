/** npm run reset: replaces DATA_DIR's data with fresh demo data (uploads and secret.key are kept). */
import path from 'node:path';
import { generateDatabase, shiftToNow } from '@casebridge/fixtures/generate';
import { loadConfig } from './config.ts';
import { writeDataDirectory } from './store/dataDir.ts';

/** Like a first start, the demo network is moved to today (fixtures shiftToNow): pending invites stay pending. */
export async function resetData(dataDir: string, now: Date = new Date()): Promise<void> {
  await writeDataDirectory(dataDir, shiftToNow(generateDatabase(), now));
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const { dataDir } = loadConfig();
  await resetData(dataDir);
  console.log(`Reset ${dataDir}: fresh demo data written to its database.`);
}
