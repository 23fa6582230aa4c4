import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { session } from '@casebridge/domain/client';

/** /claimant/cases/:id (SPEC.md 2.1): stores CLAIMANT as the user type when none is stored, then opens the case. */
export const ClaimantCaseRedirect = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.get()?.userType) session.update({ userType: 'CLAIMANT' });
    void navigate(`/cases/${encodeURIComponent(id)}`, { replace: true });
  }, [id, navigate]);
  return null;
};
