import { useDataProvider, useListContext } from 'react-admin';
import { FUNDING_STATUSES, FUNDING_STATUS_LABELS } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { StatusCountTabs } from '../common/StatusCountTabs.tsx';

/** Tabs by funding status with counts (GET /funding-requests/statuses/count, same other filters). */
export const FundingStatusTabs = () => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const { filterValues } = useListContext();
  const { status: _status, ...others } = filterValues as Record<string, unknown>;
  return (
    <StatusCountTabs
      statuses={FUNDING_STATUSES}
      labels={FUNDING_STATUS_LABELS}
      queryKey={['funding-requests', 'statusCounts', others]}
      counts={() => dataProvider.getFundingStatusCounts(others)}
      ariaLabel="Funding status"
    />
  );
};
