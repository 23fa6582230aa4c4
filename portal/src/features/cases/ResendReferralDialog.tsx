import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { CollaboratorCandidate, ReferralView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useResendReferral } from '../referrals/index.ts';
import { CompanyCandidateSearch } from './CompanyCandidateSearch.tsx';

/**
 * "Send to another provider" (issue 13): a rejected or expired presentation goes, in one step, to another
 * company with the same message and treatment; the new invite replaces it in the case's presentations.
 */
export const ResendReferralDialog = ({
  referral,
  onClose,
}: {
  referral: ReferralView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const resend = useResendReferral(referral.id);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = (c: CollaboratorCandidate) => {
    setPending(c.companyId);
    setFailure(null);
    resend.mutate(
      { companyId: c.companyId },
      {
        onSuccess: (sent) => {
          notify(`Case ${sent.folio} sent to ${sent.toCompanyName}`, { type: 'success' });
          onClose();
        },
        onError: (error) => {
          setPending(null);
          setFailure(apiFailure(error).message);
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="resend-referral-title" maxWidth="sm" fullWidth>
      <DialogTitle id="resend-referral-title">Send case {referral.folio} to another provider</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {referral.toCompanyName} {referral.status === 'EXPIRED' ? 'did not answer' : 'rejected it'}. The
            company you choose gets the same message and treatment needed.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <CompanyCandidateSearch
            caseId={referral.caseId}
            exclude={[referral.toCompanyId]}
            autoFocus
            action={(c) => (
              <LoadingButton
                size="small"
                variant="outlined"
                aria-label={`Send to ${c.name}`}
                loading={pending === c.companyId}
                disabled={pending !== null && pending !== c.companyId}
                onClick={() => send(c)}
              >
                Send
              </LoadingButton>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
};
