/** Matching concrete paths to PORTAL_ROUTES and deciding who may open them. */
import type { Actor } from './actor.ts';
import { hasCompany, isClaimant, isExternal, isFactoring, isInternal } from './actor.ts';
import { mayUseAppointments } from './appointments.ts';
import { can } from './permissions.ts';
import { choosesPlan } from './planChange.ts';
import { planHasFeature } from './plans.ts';
import type { PortalRoute, RouteAccess } from './routeTable.ts';
import { PORTAL_ROUTES } from './routeTable.ts';

export * from './routeTable.ts';

const workspace = (a: Actor) => isExternal(a) && !isFactoring(a);

/** Whether the actor's plan includes the admin dashboard (the paid facility plan counts as Premium). */
const planHasDashboard = (a: Actor): boolean =>
  a.subscriptionType !== null &&
  planHasFeature(a.subscriptionType === 'FACILITY' ? 'PRO' : a.subscriptionType, 'adminDashboard');

export const ROUTE_ACCESS: Record<RouteAccess, (actor: Actor) => boolean> = {
  public: () => true,
  redirect: () => true,
  'signed-in': () => true,
  plans: (a) => hasCompany(a) && a.companyType !== null && choosesPlan(a.companyType),
  directory: (a) => !isFactoring(a),
  workspace,
  tasks: (a) => workspace(a) && !isClaimant(a),
  appointments: mayUseAppointments,
  internal: isInternal,
  funding: (a) => can(a, 'funding.read'),
  myCompany: (a) => can(a, 'myCompany.open'),
  myNetwork: (a) => can(a, 'myNetwork.open'),
  caseInvites: (a) => can(a, 'caseInvites.open'),
  // The API refuses the dashboard below Premium too (dashboardRefusal): no one is sent to that refusal.
  dashboard: (a) => can(a, 'dashboard.open') && planHasDashboard(a),
  inviteFriends: (a) => can(a, 'inviteFriends'),
  claimant: isClaimant,
};

export interface RouteMatch {
  route: PortalRoute;
  params: Record<string, string>;
}

/** Only the pathname counts: query and hash are ignored, and so is a trailing slash. */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route a concrete path opens (the most literal one wins), or null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = pathnameOf(path).split('/').filter(Boolean);
  let best: (RouteMatch & { literals: number }) | null = null;
  for (const route of PORTAL_ROUTES) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const ok = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return segment !== '';
      }
      literals += 1;
      return part === segment;
    });
    if (ok && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Accepts a pattern of PORTAL_ROUTES ('/cases/:id') or a concrete path ('/cases/12'). */
export function canOpenRoute(actor: Actor | null, patternOrPath: string): boolean {
  const route =
    PORTAL_ROUTES.find((r) => r.pattern === patternOrPath) ?? matchRoute(patternOrPath)?.route ?? null;
  if (!route) return false;
  if (route.access === 'public' || route.access === 'redirect') return true;
  return actor !== null && ROUTE_ACCESS[route.access](actor);
}

/**
 * Whether the actor may work on the screen: may open it and, for a route that requires it, their company is
 * VALIDATED (redirectFor sends the others away). The API refuses a screen's own endpoints from this too.
 */
export function mayWorkOn(actor: Actor, patternOrPath: string): boolean {
  if (!canOpenRoute(actor, patternOrPath)) return false;
  const route = PORTAL_ROUTES.find((r) => r.pattern === patternOrPath) ?? matchRoute(patternOrPath)?.route;
  return (
    !route?.requiresValidatedCompany || actor.companyType === null || actor.companyStatus === 'VALIDATED'
  );
}

export function isDirectorySection(path: string): boolean {
  return matchRoute(path)?.route.section === 'directory';
}

/** 'address-id=42' (the spec's last segment) or '42' -> '42'. */
export function addressIdFromParam(value: string): string {
  return value.startsWith('address-id=') ? value.slice('address-id='.length) : value;
}

export type DetailsKind = 'health-provider' | 'facility' | 'attorney';

/** Public page ('/attorney/details/7?&address-id=3') or signed-in directory page ('/attorney/7/details/address-id=3'). */
export function detailsPath(kind: DetailsKind, userId: string, addressId: string, signedIn: boolean): string {
  return signedIn
    ? `/${kind}/${userId}/details/address-id=${addressId}`
    : `/${kind}/details/${userId}?&address-id=${addressId}`;
}

/** 2.2: a pending presented case opens the cases list with a presentCaseId query. */
export function presentedCasePath(caseId: string): string {
  return `/cases?presentCaseId=${encodeURIComponent(caseId)}`;
}
