/** npm run bench: the store micro-benchmark, then the HTTP benchmark, both at 100,000 companies. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

for (const script of ['store.bench.ts', 'http.bench.ts']) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, script), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
