/**
 * The short way for API requests: reads without a body (GET and HEAD) and writes with a plain JSON body
 * (jsonBody.ts) go straight to the core, past Express. The answer is the same as the long way's: the same
 * headers, the same query object (Express 5's "simple" parser, node:querystring), the same path, body and
 * client address, the same errors; anything else (uploads, preflights, other bodies, the apps' pages) goes on to
 * the Express app.
 */
import { parse as parseQuery } from 'node:querystring';
import type { IncomingHttpHeaders, IncomingMessage, RequestListener } from 'node:http';
import { internalError } from '../core/errors.ts';
import type { Core } from '../core/handle.ts';
import type { ApiRequest, HttpMethod } from '../core/types.ts';
import { API_HEADERS } from './apiHeaders.ts';
import { writeApiResponse } from './apiResponse.ts';
import { clientAddress } from './clientAddress.ts';
import type { TrustFunction } from './clientAddress.ts';
import { setCorsHeaders } from './cors.ts';
import type { CorsOrigins } from './cors.ts';
import { isPlainJsonBody, readJsonBody } from './jsonBody.ts';
import { setHeaders } from './securityHeaders.ts';
import { transportError } from './transportErrors.ts';

const PREFIX = '/api/';

/** Whether a request carries a body (RFC 9112: a Content-Length above 0 or a Transfer-Encoding). */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** Request headers as the core reads them: one string each (repeated ones joined, as HTTP allows). */
export function flatHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * The core's view of a request to `url` (which starts with /api/), its body not yet read: its path below /api
 * and query.
 */
export function apiRequest(
  method: HttpMethod,
  url: string,
  headers: IncomingHttpHeaders,
  ip: string | undefined,
): ApiRequest {
  const mark = url.indexOf('?');
  const path = (mark < 0 ? url : url.slice(0, mark)).slice(PREFIX.length - 1);
  return {
    method,
    path,
    // node:querystring answers an object without a prototype; the core gets a plain one, as the router gives.
    query: mark < 0 ? {} : ({ ...parseQuery(url.slice(mark + 1)) } as ApiRequest['query']),
    headers: flatHeaders(headers),
    body: undefined,
    files: [],
    ...(ip ? { ip } : {}),
  };
}

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The method the core answers on the short way, or null for the long way. */
function shortWay(req: IncomingMessage): HttpMethod | null {
  const { method = '', headers } = req;
  if (method === 'GET' || method === 'HEAD') return hasBody(headers) ? null : 'GET';
  return WRITES.has(method) && isPlainJsonBody(headers) ? (method as HttpMethod) : null;
}

/**
 * The server's request listener: API reads without a body and writes with a plain JSON body go to the core
 * directly, on plain node request and response objects (no Express layer: the app, its router, body-parser
 * and res.send cost about as much as a small read itself, and a tenth of a write); every other request goes
 * to the Express app.
 */
export function apiFirst(
  core: Core,
  app: RequestListener,
  {
    trustProxy = () => false,
    corsOrigins = new Set(),
  }: { trustProxy?: TrustFunction; corsOrigins?: CorsOrigins } = {},
): RequestListener {
  return (req, res) => {
    const url = req.url ?? '';
    const method = url.startsWith(PREFIX) && !url.includes('#') ? shortWay(req) : null;
    if (method === null) {
      app(req, res);
      return;
    }
    setHeaders(res, API_HEADERS);
    setCorsHeaders(res, corsOrigins, req.headers.origin);
    // Express's req.ip under the same 'trust proxy' function (express.ts).
    const request = apiRequest(method, url, req.headers, clientAddress(req, trustProxy));
    const body = method === 'GET' ? Promise.resolve(undefined) : readJsonBody(req);
    body
      .then(
        (parsed) => core.handle({ ...request, body: parsed }),
        (error: unknown) => {
          const refused = transportError(error);
          return { status: refused.status, body: refused.toBody() };
        },
      )
      .then((response) => writeApiResponse(req, res, response))
      .catch((error: unknown) => {
        // core.handle answers every error itself; this is a failure to write the answer.
        console.error(`[fake-api] ${req.method} ${url} failed:`, error);
        if (res.headersSent) res.destroy();
        else writeApiResponse(req, res, { status: 500, body: internalError().toBody() });
      });
  };
}
