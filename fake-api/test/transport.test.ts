import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, REPORT_CATALOG } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { createApp } from '../src/http/express.ts';
import { bearer, binaryBody, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { pngOfWidth } from './helpers/png.ts';

let api: TestApi;
let owner: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  owner = bearer(await api.tokenFor(demoAccount((a) => a.role === 'attorney-owner').email));
});
afterAll(() => api.close());

// A header the width check reads (at most 1080 px wide).
const PNG = pngOfWidth(100);

describe('the JSON error contract at the edge', () => {
  it('answers 404 route_not_found for unknown API routes, and 405 for a known path', async () => {
    for (const url of ['/api/nope', '/api', '/api/companies/1/2/3']) {
      const res = await api.http.get(url);
      expect([url, res.status, res.body]).toEqual([
        url,
        404,
        { error: 'route_not_found', message: MESSAGES.routeNotFound },
      ]);
    }
    const wrongMethod = await api.http.post('/api/time');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers['allow']).toBe('GET');
    expect(wrongMethod.body.message).toBe(MESSAGES.methodNotAllowed);
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    const malformed = await api.http
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'bad_request', message: MESSAGES.malformedJson });

    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) });
    const tooLarge = await api.http
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'payload_too_large', message: MESSAGES.payloadTooLarge });
  });

  it('allows no other origin by default (CORS_ORIGINS: cors.test.ts)', async () => {
    const res = await api.http
      .options('/api/companies')
      .set('Origin', 'http://elsewhere.test')
      .set('Access-Control-Request-Method', 'PUT');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('never answers with a stack trace', async () => {
    const res = await api.http
      .get('/api/notifications')
      .query({ page: ['1', '2'] })
      .set(owner);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('reads without a body (the short way to the core)', () => {
  const page = { sort: '["lastUpdate","DESC"]', range: '[0,9]', filter: '{"companyType":["ATTORNEY"]}' };

  it('answers a JSON write the same on the short way and through the router, errors included', async () => {
    // A parameter besides the charset sends a JSON body through the router's parser (apiFirst.ts, jsonBody.ts).
    const send = (body: string, long: boolean) =>
      api.http
        .post('/api/users/login')
        .set('Content-Type', long ? 'application/json; charset=utf-8; v=1' : 'application/json')
        .send(body);
    const email = demoAccount((a) => a.role === 'attorney-owner').email;
    const bodies = [
      '{"email": "a@b.c",',
      '"text"',
      '{}',
      JSON.stringify({ email, password: 'wrong password' }),
      JSON.stringify({ email, password: DEMO_PASSWORD }),
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    ];
    const statuses: number[] = [];
    for (const body of bodies) {
      const short = await send(body, false);
      const long = await send(body, true);
      statuses.push(short.status);
      expect(short.status, body.slice(0, 40)).toBe(long.status);
      if (short.status === 200) expect(Object.keys(short.body)).toEqual(Object.keys(long.body));
      else expect(short.body, body.slice(0, 40)).toEqual(long.body);
      for (const header of ['x-content-type-options', 'access-control-allow-origin', 'content-type'])
        expect(short.headers[header], header).toBe(long.headers[header]);
    }
    expect(statuses).toEqual([400, 400, 400, 401, 200, 413]);
  });

  it('answers a read exactly as the API router does for the same read sent with a body', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
    const short = await api.http.get('/api/subscriptions').query(page).set(staff);
    // A body (even an empty JSON object) sends the request through the router's body parsers.
    const long = await api.http
      .get('/api/subscriptions')
      .query(page)
      .set(staff)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(short.status).toBe(200);
    expect(short.body).toHaveLength(10);
    expect([long.status, long.body, long.headers['content-range']]).toEqual([
      short.status,
      short.body,
      short.headers['content-range'],
    ]);
    for (const header of ['x-content-type-options', 'access-control-allow-origin', 'content-type'])
      expect(short.headers[header], header).toBe(long.headers[header]);
  });

  it('answers HEAD with the headers of GET and no body, and still refuses a read without a token', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
    const head = await api.http.head('/api/subscriptions').query(page).set(staff);
    expect(head.status).toBe(200);
    expect(head.headers['content-range']).toMatch(/^subscriptions 0-9\/\d+$/);
    expect(head.text ?? '').toBe('');
    const anonymous = await api.http.get('/api/subscriptions').query(page);
    expect(anonymous.status).toBe(401);
  });
});

describe('compression', () => {
  it('gzips a large JSON answer for a client that accepts it, and the JSON is intact', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
    const res = await api.http
      .get('/api/companies')
      .query({ range: '[0,49]' })
      .set(staff)
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect((res.body as unknown[]).length).toBe(50);
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
    const res = await api.http
      .get('/api/companies')
      .query({ range: '[0,49]' })
      .set(staff)
      .set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a workbook download as it is, with its Content-Length for the progress bar', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
    const res = await api.http
      .get(`/api${REPORT_CATALOG[0].path}`)
      .set(staff)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
  });
});

describe('PUT /me/picture', () => {
  it('stores a png and serves it back', async () => {
    const res = await api.http.put('/api/me/picture').set(owner).attach('picture', PNG, 'me.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.picture).toMatch(new RegExp(`^/api/users/${res.body.id}/picture`));
    expect(res.text).not.toContain('passwordHash');
    const picture = await api.http.get(`/api/users/${res.body.id}/picture`).buffer(true);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.body as Buffer, PNG)).toBe(0);
  });

  it('refuses other file types and a missing file with the spec message', async () => {
    const gif = await api.http
      .put('/api/me/picture')
      .set(owner)
      .attach('picture', Buffer.from('GIF89a...'), 'a.gif');
    expect(gif.status).toBe(400);
    expect(gif.body.fields).toEqual({ picture: MESSAGES.selectImageFile });
    const fakePng = await api.http
      .put('/api/me/picture')
      .set(owner)
      .attach('picture', Buffer.from('text'), 'a.png');
    expect(fakePng.status).toBe(400);
    const none = await api.http.put('/api/me/picture').set(owner).field('other', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.selectImageFile);
  });

  it('answers 413 payload_too_large above 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.imageMaxBytes)]);
    const res = await api.http.put('/api/me/picture').set(owner).attach('picture', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: MESSAGES.imageTooLarge });
  });
});

describe('GET /companies/:id/picture', () => {
  it('answers a generated initials logo until one is uploaded, and 404 for a missing company', async () => {
    const id = api.server.store.collection('companies').findOne('name', 'Lakeview Imaging Center')!.id;
    const res = await api.http.get(`/api/companies/${id}/picture`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(Buffer.from(res.body as Buffer).toString()).toContain('>LI</text>');
    const missing = await api.http.get('/api/companies/no-such-company/picture');
    expect([missing.status, missing.body.error]).toEqual([404, 'no_such_element']);
  });
});

describe('static apps', () => {
  let root: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cb-static-'));
    for (const name of ['admin', 'portal']) {
      await mkdir(path.join(root, name, 'assets'), { recursive: true });
      await writeFile(path.join(root, name, 'index.html'), `<html>${name}</html>`);
      await writeFile(path.join(root, name, 'assets', 'app.js'), `console.log('${name}')`);
    }
    app = createApp({
      core: api.server.core,
      staticDirs: { admin: path.join(root, 'admin'), portal: path.join(root, 'portal') },
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('serves the console under /admin/ and the portal at /, each with its SPA fallback', async () => {
    const http = request(app);
    expect((await http.get('/admin/')).text).toBe('<html>admin</html>');
    expect((await http.get('/admin/registries/42')).text).toBe('<html>admin</html>');
    expect((await http.get('/admin/assets/app.js')).text).toBe("console.log('admin')");
    expect((await http.get('/admin')).status).toBe(301);
    expect((await http.get('/')).text).toBe('<html>portal</html>');
    expect((await http.get('/my-company/settings')).text).toBe('<html>portal</html>');
    expect((await http.get('/assets/app.js')).text).toBe("console.log('portal')");
    expect((await http.get('/assets/missing.js')).status).toBe(404);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page', async () => {
    const http = request(app);
    for (const url of ['/admin/assets/app.js', '/assets/app.js']) {
      expect((await http.get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/admin/', '/admin/registries/42', '/', '/sign-in']) {
      expect([url, (await http.get(url)).headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('gzips a large script', async () => {
    await writeFile(path.join(root, 'portal', 'assets', 'big.js'), `console.log(${'"x"+'.repeat(2000)}"x')`);
    const res = await request(app).get('/assets/big.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('console.log("x"+');
  });

  it('serves the portal for page paths that carry an e-mail address', async () => {
    const http = request(app);
    expect((await http.get('/verify/ann@example.com')).text).toBe('<html>portal</html>');
    expect((await http.get('/password-update/ann.lee@mail.test')).text).toBe('<html>portal</html>');
  });

  it('never falls back to an index.html under /api', async () => {
    const res = await request(app).get('/api/unknown/page');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('route_not_found');
    expect((await request(app).get('/api/time')).body.time).toEqual(expect.any(String));
  });
});
