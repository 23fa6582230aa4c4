import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { actorFromSession, redirectFor } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import { SIGN_IN_PATH } from '../../shared/paths.ts';

/**
 * Guards the signed-in routes (SPEC.md 2, 2.2). Without a session the requested path is stored as 'last
 * visited' and the user goes to sign-in; with one, redirectFor decides (pending password reset, company not
 * validated, routes the actor may not open).
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const current = useSession();
  const { pathname, search } = useLocation();
  // A session that disappears while here is a sign-out (or an expiry the auth provider already handled):
  // only a visit that starts without a session is remembered.
  const signedInHere = useRef(current !== null);
  useEffect(() => {
    if (current) signedInHere.current = true;
  }, [current]);

  if (!current) return <SignInRedirect from={signedInHere.current ? null : `${pathname}${search}`} />;
  const target = redirectFor(actorFromSession(current), `${pathname}${search}`, {
    passwordReset: current.passwordReset,
  });
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return children;
};

/** Stores `from` as last visited (when given), then goes to sign-in. */
const SignInRedirect = ({ from }: { from: string | null }) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (from) session.setLastVisited(from);
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [from, navigate]);
  return null;
};
