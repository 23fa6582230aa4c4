import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { CASE_STATUS_LABELS, CASE_TRANSITIONS } from '@casebridge/domain';
import type { CaseStatus, LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSetCaseStatus } from './api.ts';

/** The firm moves a case to one of the statuses its graph allows, with an optional comment (logged). */
export const CaseStatusControl = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const notify = useNotify();
  const setStatus = useSetCaseStatus(legalCase.id);
  const [open, setOpen] = useState(false);
  const [status, setNext] = useState<CaseStatus | ''>('');
  const [comment, setComment] = useState('');
  const targets = CASE_TRANSITIONS[legalCase.status];
  const close = () => {
    setOpen(false);
    setNext('');
    setComment('');
  };
  const save = () => {
    if (!status) return;
    setStatus.mutate(
      { status, comment },
      {
        onSuccess: () => {
          notify(`Status changed to ${CASE_STATUS_LABELS[status]}`, { type: 'success' });
          close();
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change status
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="case-status-title" maxWidth="xs" fullWidth>
        <DialogTitle id="case-status-title">Change the status of {legalCase.folio}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="New status"
              value={status}
              onChange={(event) => setNext(event.target.value as CaseStatus)}
              helperText={`Now: ${CASE_STATUS_LABELS[legalCase.status]}`}
            >
              {targets.map((s) => (
                <MenuItem key={s} value={s}>
                  {CASE_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Comment (optional)"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <LoadingButton variant="contained" onClick={save} disabled={!status} loading={setStatus.isPending}>
            Save status
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
