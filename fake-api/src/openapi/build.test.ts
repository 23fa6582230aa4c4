import { z } from 'zod';
import { companySchema } from '@casebridge/domain';
import { describe, expect, it } from 'vitest';
import { defineRoute } from '../core/defineRoute.ts';
import { listQueryParams } from '../core/listQuery.ts';
import { buildOpenApi, openApiPath } from './build.ts';

const routes = [
  defineRoute({
    endpoint: { method: 'GET', path: '/companies' },
    access: () => true,
    query: listQueryParams,
    doc: { summary: 'list', tags: ['companies'], response: z.array(companySchema), list: true },
    handler: () => ({ status: 200, body: [] }),
  }),
  defineRoute({
    endpoint: { method: 'PUT', path: '/companies/:id' },
    access: 'authenticated',
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string().max(60), phoneNumber: z.string().optional() }),
    doc: { summary: 'update', tags: ['companies'], response: companySchema, errors: [409] },
    handler: () => ({ status: 200, body: {} }),
  }),
  defineRoute({
    endpoint: { method: 'PUT', path: '/me/picture' },
    access: 'authenticated',
    multipart: { fields: ['picture', 'extra'], maxBytes: 10, maxCount: { extra: 3 } },
    doc: { summary: 'upload', tags: ['users'], requestBody: z.object({ caption: z.string() }) },
    handler: () => ({ status: 200 }),
  }),
  defineRoute({
    endpoint: { method: 'POST', path: '/answers' },
    access: 'authenticated',
    multipart: { fields: ['files'], maxBytes: 10, maxCount: { files: 5 } },
    doc: { summary: 'answer', tags: ['companies'], requestBody: z.object({ message: z.string() }) },
    handler: () => ({ status: 201 }),
  }),
  defineRoute({
    endpoint: { method: 'GET', path: '/time' },
    access: 'public',
    doc: { summary: 'time', tags: ['system'], response: z.object({ time: z.string() }) },
    handler: () => ({ status: 200, body: { time: '' } }),
  }),
];

const doc = buildOpenApi(routes, { title: 'test', version: '1' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading a loosely typed JSON document
type Loose = any;
const op = (path: string, method: string): Loose => doc.paths[path]?.[method];

describe('buildOpenApi', () => {
  it('writes Express paths as OpenAPI templates', () => {
    expect(openApiPath('/user/:token/refresh')).toBe('/user/{token}/refresh');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/answers',
      '/companies',
      '/companies/{id}',
      '/me/picture',
      '/time',
    ]);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents security, parameters, bodies and the error responses each route can give', () => {
    const list = op('/companies', 'get');
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'query:sort',
      'query:range',
      'query:filter',
      'query:page',
      'query:size',
      'query:ids',
    ]);
    expect(list.responses['200'].headers['Content-Range']).toBeDefined();
    expect(list.responses['200'].content['application/json'].schema.type).toBe('array');
    expect(Object.keys(list.responses).sort()).toEqual(['200', '400', '401', '403']);

    const update = op('/companies/{id}', 'put');
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(update.requestBody.content['application/json'].schema.properties.name.maxLength).toBe(60);
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '404', '409']);
    expect(update.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });

    const upload = op('/me/picture', 'put');
    const form = upload.requestBody.content['multipart/form-data'].schema.properties;
    expect(form.picture.format).toBe('binary');
    expect(form.extra).toEqual({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 3 });
    expect(form.caption.type).toBe('string');
    expect(upload.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });

    // Files with text fields: both documented, the files an array when several are taken, the text required.
    const answer = op('/answers', 'post').requestBody.content['multipart/form-data'].schema;
    expect(answer.properties.message).toEqual({ type: 'string' });
    expect(answer.properties.files).toEqual({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: 5,
    });
    expect(answer.required).toEqual(['message']);

    const time = op('/time', 'get');
    expect(time.security).toEqual([]);
    expect(Object.keys(time.responses)).toEqual(['200']);
  });

  it('describes the error body once and the bearer scheme', () => {
    const errorSchema = doc.components.schemas['ApiErrorBody'] as { properties: Record<string, unknown> };
    expect(Object.keys(errorSchema.properties)).toEqual(['error', 'message', 'fields']);
    expect(doc.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });
});
