/**
 * A fetch-compatible transport that answers from the fake API's core in-process (no HTTP server): the
 * client's real calls (URL, method, headers, JSON or multipart body) become ApiRequests as the Express
 * adapter builds them, and every exchange is recorded for the contract tests.
 */
import type { Core } from '../core/handle.ts';
import { bodyValue } from '../core/jsonText.ts';
import type { ApiRequest, ApiResponse, HttpMethod, UploadedFile } from '../core/types.ts';

export interface Exchange {
  method: HttpMethod;
  /** Below /api. */
  path: string;
  status: number;
  body: unknown;
  contentType: string | undefined;
}

function queryOf(url: URL): ApiRequest['query'] {
  const query: ApiRequest['query'] = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length > 1 ? values : values[0];
  }
  return query;
}

/** multipart/form-data as multer leaves it: text fields in the body, files apart. */
async function formOf(form: FormData): Promise<{ body: Record<string, string>; files: UploadedFile[] }> {
  const body: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, field) => entries.push([field, value]));
  for (const [field, value] of entries) {
    if (typeof value === 'string') body[field] = value;
    else {
      const buffer = Buffer.from(await value.arrayBuffer());
      files.push({ field, originalName: value.name, mimeType: value.type, size: buffer.length, buffer });
    }
  }
  return { body, files };
}

function toResponse(answer: ApiResponse): Response {
  const headers = new Headers(answer.headers);
  let body: BodyInit | null = null;
  if (Buffer.isBuffer(answer.body)) body = new Uint8Array(answer.body);
  else if (answer.body !== undefined) {
    body = JSON.stringify(answer.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  }
  if (body instanceof Uint8Array) headers.set('Content-Length', String(body.length));
  return new Response(answer.status === 204 ? null : body, { status: answer.status, headers });
}

export function inProcessFetch(core: Core, exchanges: Exchange[], apiPrefix = '/api'): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://in-process.test');
    if (!url.pathname.startsWith(`${apiPrefix}/`)) throw new TypeError(`Not an API call: ${url.href}`);
    const method = (init.method ?? 'GET').toUpperCase() as HttpMethod;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const req: ApiRequest = {
      method,
      path: url.pathname.slice(apiPrefix.length),
      query: queryOf(url),
      headers,
      files: [],
    };
    if (init.body instanceof FormData) Object.assign(req, await formOf(init.body));
    else if (typeof init.body === 'string') req.body = JSON.parse(init.body) as unknown;
    else if (init.body != null) throw new TypeError('in-process fetch: unsupported body');
    const answer = await core.handle(req);
    const response = toResponse(answer);
    exchanges.push({
      method,
      path: req.path,
      status: answer.status,
      body: Buffer.isBuffer(answer.body) ? '<binary>' : bodyValue(answer.body),
      contentType: response.headers.get('Content-Type') ?? undefined,
    });
    return response;
  };
}
