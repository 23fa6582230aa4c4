import { SearchBehindError } from '../store/errors.ts';
import { authenticate } from './auth.ts';
import { gateCaller } from './callerGate.ts';
import { createThrottles } from '../routes/accounts/throttles.ts';
import { createMemoryBlobStore } from './blobs.ts';
import { forbidden, methodNotAllowed, routeNotFound, toApiError } from './errors.ts';
import { createLock } from './lock.ts';
import { createRouter } from './router.ts';
import { memoryThrottleStore } from './throttleStore.ts';
import type { RouteMatch } from './router.ts';
import type { ApiRequest, ApiResponse, HandlerContext, HttpMethod, RouteDef, Services } from './types.ts';
import { validate } from './validate.ts';

export interface Core {
  handle(req: ApiRequest): Promise<ApiResponse>;
  match(method: HttpMethod, path: string): RouteMatch;
  readonly routes: readonly RouteDef[];
  readonly services: Services;
  /**
   * Runs a background job (the scheduler's referral sweep) like a mutating request: under the write lock, as
   * one transaction (all of its writes or none), answered once its writes are durable.
   */
  runJob<T>(job: (services: Services) => T | Promise<T>): Promise<T>;
}

export interface CoreOptions {
  /** Where unexpected errors go (never to the client). Default: console.error. */
  logError?: (error: unknown, req: ApiRequest) => void;
}

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads again after catching the search indexes up: the first catch-up makes the next commits keep them up. */
const SEARCH_ATTEMPTS = 3;

const defaultLogError = (error: unknown, req: ApiRequest): void => {
  console.error(`[fake-api] ${req.method} ${req.path} failed:`, error);
};

export function createCore(
  givenServices: Services,
  routes: readonly RouteDef[],
  options: CoreOptions = {},
): Core {
  const writeLock = createLock();
  const services: Services = {
    ...givenServices,
    uploads: givenServices.uploads ?? createMemoryBlobStore(),
    // Each core its own counters unless given the server's persisted ones (createServer).
    throttles: givenServices.throttles ?? createThrottles(memoryThrottleStore()),
    // Shared by the read view below: one process's notes of sessions' last use (core/sessions.ts).
    sessionTouches: givenServices.sessionTouches ?? new Map(),
    writersWaiting: () => Math.max(0, writeLock.pending - 1),
  };
  const router = createRouter(routes);
  const logError = options.logError ?? defaultLogError;

  async function contextOf(
    route: RouteDef,
    rawParams: Record<string, string>,
    req: ApiRequest,
    services: Services,
  ): Promise<HandlerContext> {
    const principal = route.access === 'public' ? null : await authenticate(services, req.headers);
    if (principal) gateCaller(principal, route);
    // The schemas' outputs are what the route's handler was typed against (see defineRoute).
    const params = (route.params ? validate(route.params, rawParams) : rawParams) as Record<string, string>;
    const ctx: HandlerContext = { req, params, query: req.query, body: req.body, principal, services };
    if (typeof route.access === 'function' && principal && !route.access(principal, ctx)) throw forbidden();
    if (route.query) ctx.query = validate(route.query, req.query) as Record<string, unknown>;
    if (route.body) ctx.body = validate(route.body, req.body);
    return ctx;
  }

  async function run(
    route: RouteDef,
    rawParams: Record<string, string>,
    req: ApiRequest,
    services: Services,
    prepared?: unknown,
  ): Promise<ApiResponse> {
    const ctx = await contextOf(route, rawParams, req, services);
    return route.handler(prepared === undefined ? ctx : { ...ctx, prepared });
  }

  // A read of the last commit: when it searches while the search indexes are behind the records (the
  // changes of the last writes still queued, store/searchLag.ts), they are caught up and it reads again,
  // through the reader the catch-up answers.
  async function read<T>(task: (services: Services) => Promise<T>): Promise<T> {
    let view = readServices;
    for (let attempt = 1; ; attempt++) {
      try {
        return await task(view);
      } catch (error) {
        if (!(error instanceof SearchBehindError) || attempt >= SEARCH_ATTEMPTS) throw error;
        view = { ...services, store: await services.store.catchUpSearch() };
      }
    }
  }

  // Each mutating request runs atomically under the write lock: its writes commit together (durably) before
  // the answer, or roll back when it fails; a client error (4xx) the handler throws keeps what it recorded
  // (a wrong code's attempt, a declined card). GET requests read the last commit through the reader.
  const keepOnError = (error: unknown) => toApiError(error).status < 500;
  const readServices: Services = { ...services, store: services.store.reader() };
  async function runMutating(route: RouteDef, params: Record<string, string>, req: ApiRequest) {
    // A route's slow preparation (password hashing) runs outside the lock, over the last commit.
    const prepared = route.prepare
      ? await read(async (view) => route.prepare!(await contextOf(route, params, req, view)))
      : undefined;
    try {
      return await writeLock.run(() =>
        services.store.transaction(() => run(route, params, req, services, prepared), keepOnError),
      );
    } finally {
      // The requests finished meanwhile commit together (group commit); the answer waits until it is on disk.
      await services.store.flush();
    }
  }

  async function runJob<T>(job: (services: Services) => T | Promise<T>): Promise<T> {
    try {
      return await writeLock.run(() =>
        services.store.transaction(() => job(services), undefined, { background: true }),
      );
    } finally {
      await services.store.flush();
    }
  }

  return {
    routes: router.routes,
    services,
    match: router.match,
    runJob,
    async handle(req) {
      try {
        const found = router.match(req.method, req.path);
        if (found.kind === 'not_found') throw routeNotFound();
        if (found.kind === 'method_not_allowed') throw methodNotAllowed(found.allowed);
        const response =
          MUTATING.has(req.method) || found.route.writes
            ? await runMutating(found.route, found.params, req)
            : await read((view) => run(found.route, found.params, req, view));
        return response;
      } catch (thrown) {
        const error = toApiError(thrown);
        if (error.status >= 500) logError(thrown, req);
        return {
          status: error.status,
          ...(error.headers ? { headers: error.headers } : {}),
          body: error.toBody(),
        };
      }
    },
  };
}
