import { describe, expect, it } from 'vitest';
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
});
