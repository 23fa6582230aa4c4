import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS, type RegistryEntry } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

const ALL = 'ALL';

/** Tabs over the registry by company status, each with its count (GET /subscriptions/registry/statuses/count). */
export const StatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext<RegistryEntry>();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const { data: counts } = useQuery({
    queryKey: ['registries', 'statusCounts'],
    queryFn: () => dataProvider.getRegistryStatusCounts(),
  });
  const current = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  const select = (_: unknown, value: string) => {
    const { status: _status, ...rest } = filterValues as Record<string, unknown>;
    setFilters(value === ALL ? rest : { ...rest, status: value }, displayedFilters);
  };
  const count = (status: (typeof COMPANY_STATUSES)[number]) => (counts ? ` (${counts[status]})` : '');
  return (
    <Tabs value={current} onChange={select} variant="scrollable" aria-label="Company status">
      <Tab value={ALL} label="All" />
      {COMPANY_STATUSES.map((status) => (
        <Tab key={status} value={status} label={`${COMPANY_STATUS_LABELS[status]}${count(status)}`} />
      ))}
    </Tabs>
  );
};
