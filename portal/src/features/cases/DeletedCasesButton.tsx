import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES, format, formatLongDate } from '@casebridge/domain';
import type { DeletedCaseView } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { useDeletedCases, useRestoreCase } from './api/deletion.ts';

/** Deleted cases (issue 40 item 28): the firm's owner or admin restores a case deleted less than 30 days ago. */
export const DeletedCasesButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        Deleted cases
      </Button>
      {open && <DeletedCasesDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const DeletedCasesDialog = ({ onClose }: { onClose: () => void }) => {
  const id = useId();
  const notify = useNotify();
  const deleted = useDeletedCases(true);
  const restore = useRestoreCase();
  const onRestore = (c: DeletedCaseView) =>
    restore.mutate(c.id, {
      onSuccess: () => notify(format(MESSAGES.caseRestored, { folio: c.folio }), { type: 'success' }),
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  const rows = deleted.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Deleted cases</DialogTitle>
      <DialogContent>
        {deleted.isPending && <Typography role="status">Loading deleted cases…</Typography>}
        {deleted.isError && <Typography color="error">{apiFailure(deleted.error).message}</Typography>}
        {deleted.isSuccess && rows.length === 0 && <Typography>No deleted case can be restored.</Typography>}
        <List>
          {rows.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                <LoadingButton
                  variant="outlined"
                  loading={restore.isPending && restore.variables === c.id}
                  onClick={() => onRestore(c)}
                  aria-label={`Restore case ${c.folio}`}
                >
                  Restore
                </LoadingButton>
              }
            >
              <ListItemText
                primary={`${c.folio} · ${c.claimantName}`}
                secondary={`Deleted by ${c.deletedByName} on ${formatLongDate(c.deletedAt)}; restorable until ${formatLongDate(c.purgeAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
