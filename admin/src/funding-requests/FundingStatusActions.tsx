import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  FUNDING_STATUS_LABELS,
  MESSAGES,
  can,
  fundingTargets,
  type FundingRequest,
  type FundingStatus,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { useActor } from '../layout/useActor.ts';

/** The status changes the shared graph allows from here, for roles with funding.updateStatus; each confirmed. */
export const FundingStatusActions = () => {
  const record = useRecordContext<FundingRequest>();
  const { actor } = useActor();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<FundingStatus | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !actor || !can(actor, 'funding.updateStatus')) return null;
  const targets = fundingTargets(record.status);
  if (targets.length === 0) return null;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await dataProvider.setFundingStatus(record.id, target);
      notify(`Funding request moved to ${FUNDING_STATUS_LABELS[target]}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['funding-requests'] });
      refresh();
      setTarget(null);
    } catch (error) {
      notify((error as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} aria-label="Status changes">
        {targets.map((status) => (
          <Button key={status} variant="outlined" onClick={() => setTarget(status)}>
            Move to {FUNDING_STATUS_LABELS[status]}
          </Button>
        ))}
      </Stack>
      <Dialog open={target !== null} onClose={() => !busy && setTarget(null)}>
        <DialogTitle>Change the status?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {target &&
              `The request moves from ${FUNDING_STATUS_LABELS[record.status]} to ${FUNDING_STATUS_LABELS[target]} and the law firm is notified.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTarget(null)} disabled={busy}>
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
