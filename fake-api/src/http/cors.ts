/**
 * CORS (issue 39, item 14): the API is same-origin by default (the console and the portal are served beside
 * it, their dev servers proxy it), so it sends no CORS header at all and a browser on another origin cannot
 * read its answers. CORS_ORIGINS (config.ts) allows other front ends: an allowed Origin is echoed (with
 * Vary: Origin on every answer, since they then differ by origin) and its preflights are answered.
 */
import type { ServerResponse } from 'node:http';

export type CorsOrigins = ReadonlySet<string>;

const PREFLIGHT_HEADERS: [string, string][] = [
  ['Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS'],
  ['Access-Control-Allow-Headers', 'Authorization, Content-Type'],
  ['Access-Control-Max-Age', '600'],
];

/** The CORS headers of an answer to a request from `origin` (a preflight: OPTIONS). */
export function corsHeaders(
  allowed: CorsOrigins,
  origin: string | undefined,
  preflight: boolean,
): [string, string][] {
  if (allowed.size === 0) return [];
  const headers: [string, string][] = [['Vary', 'Origin']];
  if (origin === undefined || !allowed.has(origin)) return headers;
  headers.push(['Access-Control-Allow-Origin', origin], ['Access-Control-Expose-Headers', 'Content-Range']);
  if (preflight) headers.push(...PREFLIGHT_HEADERS);
  return headers;
}

export function setCorsHeaders(
  res: ServerResponse,
  allowed: CorsOrigins,
  origin: string | undefined,
  preflight = false,
): void {
  for (const [name, value] of corsHeaders(allowed, origin, preflight)) res.setHeader(name, value);
}

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]); none by default. `*` is refused. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin)
      throw new Error(`CORS_ORIGINS: "${origin}" is not an origin like https://app.example.com`);
  }
  return origins;
}
