#!/usr/bin/env node
// `npm start`: builds the console and the portal when their build is missing or older than their sources,
// builds the fake API as JavaScript the same way, then starts the one server (API at /api, console at
// /admin/, portal at /), seeding the data when missing.
// Flags: --no-build skips the build check (used by the e2e runner after an explicit build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.test.tsx')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(app) {
  const built = join(root, app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(join(root, app, 'src')),
    newestMtime(join(root, 'domain', 'src')),
    statSync(join(root, app, 'index.html')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

if (!args.includes('--no-build')) {
  const stale = ['admin', 'portal'].filter(needsBuild);
  if (stale.length > 0) {
    console.log(`Building ${stale.join(' and ')}...`);
    const result = spawnSync('npm', ['run', 'build', ...stale.flatMap((w) => ['-w', w])], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The server runs as JavaScript (fake-api/dist), rebuilt when older than its sources (about a second).
const { buildServer } = await import(pathToFileURL(join(root, 'fake-api', 'scripts', 'build.mjs')).href);
if (await buildServer()) console.log('Built the fake API (fake-api/dist).');

const { SERVER_NODE_ARGS } = await import(
  pathToFileURL(join(root, 'fake-api', 'scripts', 'serverArgs.mjs')).href
);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, join(root, 'fake-api', 'dist', 'main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
