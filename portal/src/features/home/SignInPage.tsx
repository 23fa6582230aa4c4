import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { actorFromSession, homePath } from '@casebridge/domain';
import type { SessionData } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import { HomePage } from './HomePage.tsx';
import { useScrollToSection } from './useScrollToSection.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { PricingSection } from '../subscription/index.ts';
import { SignInForm } from '../accounts/index.ts';

/**
 * /sign-in (param: section): the public home page with the sign-in form. The section is kept in the session
 * as the selected section and scrolled to (also when already on the page). Once signed in, the user goes to
 * the last visited page (then forgotten) or to the actor's home.
 */
export const SignInPage = () => {
  const current = useSession();
  const [params] = useSearchParams();
  const section = params.get('section');
  usePageTitle('Sign in');

  useEffect(() => {
    if (section) session.setSelectedSection(section);
  }, [section]);
  useScrollToSection(current ? null : section);

  if (current) return <SignedInForward current={current} />;
  return <HomePage signIn={<SignInForm />} pricing={<PricingSection />} />;
};

/** A stored path inside the portal (never another origin). */
const isLocalPath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//');

const SignedInForward = ({ current }: { current: SessionData }) => {
  const [target] = useState(() => {
    const last = session.getLastVisited();
    return isLocalPath(last) ? last : homePath(actorFromSession(current));
  });
  useEffect(() => session.clearLastVisited(), []);
  return <Navigate to={target} replace />;
};
