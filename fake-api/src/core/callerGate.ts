/**
 * Checks every authenticated call against the domain's rules that do not depend on the route's own access:
 * a pending password reset answers only the calls that set the password (issue 40 item 9), and a screen's
 * own endpoints refuse those the screen bars (item 8, domain SCREEN_ENDPOINTS).
 */
import { MESSAGES, answersDuringPasswordReset, endpointRefusal } from '@casebridge/domain';
import { forbidden } from './errors.ts';
import type { Principal, RouteDef } from './types.ts';

export function gateCaller(principal: Principal, route: Pick<RouteDef, 'method' | 'path'>): void {
  const endpoint = { method: route.method, path: route.path };
  if (principal.passwordReset && !answersDuringPasswordReset(endpoint))
    throw forbidden(MESSAGES.passwordResetPending);
  const refusal = endpointRefusal(principal, endpoint);
  if (refusal) throw forbidden(refusal);
}
