/**
 * The API endpoints that serve one portal screen only (issue 40 item 8): the API refuses them (403) to an
 * external caller the screen bars (mayWorkOn), so a rule of the route table holds on the server too.
 * Internal staff are not judged by portal screens (the console's own permissions guard their calls).
 * Endpoints whose route already refuses with its own reason (GET /dashboard: dashboardRefusal) stay out.
 */
import type { Endpoint, EndpointName } from '../api/endpoints.ts';
import { ENDPOINTS } from '../api/endpoints.ts';
import { MESSAGES } from '../messages.ts';
import type { Actor } from './actor.ts';
import { isInternal } from './actor.ts';
import type { RoutePattern } from './routeTable.ts';
import { canOpenRoute, mayWorkOn } from './routes.ts';

export const SCREEN_ENDPOINTS = {
  '/cases': ['listCases'],
  '/tasks': ['listTasks', 'listMyTasks'],
  '/my-network': ['getMyNetwork'],
  '/case-invites': ['listReferrals', 'getReferralStatusCounts'],
  '/skeleton': ['listReferralSkeleton'],
  '/appointments': [
    'listAppointments',
    'getAppointmentIndex',
    'getAppointmentMinDate',
    'getAppointmentMaxDate',
  ],
  '/funding-requests': ['listFundingRequests', 'getFundingStatusCounts'],
} as const satisfies Partial<Record<RoutePattern, readonly EndpointName[]>>;

/** A screen's own reason for those it is not for (the rest get MESSAGES.forbidden). */
const NOT_FOR_YOU: Partial<Record<RoutePattern, string>> = { '/case-invites': MESSAGES.caseInvitesOnly };

const key = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const SCREEN_OF = new Map<string, RoutePattern>(
  Object.entries(SCREEN_ENDPOINTS).flatMap(([pattern, names]) =>
    names.map((name): [string, RoutePattern] => [key(ENDPOINTS[name]), pattern as RoutePattern]),
  ),
);

/** The screen whose own endpoint this is, or null for endpoints that serve several. */
export function screenOfEndpoint(endpoint: Endpoint): RoutePattern | null {
  return SCREEN_OF.get(key(endpoint)) ?? null;
}

/** Why the actor may not call the endpoint (its screen bars them), or null when they may. */
export function endpointRefusal(actor: Actor, endpoint: Endpoint): string | null {
  const screen = screenOfEndpoint(endpoint);
  if (screen === null || isInternal(actor) || mayWorkOn(actor, screen)) return null;
  if (canOpenRoute(actor, screen)) return MESSAGES.screenNeedsValidatedCompany;
  return NOT_FOR_YOU[screen] ?? MESSAGES.forbidden;
}
