import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../routes/index.ts';
import { createRouter } from './router.ts';
import type { HttpMethod, RouteDef } from './types.ts';

const route = (method: HttpMethod, path: string): RouteDef => ({
  method,
  path,
  access: 'public',
  handler: () => ({ status: 200, body: path }),
  doc: { summary: path, tags: ['test'] },
});

describe('createRouter', () => {
  const router = createRouter([
    route('GET', '/users/:id'),
    route('GET', '/users/account'),
    route('POST', '/notifications/:id/read'),
    route('DELETE', '/notifications/:id/read'),
  ]);

  it('matches a parameterised path and decodes its parameters', () => {
    const result = router.match('GET', '/users/a%20b');
    expect(result).toMatchObject({ kind: 'found', params: { id: 'a b' } });
  });

  it('prefers static segments over parameters whatever the declaration order', () => {
    const result = router.match('GET', '/users/account');
    expect(result.kind === 'found' && result.route.path).toBe('/users/account');
  });

  it('tells a known path with another method from an unknown path', () => {
    expect(router.match('PUT', '/notifications/7/read')).toEqual({
      kind: 'method_not_allowed',
      allowed: ['POST', 'DELETE'],
    });
    expect(router.match('GET', '/nothing/here')).toEqual({ kind: 'not_found' });
  });

  it('accepts a trailing slash and rejects extra segments', () => {
    expect(router.match('GET', '/users/7/').kind).toBe('found');
    expect(router.match('GET', '/users/7/extra').kind).toBe('not_found');
  });

  it('survives malformed percent-encoding', () => {
    expect(router.match('GET', '/users/%E0%A4%A').kind).toBe('not_found');
  });

  it('refuses duplicate routes', () => {
    expect(() => createRouter([route('GET', '/a'), route('GET', '/a')])).toThrow(/Duplicate route GET \/a/);
  });

  it('finds every route of the API by its first segment, whatever its case, as a scan of every route would', () => {
    const routes = apiRoutes();
    const full = createRouter(routes);
    const sample = (path: string) => path.replace(/:(\w+)/g, 'x1');
    let checked = 0;
    for (const r of routes) {
      for (const path of [
        sample(r.path),
        `${sample(r.path)}/`,
        sample(r.path).replace(/^\/\w/, (c) => c.toUpperCase()),
      ]) {
        const found = full.match(r.method, path);
        expect(found.kind, `${r.method} ${path}`).toBe('found');
        if (found.kind === 'found') expect(found.route.path, `${r.method} ${path}`).toBe(r.path);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(full.match('GET', '/nope/x1')).toEqual({ kind: 'not_found' });
    expect(full.match('GET', '')).toEqual({ kind: 'not_found' });
  });
});
