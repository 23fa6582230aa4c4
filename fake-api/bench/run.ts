/** npm run bench: the HTTP benchmark at 100,000 companies (see http.bench.ts for its options). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(import.meta.dirname, 'http.bench.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
