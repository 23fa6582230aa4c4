/**
 * A pending password reset (issue 40 item 9): from PUT /users/reset-password/verify until a password is set,
 * the API answers a signed-in caller only the calls that set it (403 MESSAGES.passwordResetPending otherwise).
 * Public calls (signing out, the token refresh, PUT /users/password with the reset token) are not gated.
 */
import type { Endpoint, EndpointName } from '../api/endpoints.ts';
import { ENDPOINTS } from '../api/endpoints.ts';

export const PASSWORD_RESET_ENDPOINTS = [
  'updatePassword',
  'checkPassword',
] as const satisfies readonly EndpointName[];

/** Whether a caller with a pending password reset may call the endpoint. */
export function answersDuringPasswordReset(endpoint: Endpoint): boolean {
  return PASSWORD_RESET_ENDPOINTS.some(
    (name) => ENDPOINTS[name].method === endpoint.method && ENDPOINTS[name].path === endpoint.path,
  );
}
