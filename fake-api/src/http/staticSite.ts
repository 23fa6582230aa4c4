import path from 'node:path';
import express from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import { cacheControlFor, REVALIDATE } from './compression.ts';

/**
 * A missing build asset answers 404 rather than the page (so a stale script URL never gets HTML). Other
 * paths with a dot are pages: '/verify/ann@example.com' must reach the app.
 */
const ASSET = /\.(m?js|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/i;
const looksLikeFile = (urlPath: string): boolean => ASSET.test(urlPath);

/** Serves a built single-page app: files first, then its index.html for any other page path. */
function spa(dir: string, skip: (urlPath: string) => boolean) {
  const index = path.join(dir, 'index.html');
  return [
    // Source maps are never public, even if a build made them (SOURCEMAP=true is for local debugging).
    (req: Request, res: Response, next: NextFunction) => {
      if (/\.map$/i.test(req.path)) res.status(404).json({ message: 'Not found' });
      else next();
    },
    express.static(dir, {
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const cacheControl = cacheControlFor(path.relative(dir, filePath));
        if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      },
    }),
    (req: Request, res: Response, next: NextFunction) => {
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        skip(req.originalUrl) ||
        looksLikeFile(req.path)
      ) {
        next();
        return;
      }
      res.sendFile(index, { headers: { 'Cache-Control': REVALIDATE } }, (error) => {
        if (error) next();
      });
    },
  ];
}

/** The console at /admin/ and the portal at /, each with its SPA fallback (never for /api). */
export function mountStaticSites(app: Express, dirs: { admin?: string; portal?: string }): void {
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  if (dirs.admin) app.use('/admin', ...spa(dirs.admin, isApi));
  if (dirs.portal) {
    const isAdmin = (url: string) => url === '/admin' || url.startsWith('/admin/');
    app.use(...spa(dirs.portal, (url) => isApi(url) || (Boolean(dirs.admin) && isAdmin(url))));
  }
}
