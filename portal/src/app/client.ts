import {
  configureSession,
  createAuthProvider,
  createHttpClient,
  createPublicMethods,
  isProtectedPortalPath,
  session,
} from '@casebridge/domain/client';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

// The portal's session lives under its own keys, apart from the console's (same origin, one localStorage).
configureSession('portal');

/** A refused token refresh drops the session: remember the protected page so sign-in comes back to it. */
function rememberPage(): void {
  const { pathname, search } = window.location;
  if (isProtectedPortalPath(pathname)) session.setLastVisited(`${pathname}${search}`);
}

/** One HTTP client (token refresh, write queue) for every call, talking to the fake API (or API_URL). */
const http = createHttpClient({ apiUrl: import.meta.env.API_URL ?? '/api', onAuthFailure: rememberPage });

let dataProvider: Promise<CaseBridgeDataProvider> | null = null;

/**
 * The portal's providers. The first page (sign-in) uses the auth provider and the public reads only; the data
 * provider (ra-data-simple-rest and every other call) loads with the rest of the portal (PortalRoot).
 */
export const client = {
  authProvider: createAuthProvider({ http, app: 'portal' }),
  publicMethods: createPublicMethods(http),
  loadDataProvider: (): Promise<CaseBridgeDataProvider> => {
    dataProvider ??= import('./dataProvider.ts').then((module) => module.createPortalDataProvider(http));
    return dataProvider;
  },
};
