/**
 * A write's JSON body, read and parsed on the short way (apiFirst.ts) as express.json (express.ts) reads it
 * on the long one: the same limit, an empty body as {}, a top level other than an object or array refused, a
 * leading byte order mark dropped, and the same errors (transportErrors.ts). Only a body both ways read alike
 * comes here (isPlainJsonBody): application/json in UTF-8, not content-encoded, its length given.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** The largest JSON body either way reads (1 MB; express.ts gives it to express.json). */
export const JSON_BODY_LIMIT = 1024 * 1024;

const PLAIN_JSON = /^application\/json\s*(;\s*charset\s*=\s*("utf-8"|utf-8)\s*)?$/i;

/** Whether the body is JSON the short way reads as Express would; anything else goes the long way. */
export function isPlainJsonBody(headers: IncomingHttpHeaders): boolean {
  const encoding = headers['content-encoding'];
  return (
    headers['transfer-encoding'] === undefined &&
    (encoding === undefined || encoding.toLowerCase() === 'identity') &&
    /^\d{1,15}$/.test(headers['content-length'] ?? '') &&
    PLAIN_JSON.test(headers['content-type'] ?? '')
  );
}

/** The errors body-parser raises, as transportError maps them. */
const parseFailed = { type: 'entity.parse.failed' };
const tooLarge = { type: 'entity.too.large' };
const sizeMismatch = { status: 400 };

/** Parses a body's text as express.json does in strict mode. */
export function parseJsonText(raw: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.length === 0) return {};
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') throw parseFailed;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw parseFailed;
  }
}

/** Reads the body of a request whose headers isPlainJsonBody accepted; rejects with body-parser's errors. */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const length = Number(req.headers['content-length']);
  if (length > JSON_BODY_LIMIT) return Promise.reject(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (received !== length) return reject(sizeMismatch);
      try {
        resolve(parseJsonText(Buffer.concat(chunks, received).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    // Cut short by the client: nobody is left to answer, the error only ends the request.
    req.on('aborted', () => reject(sizeMismatch));
    req.on('error', reject);
  });
}
