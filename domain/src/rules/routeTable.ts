/**
 * Every portal route of SPEC.md section 2.1 (shared/spec/routes.tsv) with who may open it.
 * Patterns are react-router style ('/cases/:id'). The signed-in directory-details routes keep the spec's
 * odd last segment literally: '/attorney/{userId}/details/address-id={addressId}' is matched by
 * '/attorney/:userId/details/:addressId' and addressIdFromParam() strips the 'address-id=' prefix.
 */

export type RouteAccess =
  | 'public'
  | 'redirect'
  /** Any session. */
  | 'signed-in'
  /** The plan page: users of a company that chooses its plan (not claimants, not factoring companies). */
  | 'plans'
  /** Directory search and details: any session except factoring staff. */
  | 'directory'
  /** Cases, tasks and the like: external users except factoring staff. */
  | 'workspace'
  /** Workspace minus claimants (their cases have no tasks of theirs). */
  | 'tasks'
  /** Users of a health provider or facility (mayUseAppointments). */
  | 'appointments'
  | 'internal'
  | 'funding'
  | 'myCompany'
  | 'myNetwork'
  | 'caseInvites'
  | 'dashboard'
  | 'inviteFriends'
  | 'claimant';

/** One row of the table as written (the pattern any string); PortalRoute narrows the pattern to the table's own. */
export interface RouteDefinition {
  pattern: string;
  access: RouteAccess;
  /** A company that is not VALIDATED is sent to the directory. */
  requiresValidatedCompany?: true;
  /** Served by the admin console (/admin/...). */
  console?: true;
  /** Route meta 'section': the directory section hides the Complete Your Account panel and the overlay. */
  section?: 'directory';
  /** For access 'redirect'. */
  redirectTo?: string;
  /** Query parameters the screen reads. */
  query?: readonly string[];
  /** /claimant/cases/:id stores user type CLAIMANT when none is stored. */
  storesClaimantUserType?: true;
  /** /password-update/:email: navigation is disabled while on it. */
  navigationDisabled?: true;
}

// The spec's six, plus the directory's own: words, radius, page and (on /directory) the searched kind.
const SEARCH_QUERY = [
  'specialty',
  'location',
  'latitude',
  'longitude',
  'city',
  'state',
  'search',
  'radius',
  'page',
  'kind',
] as const;
/** A directory route (keeps its pattern's literal type, so RoutePattern lists it). */
const dir = <const P extends string>(pattern: P, extra: { query?: readonly string[] } = {}) =>
  ({ pattern, access: 'directory', section: 'directory', ...extra }) as const;

/** The table as written; `as const` keeps each pattern's literal type for RoutePattern. */
const ROUTE_TABLE = [
  { pattern: '/', access: 'redirect', redirectTo: '/sign-in' },
  { pattern: '/cases', access: 'workspace', query: ['page', 'column', 'sort', 'search', 'presentCaseId'] },
  { pattern: '/cases/:id', access: 'workspace' },
  { pattern: '/claimant/cases/:id', access: 'workspace', storesClaimantUserType: true },
  { pattern: '/cases/:id/files', access: 'workspace' },
  { pattern: '/cases/:id/files/:idFile', access: 'workspace' },
  { pattern: '/file/:type/:id', access: 'public' },
  { pattern: '/cases/:id/billing/:healthProviderId', access: 'workspace' },
  { pattern: '/my-company', access: 'myCompany' },
  { pattern: '/my-account', access: 'signed-in' },
  { pattern: '/my-network', access: 'myNetwork', requiresValidatedCompany: true },
  { pattern: '/registries', access: 'internal', console: true },
  { pattern: '/registries/:id', access: 'internal', console: true },
  { pattern: '/factoring/:id', access: 'internal', console: true },
  { pattern: '/funding-requests', access: 'funding' },
  { pattern: '/funding-request-details/:id', access: 'funding' },
  { pattern: '/users', access: 'internal', console: true },
  { pattern: '/reports', access: 'internal', console: true },
  { pattern: '/skeleton', access: 'workspace' },
  { pattern: '/case-invites', access: 'caseInvites', requiresValidatedCompany: true },
  { pattern: '/case-invites/:id', access: 'caseInvites', requiresValidatedCompany: true },
  { pattern: '/verify/:email', access: 'public' },
  { pattern: '/verify', access: 'redirect', redirectTo: '/sign-in?section=claimant' },
  { pattern: '/account-verification/:accountId', access: 'public' },
  { pattern: '/reset-password', access: 'public' },
  { pattern: '/reset-password/:email', access: 'public' },
  { pattern: '/sign-up', access: 'public', query: ['grsf', 'email'] },
  { pattern: '/subscription', access: 'plans' },
  { pattern: '/sign-in', access: 'public', query: ['section'] },
  { pattern: '/password-update', access: 'signed-in' },
  { pattern: '/password-update/:email', access: 'public', navigationDisabled: true },
  { pattern: '/health-provider/details/:userId', access: 'public', query: ['address-id'] },
  { pattern: '/facility/details/:userId', access: 'public', query: ['address-id'] },
  { pattern: '/attorney/details/:userId', access: 'public', query: ['address-id'] },
  dir('/health-provider/:userId/details/:addressId'),
  dir('/facility/:userId/details/:addressId'),
  dir('/attorney/:userId/details/:addressId'),
  dir('/directory', { query: SEARCH_QUERY }),
  dir('/attorney/search/health-provider', { query: SEARCH_QUERY }),
  dir('/claimant/search/attorney', { query: SEARCH_QUERY }),
  { pattern: '/dashboard', access: 'dashboard' },
  { pattern: '/claimant/dashboard', access: 'claimant' },
  { pattern: '/claimant/complete-profile', access: 'claimant' },
  { pattern: '/invite-friend', access: 'inviteFriends', requiresValidatedCompany: true },
  { pattern: '/tasks', access: 'tasks' },
  { pattern: '/appointments', access: 'appointments' },
] as const satisfies readonly RouteDefinition[];

/**
 * Every path pattern of the table, as a union of literal types: the apps key their screens by it, so a screen
 * cannot be attached to a path the table does not have (e.g. `Partial<Record<RoutePattern, Screen>>`).
 */
export type RoutePattern = (typeof ROUTE_TABLE)[number]['pattern'];

export interface PortalRoute extends RouteDefinition {
  pattern: RoutePattern;
}

export const PORTAL_ROUTES: readonly PortalRoute[] = ROUTE_TABLE;

/** True when `pattern` is one of the table's patterns (narrows a plain string to RoutePattern). */
export function isRoutePattern(pattern: string): pattern is RoutePattern {
  return PORTAL_ROUTES.some((route) => route.pattern === pattern);
}
