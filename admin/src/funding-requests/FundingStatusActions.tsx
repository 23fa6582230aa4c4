import { Stack } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import {
  FUNDING_STATUS_LABELS,
  FUNDING_TEXT_MAX,
  can,
  fundingNeedsReason,
  fundingTargets,
  type FundingRequest,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { ConfirmAction } from '../common/ConfirmAction.tsx';
import { useActor } from '../layout/useActor.ts';

/**
 * The status changes the shared graph allows from here, for roles with funding.updateStatus; each confirmed,
 * and a rejection asks for its reason.
 */
export const FundingStatusActions = () => {
  const record = useRecordContext<FundingRequest>();
  const { actor } = useActor();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  if (!record || !actor || !can(actor, 'funding.updateStatus')) return null;
  const from = FUNDING_STATUS_LABELS[record.status];
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Status changes">
      {fundingTargets(record.status).map((target) => {
        const to = FUNDING_STATUS_LABELS[target];
        const common = {
          label: `Move to ${to}`,
          text: `The request moves from ${from} to ${to} and the law firm is notified.`,
          done: `Funding request moved to ${to}`,
        };
        return fundingNeedsReason(target) ? (
          <ConfirmAction
            key={target}
            {...common}
            title="Reject the request?"
            reason={{ maxLength: FUNDING_TEXT_MAX }}
            run={(reason) => dataProvider.setFundingStatus(record.id, target, reason)}
          />
        ) : (
          <ConfirmAction
            key={target}
            {...common}
            title="Change the status?"
            run={() => dataProvider.setFundingStatus(record.id, target)}
          />
        );
      })}
    </Stack>
  );
};
