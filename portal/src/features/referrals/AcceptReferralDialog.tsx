import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import type { ReferralView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useAcceptReferral } from './api.ts';

/** Confirms accepting a case invite: the company becomes a collaborator of the case; the firm is notified. */
export const AcceptReferralDialog = ({
  referral,
  onClose,
  onAccepted,
}: {
  referral: Pick<ReferralView, 'id' | 'folio' | 'firmName'>;
  onClose: () => void;
  onAccepted?: (referral: ReferralView) => void;
}) => {
  const notify = useNotify();
  const accept = useAcceptReferral(referral.id);
  const confirm = () =>
    accept.mutate(undefined, {
      onSuccess: (accepted) => {
        notify(`Case ${accepted.folio} accepted: it is now among your cases`, { type: 'success' });
        onClose();
        onAccepted?.(accepted);
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="accept-referral-title">
      <DialogTitle id="accept-referral-title">Accept case {referral.folio}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your company becomes a collaborator of the case and sees the claimant’s details. {referral.firmName}{' '}
          is notified.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <LoadingButton variant="contained" loading={accept.isPending} onClick={confirm}>
          Accept case
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
