import { createClient, isProtectedPortalPath, session } from '@casebridge/domain/client';

/** A refused token refresh drops the session: remember the protected page so sign-in comes back to it. */
function rememberPage(): void {
  const { pathname, search } = window.location;
  if (isProtectedPortalPath(pathname)) session.setLastVisited(`${pathname}${search}`);
}

/** The portal's data and auth providers, talking to the fake API (or API_URL when set at build time). */
export const client = createClient({
  apiUrl: import.meta.env.API_URL ?? '/api',
  app: 'portal',
  onAuthFailure: rememberPage,
});
