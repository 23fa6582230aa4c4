import { Stack } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { FUNDING_STATUS_LABELS, can, fundingTargets, type FundingRequest } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { ConfirmAction } from '../common/ConfirmAction.tsx';
import { useActor } from '../layout/useActor.ts';

/** The status changes the shared graph allows from here, for roles with funding.updateStatus; each confirmed. */
export const FundingStatusActions = () => {
  const record = useRecordContext<FundingRequest>();
  const { actor } = useActor();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  if (!record || !actor || !can(actor, 'funding.updateStatus')) return null;
  const from = FUNDING_STATUS_LABELS[record.status];
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Status changes">
      {fundingTargets(record.status).map((target) => (
        <ConfirmAction
          key={target}
          label={`Move to ${FUNDING_STATUS_LABELS[target]}`}
          title="Change the status?"
          text={`The request moves from ${from} to ${FUNDING_STATUS_LABELS[target]} and the law firm is notified.`}
          run={() => dataProvider.setFundingStatus(record.id, target)}
          done={`Funding request moved to ${FUNDING_STATUS_LABELS[target]}`}
        />
      ))}
    </Stack>
  );
};
