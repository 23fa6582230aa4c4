import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';

const ALL = 'ALL';

interface StatusCountTabsProps<S extends string> {
  statuses: readonly S[];
  labels: Record<S, string>;
  /** Cache key of the counts; invalidate it after a status change. */
  queryKey: readonly unknown[];
  counts: () => Promise<Record<S, number>>;
  ariaLabel: string;
}

/** Tabs over a list's `status` filter, each labelled with its count from the API. */
export function StatusCountTabs<S extends string>({
  statuses,
  labels,
  queryKey,
  counts,
  ariaLabel,
}: StatusCountTabsProps<S>) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data } = useQuery({ queryKey, queryFn: counts });
  const current = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  const select = (_: unknown, value: string) => {
    const { status: _status, ...rest } = filterValues as Record<string, unknown>;
    setFilters(value === ALL ? rest : { ...rest, status: value }, displayedFilters);
  };
  const count = (status: S) => (data ? ` (${data[status]})` : '');
  return (
    <Tabs value={current} onChange={select} variant="scrollable" aria-label={ariaLabel}>
      <Tab value={ALL} label="All" />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={`${labels[status]}${count(status)}`} />
      ))}
    </Tabs>
  );
}
