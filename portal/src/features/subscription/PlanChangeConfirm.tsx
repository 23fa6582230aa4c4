import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { apiFailure } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

export interface PlanChangeConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the change; a 403 calls onUnauthorized, any other failure is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  onUnauthorized: () => void;
  /** The confirm button stays disabled (nothing chosen yet). */
  disabled?: boolean;
}

/** A plan change to confirm (downgrade, cancel downgrade, switch to annual): its text, Cancel and the action. */
export const PlanChangeConfirm = (props: PlanChangeConfirmProps) => {
  const { title, children, confirmLabel, onConfirm, onClose, onUnauthorized, disabled } = props;
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setError(null);
    setRunning(true);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      const { status, message } = apiFailure(failure);
      if (status === 403) return onUnauthorized();
      setError(message);
    } finally {
      setRunning(false);
    }
  };
  const titleId = `plan-change-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton
          variant="contained"
          loading={running}
          disabled={disabled}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
