/**
 * The short way for API requests without a body (GET and HEAD: every read): straight to the core, past the
 * API router's layers that only a body needs (JSON parsing, multipart uploads) and its mount's path
 * matching. The answer is the same as the long way's: the same headers, the same query object (Express 5's
 * "simple" parser, node:querystring), the same path and client address; what is not a plain read with an
 * API path goes on to the router.
 */
import { parse as parseQuery } from 'node:querystring';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Core } from '../core/handle.ts';
import type { ApiRequest, ApiResponse } from '../core/types.ts';

const PREFIX = '/api/';

/** Whether a request carries a body (RFC 9112: a Content-Length above 0 or a Transfer-Encoding). */
export function hasBody(headers: Request['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** The core's view of a bodyless request to `url` (which starts with /api/): its path below /api and query. */
export function bodylessApiRequest(
  url: string,
  headers: Request['headers'],
  ip: string | undefined,
): ApiRequest {
  const mark = url.indexOf('?');
  const path = (mark < 0 ? url : url.slice(0, mark)).slice(PREFIX.length - 1);
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: 'GET',
    path,
    // node:querystring answers an object without a prototype; the core gets a plain one, as the router gives.
    query: mark < 0 ? {} : ({ ...parseQuery(url.slice(mark + 1)) } as ApiRequest['query']),
    headers: flat,
    body: undefined,
    files: [],
    ...(ip ? { ip } : {}),
  };
}

export function bodylessApi(
  core: Core,
  prepare: (req: Request, res: Response) => void,
  send: (req: Request, res: Response, response: ApiResponse) => void,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = req.url;
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !url.startsWith(PREFIX) ||
      url.includes('#') ||
      hasBody(req.headers)
    ) {
      next();
      return;
    }
    prepare(req, res);
    // Express 5's req.ip without 'trust proxy' is the socket's address.
    const request = bodylessApiRequest(url, req.headers, req.socket.remoteAddress);
    core.handle(request).then((response) => send(req, res, response), next);
  };
}
