import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import {
  MESSAGES,
  caseDeletionBlockers,
  caseDeletionRefusal,
  casePurgeDate,
  format,
  formatLongDate,
} from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { useDeleteCase } from './api.ts';
import { useCaseDeletionCheck } from './api/deletion.ts';

/**
 * Delete case (issue 40 item 28): a case with billing, shared files, a finalized statement or others' records
 * says why it cannot be deleted and points to closing or withdrawing it; an empty case's deletion says it can
 * be restored for 30 days. The server decides the same from the same domain rule.
 */
export const DeleteCaseDialog = ({
  legalCase: c,
  onClose,
}: {
  legalCase: LegalCaseView;
  onClose: () => void;
}) => {
  const id = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const check = useCaseDeletionCheck(c.id);
  const remove = useDeleteCase(c.id);
  const blockers = check.data ? caseDeletionBlockers(c, check.data.related) : [];
  const purgeDate = formatLongDate(casePurgeDate(new Date()));
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(format(MESSAGES.caseDeleted, { folio: c.folio, date: purgeDate }), { type: 'success' });
        void navigate('/cases');
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Delete case {c.folio}?</DialogTitle>
      <DialogContent id={`${id}-text`}>
        {check.isPending && <Typography>Checking what the case holds…</Typography>}
        {check.isError && <Alert severity="error">{apiFailure(check.error).message}</Alert>}
        {check.data && blockers.length > 0 && (
          <Alert severity="warning">{caseDeletionRefusal(c.folio, blockers)}</Alert>
        )}
        {check.data && blockers.length === 0 && (
          <Typography>{format(MESSAGES.caseDeleteSoft, { date: purgeDate })}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {blockers.length ? 'Close' : 'Cancel'}
        </Button>
        {check.data && blockers.length === 0 && (
          <LoadingButton color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
            Delete case
          </LoadingButton>
        )}
      </DialogActions>
    </Dialog>
  );
};
