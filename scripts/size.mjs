#!/usr/bin/env node
// `npm run size`: the initial gzipped JavaScript of each app's first page, next to its floor (issue 10).
// It loads the built console's /admin/login and the built portal's /sign-in in headless Chromium from a tiny
// static server over admin/dist and portal/dist (the API answers 404: both pages render signed out without
// it), and sums the gzipped size of every JavaScript response: the entry, its modulepreloads and the chunks
// the first route imports lazily, exactly what a browser fetches before the page is usable.
// Flags: --build runs `npm run build` first; --check exits 1 when a page is over its goal; --chunks lists
// each script. Exported for the bench: measureSizes() and formatSizeTable().
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e suite's launch flags (e2e/playwright.config.ts): Debian's Chromium, no sandbox, no GPU. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The floors (kB gzipped, 1 kB = 1000 bytes as Vite reports) and the goals, from issue 10. Each floor is the
 * initial JavaScript of the smallest app that shows the same first page with the same libraries, built with
 * the same versions and Vite settings: for the portal, a React 19 + react-router 7 + MUI sign-in form (an
 * e-mail field, a password field, a button) = 169 kB; for the console, a react-admin 5 app with
 * ra-data-simple-rest and one <Resource> with a <List>/<Datagrid>, showing react-admin's login page = 339 kB.
 */
export const PAGES = [
  { app: 'console', workspace: 'admin', base: '/admin/', page: '/admin/login', floorKb: 339, goalRatio: 1.1 },
  { app: 'portal', workspace: 'portal', base: '/', page: '/sign-in', floorKb: 169, goalRatio: 1.2 },
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Files from each app's dist under its base, index.html for page paths, 404 for /api and missing files. */
function staticServer(root) {
  const apps = PAGES.map((p) => ({ base: p.base, dist: join(root, p.workspace, 'dist') })).sort(
    (a, b) => b.base.length - a.base.length,
  );
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const app = apps.find((a) => path.startsWith(a.base) || `${path}/` === a.base);
    if (path.startsWith('/api/') || !app) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no_such_route"}');
      return;
    }
    const file = normalize(join(app.dist, path.slice(app.base.length)));
    const inside = file.startsWith(app.dist + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else if (extname(path)) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(readFileSync(join(app.dist, 'index.html')));
    }
  });
}

/** Loads one page and returns its JavaScript responses with their gzipped sizes (bytes). */
async function scriptsOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (!isScript || !response.ok()) return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The first route has rendered (its lazy chunks are in) once the page shows a form field.
  await page.locator('input').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  const unique = new Map(scripts.map((s) => [s.url, s]));
  return [...unique.values()].sort((a, b) => b.gzip - a.gzip);
}

/**
 * Measures each app's first page from its built dist (build first: `npm run build`). Returns one row per
 * page: kb (gzipped kB), floorKb, ratio, goalRatio, withinGoal, and the scripts it loaded.
 */
export async function measureSizes({ root = ROOT, chromiumPath = CHROMIUM } = {}) {
  for (const { workspace } of PAGES) {
    if (!existsSync(join(root, workspace, 'dist', 'index.html'))) {
      throw new Error(
        `${workspace}/dist is missing: run \`npm run build\` (or \`npm run size -- --build\`).`,
      );
    }
  }
  const { chromium } = await import('playwright-core');
  const server = staticServer(root);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      const scripts = await scriptsOf(browser, origin + page.page);
      const kb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1000;
      const ratio = kb / page.floorKb;
      rows.push({ ...page, kb, ratio, withinGoal: ratio <= page.goalRatio, scripts });
    }
    return rows;
  } finally {
    await browser.close();
    server.close();
  }
}

/** The rows as a fixed-width table (the same lines `npm run size` and the bench print). */
export function formatSizeTable(rows, { chunks = false } = {}) {
  const head = ['app', 'page', 'kB gzipped', 'floor kB', 'ratio', 'goal ratio', ''];
  const body = rows.map((r) => [
    r.app,
    r.page,
    r.kb.toFixed(1),
    String(r.floorKb),
    `${r.ratio.toFixed(2)}x`,
    `${r.goalRatio.toFixed(1)}x`,
    r.withinGoal ? 'ok' : 'OVER GOAL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [line(head), ...body.map(line)];
  if (chunks) {
    for (const r of rows) {
      out.push('', `${r.app} ${r.page}: ${r.scripts.length} scripts`);
      for (const s of r.scripts) out.push(`  ${(s.gzip / 1000).toFixed(1).padStart(7)} kB  ${s.url}`);
    }
  }
  return out.join('\n').trimEnd();
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--build')) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const rows = await measureSizes();
  console.log(formatSizeTable(rows, { chunks: args.includes('--chunks') }));
  if (args.includes('--check') && rows.some((r) => !r.withinGoal)) {
    console.error('\nOver goal: see issue 10 (code split per route).');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
