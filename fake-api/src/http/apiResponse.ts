/**
 * Writes the core's answer on a node response: status, the answer's headers, then its body (nothing, a file
 * or JSON) with Content-Length, without a body for HEAD, gzipped when large and the client accepts it. Plain
 * node (the API's reads never reach Express); what Express's res.send did for these bodies, it does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { contentType } from 'mime-types';
import { JsonText } from '../core/jsonText.ts';
import type { ApiResponse } from '../core/types.ts';
import { compress } from './compression.ts';
import { FULL_SECURITY_HEADERS, setHeaders } from './securityHeaders.ts';

/** Below this size an answer is sent as it is: gzip would save little and cost more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/** A client that names no encoding gets none from the compression middleware: no need to ask it. */
function acceptsNoEncoding(req: IncomingMessage): boolean {
  const accepted = req.headers['accept-encoding']?.trim();
  return accepted === undefined || accepted === '' || accepted === 'identity';
}

function addVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  if (current === undefined) res.setHeader('Vary', field);
  else if (!String(current).toLowerCase().includes(field.toLowerCase()))
    res.setHeader('Vary', `${String(current)}, ${field}`);
}

function end(req: IncomingMessage, res: ServerResponse, body: string | Buffer): void {
  if (res.statusCode === 204 || res.statusCode === 304) {
    for (const name of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(name);
    res.end();
    return;
  }
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** The compression middleware on a plain request (it only reads headers and wraps the response's writes). */
const compressed = (req: IncomingMessage, res: ServerResponse, write: () => void) =>
  void compress(req as Request, res as Response, write);

export function writeApiResponse(req: IncomingMessage, res: ServerResponse, response: ApiResponse): void {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    // A text type gets its charset, as Express's res.set gave it (text/csv; charset=utf-8).
    res.setHeader(name, name.toLowerCase() === 'content-type' ? contentType(value) || value : value);
  }
  const body = response.body;
  if (body === undefined) {
    res.end();
    return;
  }
  if (Buffer.isBuffer(body)) {
    // A file may be shown inline by the browser: it gets the full set of security headers.
    setHeaders(res, FULL_SECURITY_HEADERS);
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/octet-stream');
    compressed(req, res, () => end(req, res, body));
    return;
  }
  const text = body instanceof JsonText ? body.text : JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Only answers big enough to gain from it go through compression, and only for a client that accepts it.
  if (text.length < COMPRESS_FROM_BYTES) end(req, res, text);
  else if (acceptsNoEncoding(req)) {
    addVary(res, 'Accept-Encoding');
    end(req, res, text);
  } else compressed(req, res, () => end(req, res, text));
}
