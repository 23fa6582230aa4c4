import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { actorFromSession, homePath } from '@casebridge/domain';
import type { SessionData } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';

/** A stored path inside the portal (never another origin). */
const isLocalPath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//');

/** Once signed in: the last visited page (then forgotten) or the actor's home. */
export const SignedInForward = ({ current }: { current: SessionData }) => {
  const [target] = useState(() => {
    const last = session.getLastVisited();
    return isLocalPath(last) ? last : homePath(actorFromSession(current));
  });
  useEffect(() => session.clearLastVisited(), []);
  return <Navigate to={target} replace />;
};
