import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The port of this run's server. `npm test` runs the spec files in two shards side by side (package.json:
 * `--shard=1/2` on 3210, `--shard=2/2` on 3310), each a Playwright process with its own server and data: a
 * shard always holds the same files, in the same order, so data one spec leaves for a later one stays in the
 * same server from run to run (with two workers, which files share a server changed from run to run, and a
 * spec relying on an earlier one's data failed at random). On two cores: 9 minutes rather than 11.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * E2E_WORKERS runs spec files side by side within one run, each worker against its own server and data
 * (support/fixtures.ts points a worker's baseURL at port PORT + its parallel index). One by default.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
/**
 * Absolute, because the server resolves a relative DATA_DIR against INIT_CWD (where `npm test` was typed): a
 * relative one made `rm -rf` and the server disagree, and a run reused the data a previous run had changed.
 */
const dataDir = (index: number) => fileURLToPath(new URL(`./.data/server-${PORT + index}`, import.meta.url));

/**
 * Browser tests drive Debian's Chromium (no browser download is possible here) against the real server:
 * the built console and portal served by the fake API on a fresh data directory seeded from the fixtures.
 */
export default defineConfig({
  testDir: './tests',
  // Each run's own (two shards run side by side, and a run empties its output directory first).
  outputDir: `./test-results/${PORT}`,
  // Each route a test visits is also audited with axe (support/fixtures.ts): a second or two per route.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A laptop's window, the layout audit's first size (support/layout/): it audits there without a resize.
    viewport: { width: 1366, height: 768 },
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // DEV_MAILBOX: the tests read the e-mailed codes in the console's outbox, as a demo does.
  // DEV_CLOCK: staff may move the server's clock (POST /api/dev/clock) to let case invites expire.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `rm -rf '${dataDir(index)}' && node ../scripts/start.mjs --no-build`,
    url: `http://127.0.0.1:${PORT + index}/api/time`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(PORT + index),
      DATA_DIR: dataDir(index),
      NODE_ENV: 'test',
      DEV_MAILBOX: '1',
      DEV_CLOCK: '1',
    },
  })),
});
