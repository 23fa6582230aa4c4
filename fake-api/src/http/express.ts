/** The thin Express adapter: headers, CORS, body parsing and uploads, then everything else is the core's. */
import express from 'express';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { authenticate } from '../core/auth.ts';
import type { Core } from '../core/handle.ts';
import { methodNotAllowed, payloadTooLarge, routeNotFound } from '../core/errors.ts';
import type { ApiRequest, HttpMethod, UploadedFile } from '../core/types.ts';
import { API_HEADERS } from './apiHeaders.ts';
import { flatHeaders } from './apiFirst.ts';
import { JSON_BODY_LIMIT } from './jsonBody.ts';
import { writeApiResponse } from './apiResponse.ts';
import type { TrustFunction } from './clientAddress.ts';
import { compress } from './compression.ts';
import { setCorsHeaders } from './cors.ts';
import type { CorsOrigins } from './cors.ts';
import { securityHeaders, setHeaders } from './securityHeaders.ts';
import { mountStaticSites } from './staticSite.ts';
import { transportError } from './transportErrors.ts';

export interface AppOptions {
  core: Core;
  staticDirs?: { admin?: string; portal?: string };
  /** Whose X-Forwarded-For gives the client's address (TRUST_PROXY, clientAddress.ts); none by default. */
  trustProxy?: TrustFunction;
  /** Other origins allowed to call the API (CORS_ORIGINS, cors.ts); none by default. */
  corsOrigins?: CorsOrigins;
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const apiHeaders =
  (corsOrigins: CorsOrigins): RequestHandler =>
  (req, res, next) => {
    setHeaders(res, API_HEADERS);
    setCorsHeaders(res, corsOrigins, req.headers.origin, req.method === 'OPTIONS');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };

/** Express 5 exposes req.query through a getter; the API wants a plain, writable object. */
const plainQuery: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', {
    value: { ...req.query },
    writable: true,
    configurable: true,
    enumerable: true,
  });
  next();
};

/** Text fields a multipart body may carry besides its files, and their size. */
const MULTIPART_FIELDS = 20;
const MULTIPART_FIELD_BYTES = 64 * 1024;

/**
 * Multipart bodies of the routes that take files. The caller is authenticated before a byte of the body is
 * read (a token-less upload is refused at once, not buffered), then multer reads it within limits: file
 * size, file count, text fields and their size, parts and headers. A malformed body is a 400.
 */
function uploads(core: Core): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const found = core.match(req.method as HttpMethod, req.path);
    if (found.kind !== 'found' || !found.route.multipart) return next();
    const spec = found.route.multipart;
    const files = spec.fields.reduce((n, f) => n + (spec.maxCount?.[f] ?? 1), 0);
    const parse = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: spec.maxBytes,
        files,
        fields: MULTIPART_FIELDS,
        fieldSize: MULTIPART_FIELD_BYTES,
        parts: files + MULTIPART_FIELDS,
        headerPairs: 100,
      },
    }).fields(spec.fields.map((name) => ({ name, maxCount: spec.maxCount?.[name] ?? 1 })));
    const authenticated =
      found.route.access === 'public'
        ? Promise.resolve()
        : authenticate(core.services, flatHeaders(req.headers)).then(() => undefined);
    // A file above the route's limit answers 413 with the route's own message (the limit it states).
    const tooLarge = (error?: unknown) =>
      next(
        error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE' && spec.tooLargeMessage
          ? payloadTooLarge(spec.tooLargeMessage)
          : error,
      );
    authenticated.then(() => parse(req, res, tooLarge), next);
  };
}

function filesOf(req: Request): UploadedFile[] {
  const files = req.files;
  const list = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  return list.map((file) => ({
    field: file.fieldname,
    originalName: file.originalname,
    mimeType: file.mimetype,
    size: file.size,
    buffer: file.buffer,
  }));
}

function toApiRequest(req: Request, method: HttpMethod): ApiRequest {
  return {
    method,
    path: req.path,
    query: req.query as ApiRequest['query'],
    headers: flatHeaders(req.headers),
    body: req.body as unknown,
    files: filesOf(req),
    ...(req.ip ? { ip: req.ip } : {}),
  };
}

function apiHandler(core: Core): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (!METHODS.has(method)) {
      const error = methodNotAllowed([...METHODS]);
      writeApiResponse(req, res, {
        status: error.status,
        headers: error.headers ?? {},
        body: error.toBody(),
      });
      return;
    }
    core
      .handle(toApiRequest(req, method as HttpMethod))
      .then((response) => writeApiResponse(req, res, response), next);
  };
}

/** Never a stack trace: every error becomes the JSON error contract. */
const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const apiError = transportError(error);
  if (apiError.status >= 500) console.error(`[fake-api] ${req.method} ${req.originalUrl} failed:`, error);
  res.status(apiError.status).json(apiError.toBody());
};

export function createApp({
  core,
  staticDirs = {},
  trustProxy = () => false,
  corsOrigins = new Set(),
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip: the same function as the short way's (apiFirst.ts), so both see the same client address.
  app.set('trust proxy', trustProxy);

  // The API first, with its own light headers (apiHeaders) and compression of large answers only
  // (writeApiResponse); the apps' pages and files below get helmet's full set and the compression middleware.
  // On the server, API reads without a body and writes with a plain JSON body never get here (apiFirst.ts).
  const api = express.Router();
  api.use(
    apiHeaders(corsOrigins),
    plainQuery,
    express.json({ limit: JSON_BODY_LIMIT }),
    uploads(core),
    apiHandler(core),
  );
  api.use(jsonErrors);
  app.use('/api', api);

  app.use(securityHeaders);
  app.use(compress);

  mountStaticSites(app, staticDirs);
  app.use((_req, res) => {
    const error = routeNotFound();
    res.status(error.status).json(error.toBody());
  });
  app.use(jsonErrors);
  return app;
}
