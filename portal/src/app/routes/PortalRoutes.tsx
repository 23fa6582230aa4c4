import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PORTAL_ROUTES } from '@casebridge/domain';
import type { PortalRoute } from '@casebridge/domain';
import { ComingSoon } from '../../shared/ComingSoon.tsx';
import { SIGN_IN_PATH } from '../../shared/paths.ts';
import { ScreenLoader } from '../../shared/ScreenLoader.tsx';
import { RequireAuth } from '../guards/RequireAuth.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';
import { AuthenticatedLayout, SCREENS } from './screens.ts';

/** The route's screen (loaded on first use, with its loading and load-failure states) or ComingSoon. */
function screenFor(route: PortalRoute): ReactElement {
  const Screen = SCREENS[route.pattern];
  if (!Screen) return <ComingSoon pattern={route.pattern} />;
  return (
    <ScreenLoader key={route.pattern}>
      <Screen />
    </ScreenLoader>
  );
}

const toRoute = (route: PortalRoute) => (
  <Route key={route.pattern} path={route.pattern} element={screenFor(route)} />
);

const redirects = PORTAL_ROUTES.filter((route) => route.access === 'redirect');
// Console routes are handed to the console before any portal check: internal staff cannot sign in to the
// portal, so the console's own sign-in (and its 'last visited') takes over.
const consoleRoutes = PORTAL_ROUTES.filter((route) => route.console);
const publicRoutes = PORTAL_ROUTES.filter((route) => route.access === 'public' && !route.console);
// /claimant/cases/:id stores the visitor's user type before any guard, then opens the (guarded) case.
const userTypeRoutes = PORTAL_ROUTES.filter((route) => route.storesClaimantUserType);
const protectedRoutes = PORTAL_ROUTES.filter(
  (route) =>
    route.access !== 'redirect' &&
    route.access !== 'public' &&
    !route.console &&
    !route.storesClaimantUserType,
);

/** The whole route table of SPEC.md 2.1, generated from PORTAL_ROUTES; unknown paths go to sign-in. */
export const PortalRoutes = () => (
  <Routes>
    {redirects.map((route) => (
      <Route
        key={route.pattern}
        path={route.pattern}
        element={<Navigate to={route.redirectTo ?? SIGN_IN_PATH} replace />}
      />
    ))}
    {consoleRoutes.map((route) => (
      <Route key={route.pattern} path={route.pattern} element={<ConsoleRedirect />} />
    ))}
    {userTypeRoutes.map(toRoute)}
    <Route element={<PublicLayout />}>{publicRoutes.map(toRoute)}</Route>
    <Route
      element={
        <RequireAuth>
          <ScreenLoader>
            <AuthenticatedLayout />
          </ScreenLoader>
        </RequireAuth>
      }
    >
      {protectedRoutes.map(toRoute)}
    </Route>
    <Route path="*" element={<Navigate to={SIGN_IN_PATH} replace />} />
  </Routes>
);
