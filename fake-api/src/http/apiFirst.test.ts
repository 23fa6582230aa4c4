import type { RequestListener } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Core } from '../core/handle.ts';
import type { ApiRequest } from '../core/types.ts';
import { apiFirst, apiRequest, hasBody } from './apiFirst.ts';

describe('hasBody', () => {
  it('sees a body in a Content-Length above 0 or any Transfer-Encoding', () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({ 'content-length': '12' })).toBe(true);
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});

describe('apiRequest', () => {
  it('answers the path below /api and the query as the router would (repeated names as arrays)', () => {
    const request = apiRequest(
      'GET',
      '/api/companies?sort=%5B%22name%22%2C%22ASC%22%5D&range=%5B0%2C24%5D&id=a&id=b&q=caf%C3%A9+bar',
      { authorization: 'Bearer t', accept: ['a', 'b'] as unknown as string },
      '127.0.0.1',
    );
    expect(request).toEqual({
      method: 'GET',
      path: '/companies',
      query: { sort: '["name","ASC"]', range: '[0,24]', id: ['a', 'b'], q: 'café bar' },
      headers: { authorization: 'Bearer t', accept: 'a, b' },
      body: undefined,
      files: [],
      ip: '127.0.0.1',
    });
    expect(Object.getPrototypeOf(request.query)).toBe(Object.prototype);
  });

  it('keeps the path as sent (the core decodes its parameters) and has no query without a ?', () => {
    expect(apiRequest('GET', '/api/companies/co%2D1', {}, undefined)).toMatchObject({
      path: '/companies/co%2D1',
      query: {},
    });
    expect(apiRequest('GET', '/api/', {}, undefined).path).toBe('/');
    expect(apiRequest('GET', '/api/time', {}, undefined)).not.toHaveProperty('ip');
  });
});

describe('apiFirst', () => {
  const listener = () => {
    const seen: ApiRequest[] = [];
    const core = {
      handle: (request: ApiRequest) => {
        seen.push(request);
        return Promise.resolve({ status: 200, body: { ok: true } });
      },
    } as unknown as Core;
    const app: RequestListener = (_req, res) => {
      res.statusCode = 299;
      res.end();
    };
    return { seen, http: request(apiFirst(core, app)) };
  };

  it('hands reads and plain JSON writes to the core with their bodies parsed, the rest to the app', async () => {
    const { seen, http } = listener();
    expect((await http.get('/api/time?x=1')).status).toBe(200);
    const write = await http
      .put('/api/companies/c1')
      .set('Content-Type', 'application/json')
      .send('{"name":"A"}');
    expect(write.status).toBe(200);
    expect(seen.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'GET', path: '/time', query: { x: '1' }, body: undefined },
      { method: 'PUT', path: '/companies/c1', query: {}, body: { name: 'A' } },
    ]);
    const long = [
      http.put('/api/companies/c1').set('Content-Type', 'text/plain').send('{"name":"A"}'),
      http.post('/api/files').attach('file', Buffer.from('x'), 'x.txt'),
      http.options('/api/time'),
      http.get('/admin/'),
    ];
    expect((await Promise.all(long)).map((res) => res.status)).toEqual([299, 299, 299, 299]);
    expect(seen).toHaveLength(2);
  });

  it('answers a malformed body itself, without the core', async () => {
    const { seen, http } = listener();
    const res = await http.post('/api/users/login').set('Content-Type', 'application/json').send('{"a":');
    expect([res.status, res.body]).toEqual([400, { error: 'bad_request', message: MESSAGES.malformedJson }]);
    expect(seen).toHaveLength(0);
  });
});
