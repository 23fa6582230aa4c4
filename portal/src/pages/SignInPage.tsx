import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { actorFromSession, homePath } from '@casebridge/domain';
import type { SessionData } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import { HomeSections } from './HomeSections.tsx';
import { SignInForm } from './SignInForm.tsx';

/**
 * /sign-in (param: section): the sign-in form on the public home page. The section is kept in the session as
 * the selected section and scrolled to. Once signed in, the user goes to the last visited page (then
 * forgotten) or to the actor's home.
 */
export const SignInPage = () => {
  const current = useSession();
  const [params] = useSearchParams();
  const section = params.get('section');

  useEffect(() => {
    if (!section) return;
    session.setSelectedSection(section);
    document.getElementById(section)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [section]);

  if (current) return <SignedInForward current={current} />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <SignInForm />
      <HomeSections />
    </Box>
  );
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
