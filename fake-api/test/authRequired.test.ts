import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/routes/index.ts';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const routes = apiRoutes();
const samplePath = (path: string) => `/api${path.replace(/:(\w+)/g, 'sample-$1')}`;
const call = (method: string, path: string) => {
  const http = api.http;
  switch (method) {
    case 'GET':
      return http.get(path);
    case 'POST':
      return http.post(path);
    case 'PUT':
      return http.put(path);
    case 'PATCH':
      return http.patch(path);
    default:
      return http.delete(path);
  }
};

describe('every non-public route', () => {
  const secured = routes.filter((r) => r.access !== 'public').map((r) => [r.method, r.path] as const);

  it('exists', () => {
    expect(secured.length).toBeGreaterThan(10);
  });

  it.each(secured)('%s %s answers 401 without a token', async (method, path) => {
    const res = await call(method, samplePath(path));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it.each(secured)('%s %s answers 401 with an invalid token', async (method, path) => {
    const res = await call(method, samplePath(path)).set('Authorization', 'Bearer not.a.token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('public routes', () => {
  it.each(
    routes
      .filter((r) => r.access === 'public' && r.method === 'GET' && !r.path.includes(':'))
      .map((r) => r.path),
  )('GET %s answers without a token', async (path) => {
    const res = await api.http.get(`/api${path}`);
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});
