#!/usr/bin/env node
/**
 * The portal's first-page weight: the gzipped JavaScript the sign-in page (/sign-in, the public home) loads,
 * read from the Vite manifest of `npm run build -w portal`: the entry with its static imports (script and
 * modulepreload of index.html; the light shell app/PortalRoot.tsx renders the sign-in page from them) plus
 * the chunks of any screen the sign-in route loads lazily (SIGN_IN_SCREENS, none today). Compressed with gzip
 * level 6 (the server's compression default); kB = 1000 bytes, as Vite and the root `npm run size` report.
 * Usage: node scripts/size.mjs [--json] [--max-kb N] (exits 1 above N kB). Goal (issue 10): 1.2 x the
 * 169 kB floor = 203 kB.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** The modules the sign-in route loads lazily: none, its screen is part of the entry (app/PortalRoot.tsx). */
const SIGN_IN_SCREENS = [];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

/** The chunk of `key` and every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = closure(entry);
const lazy = new Set();
for (const screen of SIGN_IN_SCREENS) {
  if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build (is it lazy-loaded?)`);
  for (const key of closure(screen)) if (!initial.has(key)) lazy.add(key);
}

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 6 }).length;
const rows = [...initial, ...lazy].map((key) => ({
  file: manifest[key].file,
  how: initial.has(key) ? 'initial' : 'sign-in route (lazy)',
  gzipBytes: gz(manifest[key].file),
}));
const total = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ signInGzipKb: Number(kb(total)), files: rows }, null, 2));
} else {
  for (const row of rows.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${kb(row.gzipBytes).padStart(8)} kB  ${row.file}  (${row.how})`);
  console.log(`${kb(total).padStart(8)} kB  gzipped JavaScript for the sign-in page`);
}
const max = process.argv.indexOf('--max-kb');
if (max > 0 && total / 1000 > Number(process.argv[max + 1])) {
  console.error(`The sign-in page loads ${kb(total)} kB, above ${process.argv[max + 1]} kB.`);
  process.exit(1);
}
