import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { LoadingButton } from './LoadingButton.tsx';

export interface ConfirmDialogProps {
  /** The question ('Delete this task?'): it names the dialog. */
  title: ReactNode;
  /** What will happen: it describes the dialog. */
  children: ReactNode;
  /** The confirming button's label ('Delete task'). */
  confirmLabel: ReactNode;
  /** 'error' (the default) for what cannot be undone. */
  confirmColor?: 'primary' | 'error';
  /** The confirming button spins and is disabled while the call runs. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the question, what it does, Cancel (focused; Escape too) and the action's button. */
export const ConfirmDialog = ({
  title,
  children,
  confirmLabel,
  confirmColor = 'error',
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus. */}
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <LoadingButton color={confirmColor} variant="contained" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
