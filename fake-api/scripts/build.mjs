// Builds the fake API as JavaScript (fake-api/dist/main.js, reset.js, dataCli.js), so that `npm start` runs
// no TypeScript compiler: one esbuild bundle of the fake API and the workspaces it uses (domain, fixtures),
// their npm dependencies left as imports, code only some requests need split into lazily loaded chunks.
// buildServer() skips the build when dist is newer than every source (node build.mjs --if-stale likewise).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'fake-api', 'dist');
const SOURCES = ['fake-api/src', 'domain/src', 'fixtures/src', 'fixtures/demo-accounts.json'];
// readWorker, searchWorker: the read threads' and the search thread's own files (store/spawnWorker.ts).
const ENTRIES = ['main', 'reset', 'dataCli', 'readWorker', 'searchWorker'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function dependenciesOf(workspace) {
  const pkg = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
}

/** The running server needs the fixtures' data, not their generator (faker): see fixtures/src/data.ts. */
const fixturesData = {
  name: 'fixtures-data',
  setup(build) {
    build.onResolve({ filter: /^@casebridge\/fixtures$/ }, () => ({
      path: join(root, 'fixtures', 'src', 'data.ts'),
    }));
  },
};

export function isStale() {
  const built = join(dist, 'main.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(...SOURCES.map((source) => newest(join(root, source))));
  return sources > statSync(built).mtimeMs;
}

/** Builds fake-api/dist when it is missing or older than its sources; answers whether it built. */
export async function buildServer({ force = false } = {}) {
  if (!force && !isStale()) return false;
  const { build } = await import('esbuild');
  const external = [
    ...new Set(
      ['fake-api', 'domain', 'fixtures'].flatMap(dependenciesOf).filter((n) => !n.startsWith('@casebridge/')),
    ),
  ];
  // One build per entry point: chunks are then split only along the server's own dynamic imports.
  for (const name of ENTRIES)
    await build({
      entryPoints: { [name]: join(root, 'fake-api', 'src', `${name}.ts`) },
      outdir: dist,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      external,
      plugins: [fixturesData],
      logLevel: 'warning',
      // Bundled CommonJS dependencies may call require().
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const built = await buildServer({ force: !process.argv.includes('--if-stale') });
  if (built) console.log(`Built fake-api/dist in ${Math.round(performance.now() - started)} ms`);
}
