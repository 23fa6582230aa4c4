/** npm run reset: deletes DATA_DIR's data (db.json and the journal) and seeds it again. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { generateDatabase } from '@casebridge/fixtures';
import { loadConfig } from './config.ts';
import { openStore } from './store/index.ts';

/** The store's files (see store/README.md); uploads and secret.key are kept. */
const DATA_FILES = ['db.json', 'db.json.tmp', 'journal.ndjson', 'journal.ndjson.tmp'];

export async function resetData(dataDir: string): Promise<void> {
  await Promise.all(DATA_FILES.map((file) => rm(path.join(dataDir, file), { force: true })));
  const store = await openStore({ dir: dataDir, seed: () => generateDatabase() });
  await store.close();
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const { dataDir } = loadConfig();
  await resetData(dataDir);
  console.log(`Reset ${dataDir}: fresh demo data written to db.json.`);
}
