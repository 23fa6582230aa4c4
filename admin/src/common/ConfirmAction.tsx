import { useState, type ReactNode } from 'react';
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
import { MESSAGES } from '@casebridge/domain';

interface ConfirmActionProps {
  label: string;
  title: string;
  text: ReactNode;
  /** The call (given the reason typed when `reason` is set); its rejection message is shown as the error. */
  run: (reason: string) => Promise<unknown>;
  done: string;
  /** Ask for a required reason of at most this many characters (e.g. a rejection). */
  reason?: { maxLength: number };
}

/**
 * A small button that asks for confirmation (and, with `reason`, a required reason, as the API's schema does),
 * runs the call, then refreshes the lists.
 */
export const ConfirmAction = ({ label, title, text, run, done, reason }: ConfirmActionProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const confirm = async () => {
    if (reason && typed.trim() === '') {
      setError(MESSAGES.fieldRequired);
      return;
    }
    setBusy(true);
    try {
      await run(typed.trim());
      notify(done, { type: 'success' });
      setOpen(false);
      setTyped('');
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
        sx={{ whiteSpace: 'nowrap' }}
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
          {reason && (
            <TextField
              label="Reason"
              required
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (error) setError(null);
              }}
              error={error !== null}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: reason.maxLength } }}
              disabled={busy}
            />
          )}
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
