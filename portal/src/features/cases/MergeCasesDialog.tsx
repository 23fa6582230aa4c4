import { useState } from 'react';
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
import { useNavigate } from 'react-router';
import type { LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useMergeCases, useMergePreview } from './api.ts';
import { CasePicker } from './CasePicker.tsx';
import { MergePreview } from './MergePreview.tsx';

/**
 * Merge two of the firm's cases: pick the case to keep and the one to merge into it, read the side-by-side
 * preview, confirm. The merged case is closed with a pointer; the merge can be undone today.
 */
export const MergeCasesDialog = ({
  initialKept = null,
  onClose,
}: {
  initialKept?: LegalCaseView | null;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [kept, setKept] = useState<LegalCaseView | null>(initialKept);
  const [merged, setMerged] = useState<LegalCaseView | null>(null);
  const preview = useMergePreview(kept?.id ?? null, merged?.id ?? null);
  const merge = useMergeCases();
  const confirm = () => {
    if (!kept || !merged) return;
    merge.mutate(
      { keptId: kept.id, mergedId: merged.id },
      {
        onSuccess: (done) => {
          notify(`Case ${done.mergedFolio} merged into ${done.keptFolio}. You can undo it today.`, {
            type: 'success',
          });
          onClose();
          void navigate(`/cases/${encodeURIComponent(done.keptCaseId)}`);
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-cases-title" maxWidth="md" fullWidth>
      <DialogTitle id="merge-cases-title">Merge cases</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Notes, files, bills, tasks, appointments, status requests, collaborators and activity of the second
          case move to the first; the second is closed and points to the first. You can undo a merge the day
          you make it.
        </DialogContentText>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
          <Stack sx={{ flex: 1 }}>
            <CasePicker label="Case to keep" value={kept} onChange={setKept} exclude={merged?.id} />
          </Stack>
          <Stack sx={{ flex: 1 }}>
            <CasePicker
              label="Case to merge into it"
              value={merged}
              onChange={setMerged}
              exclude={kept?.id}
              helperText="This case will be closed"
            />
          </Stack>
        </Stack>
        {(!kept || !merged) && (
          <Typography color="text.secondary">Pick two cases to see the preview.</Typography>
        )}
        {preview.isFetching && !preview.data && <Typography role="status">Loading the preview…</Typography>}
        {preview.isError && <Alert severity="error">{apiFailure(preview.error).message}</Alert>}
        {preview.data && kept && merged && <MergePreview preview={preview.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton
          variant="contained"
          color="warning"
          disabled={!preview.data || !kept || !merged || preview.isError}
          loading={merge.isPending}
          onClick={confirm}
        >
          Merge cases
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
