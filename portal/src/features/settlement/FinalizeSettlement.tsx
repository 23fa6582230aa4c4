import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useFinalizeSettlement } from './api.ts';

/**
 * "Finalize": disabled with the API's reason while a provider line is not accepted (or the net is negative);
 * otherwise it asks first, since a finalized statement can no longer change.
 */
export const FinalizeSettlement = ({
  caseId,
  refusal,
}: {
  caseId: string;
  /** Why it cannot be finalized now (SettlementView.finalizeRefusal); null when it can. */
  refusal: string | null;
}) => {
  const notify = useNotify();
  const finalize = useFinalizeSettlement(caseId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const confirm = () =>
    finalize.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify('Settlement statement finalized', { type: 'success' });
      },
      onError: (error) => setFailure(apiFailure(error).message),
    });
  const close = () => {
    setConfirming(false);
    setFailure(null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        Finalize
      </Button>
      {refusal && (
        <Typography id={reasonId} color="text.secondary">
          {refusal}
        </Typography>
      )}
      <Dialog open={confirming} onClose={close} aria-labelledby="finalize-settlement-title">
        <DialogTitle id="finalize-settlement-title">Finalize the settlement statement?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <DialogContentText>
              Its figures can no longer change. Its PDF and .xlsx are stored with the case’s files.
            </DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Cancel
          </Button>
          <LoadingButton variant="contained" loading={finalize.isPending} onClick={confirm}>
            Finalize
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
