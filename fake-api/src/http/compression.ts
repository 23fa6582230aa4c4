/** What the server compresses (API JSON, the apps' HTML, JS and CSS) and how long browsers keep the apps' files. */
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Downloads (Content-Disposition: attachment) go as they are: workbooks and images are compressed formats
 * already, and the console's download progress reads Content-Length, which compression removes.
 */
function worthCompressing(req: Request, res: Response): boolean {
  if (/^\s*attachment/i.test(String(res.getHeader('Content-Disposition') ?? ''))) return false;
  return compression.filter(req, res);
}

/** gzip (or deflate) for every answer over 1 kB whose type is compressible, when the client accepts it. */
export const compress: RequestHandler = compression({ filter: worthCompressing });

/**
 * Vite names each file under assets/ after a hash of its content, so a browser may keep it for a year
 * without asking again; index.html (which names the current files) is revalidated on every load.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string | null {
  const normalized = relativePath.replaceAll('\\', '/');
  if (normalized.startsWith('assets/')) return IMMUTABLE;
  if (normalized === 'index.html') return REVALIDATE;
  return null;
}
