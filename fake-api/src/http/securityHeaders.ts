/**
 * Security headers on every answer (API, console and portal), set by helmet: a Content-Security-Policy the two
 * built apps work under, nosniff, frame-ancestors 'none' with X-Frame-Options DENY (no clickjacking), a
 * strict Referrer-Policy, and helmet's other defaults (Cross-Origin-Opener-Policy, X-DNS-Prefetch-Control...).
 */
import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

/**
 * What the apps load: their own scripts only (Vite emits no inline script), styles from MUI/emotion and
 * Leaflet (inline <style> and style attributes, hence 'unsafe-inline' for styles only), images of their own,
 * data:/blob: previews and the map's tiles (VITE_TILE_URL: OpenStreetMap by default, any https server),
 * calls to their own API, and frames of their own or of blob: (PDF previews).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    // The case files' PDF previews: an <iframe> of the file read into memory (the API's own answers refuse
    // to be framed).
    frameSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Pictures and files stay embeddable by the front ends CORS_ORIGINS allows (cors.ts) on other origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The fake API serves plain http; HSTS belongs to the deployment's TLS front.
  strictTransportSecurity: false,
});

type HeaderList = readonly (readonly [string, string])[];

/** The headers a middleware that only sets fixed headers (helmet with fixed options) sets, read once. */
function headersSetBy(middleware: RequestHandler): HeaderList {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
      return res;
    },
    removeHeader() {},
    getHeader: () => undefined,
    locals: {},
  };
  void middleware({ headers: {} } as Request, res as unknown as Response, () => undefined);
  return headers;
}

/** helmet's full set above, computed once: what a file served by the API (a PDF shown inline) carries. */
export const FULL_SECURITY_HEADERS: HeaderList = headersSetBy(securityHeaders);

/**
 * The JSON API's answers are never rendered as a page, so they need no policy for scripts, styles or frames
 * of their own: a short Content-Security-Policy that allows nothing (`default-src 'none'`) and refuses to be
 * framed, nosniff, X-Frame-Options DENY, the same Referrer-Policy and Cross-Origin-Resource-Policy. helmet's
 * other headers (X-DNS-Prefetch-Control, X-Download-Options, X-XSS-Protection, Origin-Agent-Cluster,
 * Cross-Origin-Opener-Policy, X-Permitted-Cross-Domain-Policies) concern documents, which get the full set.
 * Fixed strings set in one loop: the API's floor (GET /api/time) paid for helmet's 900 bytes and a policy
 * rebuilt on every answer.
 */
export const API_SECURITY_HEADERS: HeaderList = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
];

export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
