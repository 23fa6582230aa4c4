import { Suspense, lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router';
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

  if (current)
    return (
      <Suspense fallback={null}>
        <SignedInForward current={current} />
      </Suspense>
    );
  return <HomePage signIn={<SignInForm />} pricing={<PricingSection />} />;
};

// Where a signed-in user goes needs the route table (homePath): loaded only once signed in, never with the
// first page (README "First page").
const SignedInForward = lazy(async () => ({
  default: (await import('./SignedInForward.tsx')).SignedInForward,
}));
