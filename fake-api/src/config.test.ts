import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PORT, DEFAULT_READ_THREADS, loadConfig, loadSecret, SECRET_FILE } from './config.ts';
import { DEFAULT_SESSION_LIMITS } from './core/sessionLimits.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('defaults to port 3000 and ./data under the working directory', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: DEFAULT_PORT,
      dataDir: '/srv/app/data',
      tokenSecret: null,
      devMailbox: false,
      devClock: false,
      readThreads: DEFAULT_READ_THREADS,
      trustProxy: false,
      corsOrigins: [],
      sessionLimits: DEFAULT_SESSION_LIMITS,
    });
  });

  it('reads READ_THREADS, from 0 to 16', () => {
    expect(loadConfig({ READ_THREADS: '0' }, '/').readThreads).toBe(0);
    expect(loadConfig({ READ_THREADS: '3' }, '/').readThreads).toBe(3);
    expect(() => loadConfig({ READ_THREADS: '-1' }, '/')).toThrow(/READ_THREADS/);
    expect(() => loadConfig({ READ_THREADS: '1.5' }, '/')).toThrow(/READ_THREADS/);
    expect(() => loadConfig({ READ_THREADS: 'many' }, '/')).toThrow(/READ_THREADS/);
  });

  it('turns the development mailbox on only when DEV_MAILBOX says so', () => {
    expect(loadConfig({ DEV_MAILBOX: '1' }, '/').devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'TRUE' }, '/').devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '0' }, '/').devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '' }, '/').devMailbox).toBe(false);
  });

  it('turns the development clock on only when DEV_CLOCK says so', () => {
    expect(loadConfig({ DEV_CLOCK: '1' }, '/').devClock).toBe(true);
    expect(loadConfig({ DEV_CLOCK: 'true' }, '/').devClock).toBe(true);
    expect(loadConfig({ DEV_CLOCK: '0' }, '/').devClock).toBe(false);
    expect(loadConfig({}, '/').devClock).toBe(false);
  });

  it('reads PORT, DATA_DIR (relative to the cwd, or INIT_CWD under npm) and TOKEN_SECRET', () => {
    expect(loadConfig({ PORT: '4000', DATA_DIR: 'var/db', TOKEN_SECRET: 's' }, '/srv')).toEqual({
      port: 4000,
      dataDir: '/srv/var/db',
      tokenSecret: 's',
      devMailbox: false,
      devClock: false,
      readThreads: DEFAULT_READ_THREADS,
      trustProxy: false,
      corsOrigins: [],
      sessionLimits: DEFAULT_SESSION_LIMITS,
    });
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/abs' }).dataDir).toBe('/abs');
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/data');
    expect(() => loadConfig({ PORT: 'eighty' }, '/')).toThrow(/PORT/);
  });
});

describe('loadSecret', () => {
  it('uses TOKEN_SECRET when given, otherwise creates and then reuses DATA_DIR/secret.key', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cb-config-'));
    dirs.push(dir);
    expect(new TextDecoder().decode(await loadSecret(dir, 'from-env'))).toBe('from-env');
    const dataDir = path.join(dir, 'data');
    const first = await loadSecret(dataDir, null);
    expect(first.length).toBe(32);
    expect((await readFile(path.join(dataDir, SECRET_FILE), 'utf8')).trim()).toHaveLength(64);
    expect(Buffer.from(await loadSecret(dataDir, null)).equals(Buffer.from(first))).toBe(true);
  });
});
