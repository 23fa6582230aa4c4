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
} from '@mui/material';
import { useNotify } from 'react-admin';
import { assignReferralBodySchema } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useAssignReferral } from './api.ts';
import { ProfessionalChecklist } from './ProfessionalChecklist.tsx';

/**
 * Assigns one or more professionals (providers or sub-facilities) of the caller's company to the invited case:
 * a pending invite is accepted with it, an accepted one changes its assignment; the firm and the newly
 * assigned professionals are notified.
 */
export const AssignReferralDialog = ({
  referral,
  onClose,
}: {
  referral: Pick<ReferralView, 'id' | 'folio' | 'status' | 'assigned'>;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const companyId = useSession()?.company?.id ?? '';
  const assign = useAssignReferral(referral.id);
  const [selected, setSelected] = useState<string[]>(() => referral.assigned.map((p) => p.id));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = assignReferralBodySchema.safeParse({ professionalIds: selected });
    setError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    setFailure(null);
    assign.mutate(parsed.data, {
      onSuccess: (assigned) => {
        notify(`Case ${assigned.folio} assigned to ${assigned.assigned.length} professional(s)`, {
          type: 'success',
        });
        onClose();
      },
      onError: (e) => setFailure(apiFailure(e).message),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-referral-title" maxWidth="sm" fullWidth>
      <DialogTitle id="assign-referral-title">Assign case {referral.folio}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {referral.status === 'PENDING' && 'Assigning accepts the invite. '}The firm and the professionals
            you choose are notified.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <ProfessionalChecklist
            companyId={companyId}
            label="Professionals of your company"
            selected={selected}
            onChange={(ids) => {
              setSelected(ids);
              if (ids.length) setError(undefined);
            }}
            error={error}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" loading={assign.isPending} onClick={submit}>
          Assign
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
