import type { ReactNode } from 'react';
import { Box, Paper, TablePagination, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { ListSearchForm } from './ListSearchForm.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import type { ListSort } from './SortableHead.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import type { StatusTabsConfig } from './StatusTabs.tsx';

interface StatusTabsListViewProps<S extends string, R extends RaRecord> {
  tabs: StatusTabsConfig<S>;
  /** The tab shown when the list's filter names none of `tabs.statuses`. */
  defaultStatus: S;
  counts: Partial<Record<S, number>> | undefined;
  searchLabel: string;
  loadingText: string;
  /** What an empty list says: for a search (`q` set) or for the status tab. */
  emptyText: (q: string, status: S) => string;
  /** Told of every change of tab or page (0-based), e.g. to keep the view in the session. */
  onViewChange?: (status: S, page: number) => void;
  table: (records: R[], sort: ListSort, onSort: (field: string) => void) => ReactNode;
}

/**
 * The body of a react-admin list (inside ListBase) filtered by status: the status tabs with their counts, and in
 * the tab panel a search form, the loading / failure / empty states, the table and the pages.
 */
export const StatusTabsListView = <S extends string, R extends RaRecord>(
  props: StatusTabsListViewProps<S, R>,
) => {
  const { tabs, defaultStatus, counts, searchLabel, loadingText, emptyText, onViewChange, table } = props;
  const list = useListContext<R>();
  const isStatus = (value: unknown): value is S => (tabs.statuses as readonly unknown[]).includes(value);
  const status: S = isStatus(list.filterValues.status) ? list.filterValues.status : defaultStatus;
  const q = typeof list.filterValues.q === 'string' ? list.filterValues.q : '';
  const filter = (next: { status?: S; q?: string }) => {
    const merged = { status, q, ...next };
    onViewChange?.(merged.status, 0);
    list.setFilters(merged.q ? merged : { status: merged.status }, undefined, false);
  };
  const toPage = (page: number) => {
    onViewChange?.(status, page);
    list.setPage(page + 1);
  };
  const sortBy = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const total = list.total ?? 0;

  return (
    <Paper variant="outlined">
      <StatusTabs config={tabs} status={status} counts={counts} onChange={(s) => filter({ status: s })} />
      <Box id={tabs.panelId} role="tabpanel" aria-labelledby={tabs.tabId(status)} sx={{ p: 2 }}>
        <ListSearchForm label={searchLabel} initial={q} onSearch={(text) => filter({ q: text })} />
        {list.isPending && <Typography role="status">{loadingText}</Typography>}
        {list.error && <LoadFailure error={list.error} onRetry={() => list.refetch()} />}
        {!list.isPending && !list.error && total === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>{emptyText(q, status)}</Typography>
        )}
        {!list.error && total > 0 && list.data && (
          <>
            <Box sx={{ overflowX: 'auto' }}>{table(list.data, list.sort, sortBy)}</Box>
            <TablePagination
              component="div"
              count={total}
              page={Math.max(0, list.page - 1)}
              rowsPerPage={list.perPage}
              rowsPerPageOptions={[]}
              onPageChange={(_, page) => toPage(page)}
            />
          </>
        )}
      </Box>
    </Paper>
  );
};
