import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { fieldErrors, infoRequestSchema } from '@casebridge/domain';
import type { BulkAction } from './BulkRegistryActions.tsx';
import type { BulkResult } from './runBulk.ts';

interface BulkDialogProps {
  action: BulkAction;
  count: number;
  /** Companies processed so far while running; null before and after. */
  progress: number | null;
  results: BulkResult[] | null;
  onConfirm: (message?: string) => void;
  onClose: () => void;
}

/** Confirmation (with the message for an information request), progress, then one result per company. */
export const BulkDialog = ({ action, count, progress, results, onConfirm, onClose }: BulkDialogProps) => {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const running = progress !== null;
  const title =
    action === 'validate' ? `Validate ${count} companies?` : `Request information from ${count} companies?`;
  const confirm = () => {
    if (action === 'validate') return onConfirm();
    const parsed = infoRequestSchema.safeParse({ message });
    if (!parsed.success) return setError(fieldErrors(parsed.error).message);
    onConfirm(parsed.data.message);
  };
  const succeeded = results?.filter((r) => r.ok).length ?? 0;

  return (
    <Dialog open onClose={() => !running && onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{results ? `${succeeded} of ${results.length} done` : title}</DialogTitle>
      <DialogContent>
        {results ? (
          <List dense aria-label="Results">
            {results.map((r) => (
              <ListItem key={r.companyId}>
                <ListItemIcon>
                  {r.ok ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
                </ListItemIcon>
                <ListItemText primary={r.companyName} secondary={r.message} />
              </ListItem>
            ))}
          </List>
        ) : (
          <>
            <DialogContentText>
              {action === 'validate'
                ? 'Each company in a state that allows it becomes VALIDATED and its owner is notified by e-mail.'
                : 'Each company in review moves to INFO_REQUIRED and its owner receives this message.'}
            </DialogContentText>
            {action === 'infoRequest' && (
              <TextField
                label="Message"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                error={!!error}
                helperText={error}
                multiline
                minRows={3}
                fullWidth
                margin="normal"
                disabled={running}
              />
            )}
            {running && (
              <LinearProgress
                variant="determinate"
                value={(100 * progress) / Math.max(count, 1)}
                sx={{ mt: 2 }}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {results ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button variant="contained" onClick={confirm} disabled={running}>
              Confirm
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
