import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PORTAL_ROUTES } from '@casebridge/domain';
import type { PortalRoute } from '@casebridge/domain';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { ComingSoon } from '../pages/ComingSoon.tsx';
import { SignInPage } from '../pages/SignInPage.tsx';
import { ClaimantCaseRedirect } from './ClaimantCaseRedirect.tsx';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SIGN_IN_PATH } from './paths.ts';

/** Screens built so far; every other route of the table shows ComingSoon with its purpose. */
const SCREENS: Readonly<Record<string, ReactElement>> = {
  '/sign-in': <SignInPage />,
  '/claimant/cases/:id': <ClaimantCaseRedirect />,
};

function screenFor(route: PortalRoute): ReactElement {
  return SCREENS[route.pattern] ?? <ComingSoon pattern={route.pattern} />;
}

const toRoute = (route: PortalRoute) => (
  <Route key={route.pattern} path={route.pattern} element={screenFor(route)} />
);

const redirects = PORTAL_ROUTES.filter((route) => route.access === 'redirect');
// Console routes are handed to the console before any portal check: internal staff cannot sign in to the
// portal, so the console's own sign-in (and its 'last visited') takes over.
const consoleRoutes = PORTAL_ROUTES.filter((route) => route.console);
const publicRoutes = PORTAL_ROUTES.filter((route) => route.access === 'public' && !route.console);
const protectedRoutes = PORTAL_ROUTES.filter(
  (route) => route.access !== 'redirect' && route.access !== 'public' && !route.console,
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
    <Route element={<PublicLayout />}>{publicRoutes.map(toRoute)}</Route>
    <Route
      element={
        <RequireAuth>
          <AuthenticatedLayout />
        </RequireAuth>
      }
    >
      {protectedRoutes.map(toRoute)}
    </Route>
    <Route path="*" element={<Navigate to={SIGN_IN_PATH} replace />} />
  </Routes>
);
