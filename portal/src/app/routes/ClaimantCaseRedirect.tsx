import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { session } from '@casebridge/domain/client';

/**
 * /claimant/cases/:id (SPEC.md 2.1): when no user type is stored (a visitor following a case link), stores
 * CLAIMANT, then opens the case details. Served before the sign-in guard, so a visitor gets the user type and
 * then the case's own guard (last visited /cases/{id}, sign-in, back to the case).
 */
export const ClaimantCaseRedirect = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.getUserType()) session.setUserType('CLAIMANT');
    void navigate(`/cases/${encodeURIComponent(id)}`, { replace: true });
  }, [id, navigate]);
  return null;
};
