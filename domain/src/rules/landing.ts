/**
 * Where each role lands after sign-in (issue 40 item 16), decided once here: on its work, never on a screen
 * that refuses it. The portal's sign-in, its brand link, the password change and the plan choice use it.
 */
import type { Actor } from './actor.ts';
import { isClaimant, isFactoring, isInternal } from './actor.ts';
import type { RoutePattern } from './routeTable.ts';
import { mayWorkOn } from './routes.ts';

/** A company user's work screens, best first: the first one they may work on is their landing. */
const ATTORNEY_WORK: readonly RoutePattern[] = ['/dashboard', '/cases'];
const PROVIDER_WORK: readonly RoutePattern[] = ['/dashboard', '/case-invites', '/cases'];

/**
 * Factoring staff: funding applications; claimants: their dashboard; attorneys: the dashboard when their plan
 * has it, else cases; providers and facilities: the dashboard, else case invites (once VALIDATED), else cases.
 * Internal staff (whose work is the console) and anyone else: the directory.
 */
export function homePath(actor: Actor): string {
  if (isFactoring(actor)) return '/funding-requests';
  if (isClaimant(actor)) return '/claimant/dashboard';
  if (isInternal(actor) || actor.companyType === null) return '/directory';
  const work = actor.companyType === 'ATTORNEY' ? ATTORNEY_WORK : PROVIDER_WORK;
  return work.find((pattern) => mayWorkOn(actor, pattern)) ?? '/directory';
}
