/**
 * Issue 39, item 14: the API answered `Access-Control-Allow-Origin: *`. It is same-origin by default; CORS_ORIGINS
 * lists the other front ends allowed, on both ways to the core (the short way and the Express app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const APP = 'https://app.partner.test';
let api: TestApi;
/** A read (the short way) and a read with a body (through the Express app), from `origin`. */
const reads = (origin: string) => [
  api.http.get('/api/time').set('Origin', origin),
  api.http.get('/api/time').set('Origin', origin).set('Content-Type', 'application/json').send('{}'),
];
const preflight = (origin: string) =>
  api.http
    .options('/api/companies')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'PUT')
    .set('Access-Control-Request-Headers', 'authorization, content-type');

describe('without CORS_ORIGINS', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sends no CORS header: another origin can neither read an answer nor pass a preflight', async () => {
    for (const res of [...(await Promise.all(reads(APP))), await preflight(APP)]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });
});

describe('with CORS_ORIGINS', () => {
  beforeAll(async () => {
    api = await startTestApi({ corsOrigins: [APP, 'http://localhost:5173'] });
  });
  afterAll(() => api.close());

  it('answers an allowed origin (echoed, varying by origin) and its preflights', async () => {
    for (const res of await Promise.all(reads(APP))) {
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(res.headers['vary']).toMatch(/\bOrigin\b/);
    }
    const allowed = await preflight(APP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP);
    expect(allowed.headers['access-control-allow-methods']).toContain('PUT');
    expect(allowed.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
  });

  it('answers any other origin without CORS headers (but still varies by origin)', async () => {
    for (const res of [
      ...(await Promise.all(reads('https://evil.test'))),
      await preflight('https://evil.test'),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/\bOrigin\b/);
    }
  });
});
