/**
 * Security headers on every answer (API, console and portal), set by helmet: a Content-Security-Policy the two
 * built apps work under, nosniff, frame-ancestors 'none' with X-Frame-Options DENY (no clickjacking), a
 * strict Referrer-Policy, and helmet's other defaults (Cross-Origin-Opener-Policy, X-DNS-Prefetch-Control...).
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';

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
  // The API is called from other origins in development (CORS): its answers must stay readable there.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The fake API serves plain http; HSTS belongs to the deployment's TLS front.
  strictTransportSecurity: false,
});
