import { canOpenRoute, matchRoute } from '@casebridge/domain';

/**
 * True when a portal path is worth storing as 'last visited': a known protected route (SPEC.md 2:
 * "A protected route visited without a session stores the requested path"). Public pages, redirects
 * and unknown paths are not.
 */
export function isProtectedPortalPath(path: string): boolean {
  return matchRoute(path) !== null && !canOpenRoute(null, path);
}
