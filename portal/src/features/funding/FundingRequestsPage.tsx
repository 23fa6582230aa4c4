import { useState } from 'react';
import { Box, Button, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { ListBase, StoreContextProvider, memoryStore, useListContext } from 'react-admin';
import { fundingStatusLabel } from '@casebridge/domain';
import type { FundingRequest } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { FUNDING_RESOURCE, useFundingStatusCounts } from './api.ts';
import { FundingRequestsTable } from './FundingRequestsTable.tsx';
import { FACTORING_TABS, FUNDING_PANEL_ID, FundingStatusTabs, fundingTabId } from './FundingStatusTabs.tsx';
import type { FactoringTab } from './FundingStatusTabs.tsx';

export const FUNDING_PER_PAGE = 10;

const isTab = (value: unknown): value is FactoringTab =>
  (FACTORING_TABS as readonly unknown[]).includes(value);

const STORE_KEY = 'portal.fundingRequests';
const DEFAULT_SORT = { field: 'updatedAt', order: 'DESC' } as const;

/** The list's first view from the session's funding filter and page (SPEC.md section 3). */
function storedView() {
  const stored = session.getFundingQuery();
  const status = isTab(stored.filter) ? stored.filter : 'PENDING';
  const params = {
    filter: { status },
    page: stored.page + 1,
    perPage: FUNDING_PER_PAGE,
    sort: DEFAULT_SORT.field,
    order: DEFAULT_SORT.order,
  };
  return memoryStore({ [STORE_KEY]: params });
}

/**
 * /funding-requests (factoring companies, issue 14): the requests sent to the caller's company by status tab
 * with the counts, searchable, sortable and paged by the server (react-admin's list of 'funding-requests').
 * The status tab and the page are kept in the session, so coming back opens the same view.
 */
export const FundingRequestsPage = () => {
  usePageTitle('Funding Applications');
  // The list's state lives in a store of its own, started from the session (which every change updates),
  // rather than in the address or react-admin's app-wide store.
  const [store] = useState(storedView);
  return (
    <StoreContextProvider value={store}>
      <ListBase<FundingRequest>
        resource={FUNDING_RESOURCE}
        storeKey={STORE_KEY}
        disableSyncWithLocation
        perPage={FUNDING_PER_PAGE}
        sort={DEFAULT_SORT}
        filterDefaultValues={{ status: 'PENDING' }}
        queryOptions={{ onError: () => undefined }}
      >
        <FundingRequestsView />
      </ListBase>
    </StoreContextProvider>
  );
};

const FundingRequestsView = () => {
  const list = useListContext<FundingRequest>();
  const counts = useFundingStatusCounts();
  const status: FactoringTab = isTab(list.filterValues.status) ? list.filterValues.status : 'PENDING';
  const q = typeof list.filterValues.q === 'string' ? list.filterValues.q : '';
  const [search, setSearch] = useState(q);
  const filter = (next: { status?: FactoringTab; q?: string }) => {
    const merged = { status, q, ...next };
    session.setFundingQuery({ filter: merged.status, page: 0 });
    list.setFilters(merged.q ? merged : { status: merged.status }, undefined, false);
  };
  const toPage = (page: number) => {
    session.setFundingQuery({ filter: status, page });
    list.setPage(page + 1);
  };
  const sortBy = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const total = list.total ?? 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Funding Applications
      </Typography>
      <Paper variant="outlined">
        <FundingStatusTabs status={status} counts={counts.data} onChange={(s) => filter({ status: s })} />
        <Box id={FUNDING_PANEL_ID} role="tabpanel" aria-labelledby={fundingTabId(status)} sx={{ p: 2 }}>
          <Stack
            component="form"
            role="search"
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, mb: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              filter({ q: search.trim() });
            }}
          >
            <TextField
              size="small"
              label="Search the requests"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ minWidth: 300 }}
            />
            <Button type="submit" variant="outlined">
              Search
            </Button>
          </Stack>
          {list.isPending && <Typography role="status">Loading the funding requests…</Typography>}
          {list.error && <LoadFailure error={list.error} onRetry={() => list.refetch()} />}
          {!list.isPending && !list.error && total === 0 && (
            <Typography sx={{ py: 4, textAlign: 'center' }}>
              {q
                ? 'No request matches this search.'
                : `No ${fundingStatusLabel(status).toLowerCase()} requests.`}
            </Typography>
          )}
          {!list.error && total > 0 && list.data && (
            <>
              <Box sx={{ overflowX: 'auto' }}>
                <FundingRequestsTable requests={list.data} sort={list.sort} onSort={sortBy} />
              </Box>
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
    </Stack>
  );
};
