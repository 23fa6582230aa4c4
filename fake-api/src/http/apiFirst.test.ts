import { describe, expect, it } from 'vitest';
import { bodylessApiRequest, hasBody } from './bodylessApi.ts';

describe('hasBody', () => {
  it('sees a body in a Content-Length above 0 or any Transfer-Encoding', () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({ 'content-length': '12' })).toBe(true);
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});

describe('bodylessApiRequest', () => {
  it('answers the path below /api and the query as the router would (repeated names as arrays)', () => {
    const request = bodylessApiRequest(
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
    expect(bodylessApiRequest('/api/companies/co%2D1', {}, undefined)).toMatchObject({
      path: '/companies/co%2D1',
      query: {},
    });
    expect(bodylessApiRequest('/api/', {}, undefined).path).toBe('/');
    expect(bodylessApiRequest('/api/time', {}, undefined)).not.toHaveProperty('ip');
  });
});
