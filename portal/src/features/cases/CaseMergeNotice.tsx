import { useState } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { CaseMergeView, LegalCaseView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCaseMerges, useUndoMerge } from './api.ts';
import { day } from './CaseTable.tsx';

const caseLink = (id: string, folio: string) => (
  <Link component={RouterLink} to={`/cases/${encodeURIComponent(id)}`}>
    {folio}
  </Link>
);

/**
 * The merges a case takes part in: a merged case points to the case it was merged into, a kept case names the
 * cases merged into it; the firm may undo a merge the day it was made (after a confirmation).
 */
export const CaseMergeNotice = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const notify = useNotify();
  const firm = legalCase.access === 'FIRM';
  const merges = useCaseMerges(legalCase.id, firm);
  const undo = useUndoMerge();
  const [undoing, setUndoing] = useState<CaseMergeView | null>(null);
  const confirm = () =>
    undoing &&
    undo.mutate(undoing.id, {
      onSuccess: () => {
        notify(`The merge of ${undoing.mergedFolio} into ${undoing.keptFolio} was undone`, {
          type: 'success',
        });
        setUndoing(null);
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  if (!firm)
    return legalCase.mergedIntoCaseId ? (
      <Alert severity="info">This case was merged into case {legalCase.mergedIntoFolio} and closed.</Alert>
    ) : null;
  return (
    <>
      <Stack spacing={1}>
        {merges.data?.map((m) => (
          <Alert
            key={m.id}
            severity="info"
            action={
              m.undoable && (
                <Button color="inherit" size="small" onClick={() => setUndoing(m)}>
                  Undo merge
                </Button>
              )
            }
          >
            {m.mergedCaseId === legalCase.id ? (
              <>
                This case was merged into case {caseLink(m.keptCaseId, m.keptFolio)} on {day(m.mergedAt)} and
                closed.
              </>
            ) : (
              <>
                Case {caseLink(m.mergedCaseId, m.mergedFolio)} was merged into this case on {day(m.mergedAt)}{' '}
                ({m.movedRecords} records moved).
              </>
            )}
            {m.undoable ? ' You can undo it today.' : ''}
          </Alert>
        ))}
      </Stack>
      {!!undoing && (
        <ConfirmDialog
          title="Undo the merge?"
          confirmLabel="Undo merge"
          confirmColor="primary"
          pending={undo.isPending}
          onConfirm={confirm}
          onClose={() => setUndoing(null)}
        >
          The records that came from {undoing.mergedFolio} go back to it and it reopens with its former
          status. What was added to {undoing.keptFolio} since the merge stays there.
        </ConfirmDialog>
      )}
    </>
  );
};
