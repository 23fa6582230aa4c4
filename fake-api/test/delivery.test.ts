import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/express.ts';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

describe('delivery of the built apps', () => {
  let api: TestApi;
  let root: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    api = await startTestApi();
    root = await mkdtemp(path.join(tmpdir(), 'cb-delivery-'));
    for (const name of ['admin', 'portal']) {
      await mkdir(path.join(root, name, 'assets'), { recursive: true });
      await writeFile(path.join(root, name, 'index.html'), `<html>${name}</html>`);
      await writeFile(path.join(root, name, 'assets', 'app-abc123.js'), `console.log('${name}')`);
      await writeFile(path.join(root, name, 'assets', 'app-abc123.js.map'), '{"version":3}');
    }
    app = createApp({
      core: api.server.core,
      staticDirs: { admin: path.join(root, 'admin'), portal: path.join(root, 'portal') },
    });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await api.close();
  });

  it('never serves a source map, even one left in a build', async () => {
    const http = request(app);
    expect((await http.get('/assets/app-abc123.js')).status).toBe(200);
    expect((await http.get('/assets/app-abc123.js.map')).status).toBe(404);
    expect((await http.get('/admin/assets/app-abc123.js')).status).toBe(200);
    expect((await http.get('/admin/assets/app-abc123.js.map')).status).toBe(404);
  });
});
