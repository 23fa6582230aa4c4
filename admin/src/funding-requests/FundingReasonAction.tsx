import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { FUNDING_TEXT_MAX, MESSAGES } from '@casebridge/domain';

interface FundingReasonActionProps {
  label: string;
  title: string;
  text: string;
  /** The call with the reason typed; its rejection message is shown as the error. */
  run: (reason: string) => Promise<unknown>;
  done: string;
}

/**
 * A rejection of a funding request: a dialog that asks for the reason (required, like the API's
 * setFundingStatusBodySchema), runs the call, then refreshes the lists.
 */
export const FundingReasonAction = ({ label, title, text, run, done }: FundingReasonActionProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const close = () => {
    if (busy) return;
    setOpen(false);
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    if (reason.trim() === '') {
      setError(MESSAGES.fieldRequired);
      return;
    }
    setBusy(true);
    try {
      await run(reason.trim());
      notify(done, { type: 'success' });
      setOpen(false);
      setReason('');
      await queryClient.invalidateQueries();
      refresh();
    } catch (failure) {
      notify((failure as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: FUNDING_TEXT_MAX } }}
            disabled={busy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
