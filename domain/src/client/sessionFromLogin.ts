import type { LoginResponse, SessionData } from '@casebridge/domain';
import { sessionOf } from '@casebridge/domain';
import { tokenRefreshAt } from './tokenExpiry.ts';

/** Builds the client session (SPEC.md section 3) from a login or refresh answer. */
export function sessionFromLogin(response: LoginResponse): SessionData {
  return {
    token: response.token,
    refreshToken: response.refreshToken,
    tokenRefreshAt: tokenRefreshAt(response.expiresIn),
    ...sessionOf(response.user, response.company),
  };
}
