/** `npm run dev` (scripts/dev.mjs) runs what exists: the API's entry, each app's dev script at its base path. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devCommands } from './dev.mjs';

const root = join(import.meta.dirname, '..');
const readJson = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

describe('npm run dev', () => {
  const commands = devCommands({}, ['--max-old-space-size=256']);

  it('is the root script and runs the API from its entry with the server’s Node options', () => {
    expect((readJson('package.json').scripts as Record<string, string>).dev).toBe('node scripts/dev.mjs');
    const api = commands.find((c) => c.name === 'api');
    expect(api?.entry && existsSync(join(root, api.entry))).toBe(true);
    expect(api?.command).toContain(`tsx watch`);
    expect(api?.command).toContain(api?.entry);
    expect(api?.env.NODE_OPTIONS).toBe('--max-old-space-size=256');
    expect(api?.url).toBe('http://127.0.0.1:3000/api');
  });

  it('starts each app with its own dev script, at the base path its Vite config serves, proxied to the API', () => {
    for (const app of commands.filter((c) => c.workspace)) {
      const workspace = app.workspace ?? '';
      expect((readJson(`${workspace}/package.json`).scripts as Record<string, string>).dev).toBe('vite');
      const config = readFileSync(join(root, workspace, 'vite.config.ts'), 'utf8');
      const base = /base: '([^']+)'/.exec(config)?.[1];
      expect(new URL(app.url).pathname).toBe(base);
      expect(config).toContain('process.env.API_PROXY_TARGET');
      expect(app.env.API_PROXY_TARGET).toBe('http://127.0.0.1:3000');
    }
    expect(commands.map((c) => c.name)).toEqual(['api', 'portal', 'console']);
  });

  it('follows the ports it is given', () => {
    const [api, portal, admin] = devCommands({
      PORT: '3470',
      PORTAL_DEV_PORT: '5473',
      CONSOLE_DEV_PORT: '5474',
    });
    expect(api?.env.PORT).toBe('3470');
    expect(portal?.command).toContain('--port 5473 --strictPort');
    expect(admin?.url).toBe('http://localhost:5474/admin/');
    expect(admin?.env.API_PROXY_TARGET).toBe('http://127.0.0.1:3470');
  });
});
