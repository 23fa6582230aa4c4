import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import type { FundingRequest, FundingStatus } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSetFundingStatus } from './api.ts';

/** Asks before a funding request moves forward (the owner sends it, the factoring company accepts it). */
export const ConfirmFundingDialog = ({
  request,
  status,
  title,
  text,
  confirmLabel,
  done,
  onClose,
}: {
  request: Pick<FundingRequest, 'id'>;
  status: FundingStatus;
  title: string;
  text: string;
  confirmLabel: string;
  /** The success message. */
  done: string;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const move = useSetFundingStatus(request.id);
  const confirm = () =>
    move.mutate(
      { status },
      {
        onSuccess: () => {
          notify(done, { type: 'success' });
          onClose();
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-funding-title">
      <DialogTitle id="confirm-funding-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <LoadingButton variant="contained" loading={move.isPending} onClick={confirm}>
          {confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
