#!/usr/bin/env node
// `npm run dev`: the fake API from its TypeScript sources, restarted on every change (tsx watch), and Vite's dev
// servers for the portal and the console (hot reload), which forward /api to it. One command, one Ctrl+C.
// Ports: PORT (the API, 3000), PORTAL_DEV_PORT (5173), CONSOLE_DEV_PORT (5174).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The three processes `npm run dev` runs, with their URLs; pure, so scripts/dev.test.ts can check them. */
export function devCommands(env = process.env, nodeArgs = []) {
  const apiPort = Number(env.PORT ?? 3000);
  const portalPort = Number(env.PORTAL_DEV_PORT ?? 5173);
  const consolePort = Number(env.CONSOLE_DEV_PORT ?? 5174);
  const apiTarget = `http://127.0.0.1:${apiPort}`;
  const vite = (workspace, port) => `npm run dev -w ${workspace} -- --port ${port} --strictPort`;
  return [
    {
      name: 'api',
      // The same Node options as `npm start` (scripts/start.mjs), through NODE_OPTIONS so tsx passes them on.
      command: 'tsx watch --clear-screen=false fake-api/src/main.ts',
      env: { PORT: String(apiPort), NODE_OPTIONS: [env.NODE_OPTIONS, ...nodeArgs].filter(Boolean).join(' ') },
      url: `${apiTarget}/api`,
      entry: 'fake-api/src/main.ts',
    },
    {
      name: 'portal',
      command: vite('portal', portalPort),
      env: { API_PROXY_TARGET: apiTarget },
      url: `http://localhost:${portalPort}/`,
      workspace: 'portal',
    },
    {
      name: 'console',
      command: vite('admin', consolePort),
      env: { API_PROXY_TARGET: apiTarget },
      url: `http://localhost:${consolePort}/admin/`,
      workspace: 'admin',
    },
  ];
}

async function main() {
  const { default: concurrently } = await import('concurrently');
  const { SERVER_NODE_ARGS } = await import(
    pathToFileURL(join(root, 'fake-api', 'scripts', 'serverArgs.mjs')).href
  );
  const commands = devCommands(process.env, SERVER_NODE_ARGS);
  console.log('CaseBridge in development mode (Ctrl+C stops all three):');
  for (const { name, url } of commands) console.log(`  ${name.padEnd(8)} ${url}`);
  console.log('  The apps reload as their sources change; the API restarts on a change of its sources.\n');
  const { result } = concurrently(
    commands.map(({ name, command, env }) => ({ name, command, env, cwd: root })),
    { prefixColors: ['blue', 'green', 'magenta'], killOthersOn: ['failure'], restartTries: 0 },
  );
  await result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
