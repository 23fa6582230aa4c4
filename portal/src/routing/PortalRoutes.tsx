import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PORTAL_ROUTES } from '@casebridge/domain';
import type { PortalRoute } from '@casebridge/domain';
import { AccountVerificationPage } from '../accounts/AccountVerificationPage.tsx';
import { ClaimantCompleteProfilePage } from '../claimants/ClaimantCompleteProfilePage.tsx';
import { ChangePasswordPage } from '../accounts/ChangePasswordPage.tsx';
import { RequestResetPage } from '../accounts/RequestResetPage.tsx';
import { ResetCodePage } from '../accounts/ResetCodePage.tsx';
import { SetPasswordPage } from '../accounts/SetPasswordPage.tsx';
import { SignUpPage } from '../accounts/SignUpPage.tsx';
import { VerifyEmailPage } from '../accounts/VerifyEmailPage.tsx';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { ComingSoon } from '../pages/ComingSoon.tsx';
import { SignInPage } from '../pages/SignInPage.tsx';
import { SubscriptionPage } from '../subscription/SubscriptionPage.tsx';
import { ClaimantCaseRedirect } from './ClaimantCaseRedirect.tsx';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SIGN_IN_PATH } from './paths.ts';

/** Screens built so far; every other route of the table shows ComingSoon with its purpose. */
const SCREENS: Readonly<Record<string, ReactElement>> = {
  '/sign-in': <SignInPage />,
  '/claimant/cases/:id': <ClaimantCaseRedirect />,
  '/claimant/complete-profile': <ClaimantCompleteProfilePage />,
  '/sign-up': <SignUpPage />,
  '/verify/:email': <VerifyEmailPage />,
  '/account-verification/:accountId': <AccountVerificationPage />,
  '/reset-password': <RequestResetPage />,
  '/reset-password/:email': <ResetCodePage />,
  '/password-update/:email': <SetPasswordPage />,
  '/password-update': <ChangePasswordPage />,
  '/subscription': <SubscriptionPage />,
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
          <AuthenticatedLayout />
        </RequireAuth>
      }
    >
      {protectedRoutes.map(toRoute)}
    </Route>
    <Route path="*" element={<Navigate to={SIGN_IN_PATH} replace />} />
  </Routes>
);
