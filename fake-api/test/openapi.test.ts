import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi/build.ts';
import type { OpenApiDocument } from '../src/openapi/build.ts';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let doc: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  const res = await api.http.get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = JSON.parse(res.text) as OpenApiDocument;
});
afterAll(() => api.close());

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document served under /api', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(doc.components.securitySchemes['bearerAuth']).toBeDefined();
  });

  it('documents every served route and nothing else', () => {
    const served = api.server.core.routes
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(served);
    expect(served).toContain('get /openapi.json');
    expect(served).toContain('get /user/{token}/refresh');
  });

  it('gives each operation a summary, tags, a success answer and the security it needs', () => {
    for (const route of api.server.core.routes) {
      const operation = doc.paths[openApiPath(route.path)]![route.method.toLowerCase()] as Record<
        string,
        unknown
      >;
      const label = `${route.method} ${route.path}`;
      expect(operation['summary'], label).toBeTruthy();
      expect((operation['tags'] as string[]).length, label).toBeGreaterThan(0);
      const responses = operation['responses'] as Record<string, unknown>;
      expect(responses['200'], label).toBeDefined();
      if (route.access === 'public') expect(operation['security'], label).toEqual([]);
      else {
        expect(operation['security'], label).toEqual([{ bearerAuth: [] }]);
        expect(responses['401'], label).toEqual({ $ref: '#/components/responses/Unauthorized' });
      }
      for (const param of route.path.match(/:(\w+)/g) ?? []) {
        const names = (operation['parameters'] as { name: string; in: string }[])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(names, label).toContain(param.slice(1));
      }
    }
  });

  it('documents Content-Range on list routes and the company edit body', () => {
    const list = doc.paths['/companies']!['get'] as { responses: Record<string, { headers?: object }> };
    expect(list.responses['200']!.headers).toHaveProperty('Content-Range');
    const update = doc.paths['/companies/{id}']!['put'] as { requestBody?: unknown; responses: object };
    expect(update.requestBody).toBeDefined();
    expect(update.responses).toHaveProperty('400');
  });
});
