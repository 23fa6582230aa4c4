import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';

interface ConfirmActionProps {
  label: string;
  title: string;
  text: ReactNode;
  /** The call; its rejection message is shown as the error. */
  run: () => Promise<unknown>;
  done: string;
}

/** A small button that asks for confirmation, runs the call, then refreshes the lists. */
export const ConfirmAction = ({ label, title, text, run, done }: ConfirmActionProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      notify(done, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries();
      refresh();
    } catch (error) {
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
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
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
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
