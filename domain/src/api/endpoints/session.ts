import type { Endpoint } from './endpoint.ts';

/**
 * Signing in and the session.
 */
export const SESSION_ENDPOINTS = {
  // Session and sign-in
  login: { method: 'POST', path: '/users/login' },
  refreshToken: { method: 'GET', path: '/user/:token/refresh' },
  // Server-side sessions (issue 39, product's own): sign out, and the caller's own sessions.
  logout: { method: 'POST', path: '/users/logout' },
  listMySessions: { method: 'GET', path: '/me/sessions' },
  endMySession: { method: 'DELETE', path: '/me/sessions/:id' },
  endMyOtherSessions: { method: 'POST', path: '/me/sessions/end-others' },
} as const satisfies Record<string, Endpoint>;
