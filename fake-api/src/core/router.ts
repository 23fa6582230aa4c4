import { match } from 'path-to-regexp';
import type { MatchFunction } from 'path-to-regexp';
import type { HttpMethod, RouteDef } from './types.ts';

export type RouteMatch =
  | { kind: 'found'; route: RouteDef; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: HttpMethod[] }
  | { kind: 'not_found' };

interface CompiledRoute {
  route: RouteDef;
  matcher: MatchFunction<Record<string, string>>;
  rank: number[];
}

/** Static segments outrank parameters, so '/users/account' wins over '/users/:id'. */
function rankOf(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment.startsWith('*') ? 1 : 2));
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface Router {
  readonly routes: readonly RouteDef[];
  match(method: HttpMethod, path: string): RouteMatch;
}

/** Compiles a route table; duplicate method + path pairs are a programming error. */
export function createRouter(routes: readonly RouteDef[]): Router {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Duplicate route ${key}`);
    seen.add(key);
  }
  const compiled: CompiledRoute[] = routes
    .map((route) => ({
      route,
      matcher: match<Record<string, string>>(route.path, { decode: decodeURIComponent }),
      rank: rankOf(route.path),
    }))
    .sort((a, b) => compareRanks(a.rank, b.rank));

  // The routes a path's first segment can reach (those starting with it, and those starting with a
  // parameter), in rank order: a request tests a handful of patterns instead of every route.
  const firstSegment = (path: string) => (path.split('/', 2)[1] ?? '').toLowerCase();
  const isStatic = (segment: string) => segment !== '' && !/[:*{(\\]/.test(segment);
  const byFirstSegment = new Map<string, CompiledRoute[]>();
  const anyFirstSegment = compiled.filter((c) => !isStatic(firstSegment(c.route.path)));
  for (const segment of new Set(compiled.map((c) => firstSegment(c.route.path)).filter(isStatic))) {
    byFirstSegment.set(
      segment,
      compiled.filter((c) => {
        const first = firstSegment(c.route.path);
        return first === segment || !isStatic(first);
      }),
    );
  }

  return {
    routes,
    match(method, path) {
      const allowed: HttpMethod[] = [];
      const candidates = byFirstSegment.get(firstSegment(path)) ?? anyFirstSegment;
      for (const { route, matcher } of candidates) {
        let result: ReturnType<typeof matcher>;
        try {
          result = matcher(path);
        } catch {
          continue; // malformed percent-encoding in a parameter
        }
        if (!result) continue;
        if (route.method === method) return { kind: 'found', route, params: { ...result.params } };
        if (!allowed.includes(route.method)) allowed.push(route.method);
      }
      return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'not_found' };
    },
  };
}
