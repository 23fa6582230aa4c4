import { useDataProvider } from 'react-admin';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { StatusCountTabs } from '../common/StatusCountTabs.tsx';

/** Tabs over the registry by company status, each with its count (GET /subscriptions/registry/statuses/count). */
export const StatusTabs = () => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  return (
    <StatusCountTabs
      statuses={COMPANY_STATUSES}
      labels={COMPANY_STATUS_LABELS}
      queryKey={['registries', 'statusCounts']}
      counts={() => dataProvider.getRegistryStatusCounts()}
      ariaLabel="Company status"
    />
  );
};
