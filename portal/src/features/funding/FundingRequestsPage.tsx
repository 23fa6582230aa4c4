import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { ListBase, StoreContextProvider, memoryStore } from 'react-admin';
import { fundingStatusLabel } from '@casebridge/domain';
import type { FundingRequestView, FundingStatus } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { StatusTabsConfig } from '../../shared/StatusTabs.tsx';
import { StatusTabsListView } from '../../shared/StatusTabsListView.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { FUNDING_RESOURCE, useFundingStatusCounts } from './api.ts';
import { FundingRequestsTable } from './FundingRequestsTable.tsx';

export const FUNDING_PER_PAGE = 10;

/** What a factoring company decides on (the firm's own review is not theirs): pending, accepted, rejected. */
const FACTORING_TABS = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly FundingStatus[];
type FactoringTab = (typeof FACTORING_TABS)[number];

const isTab = (value: unknown): value is FactoringTab =>
  (FACTORING_TABS as readonly unknown[]).includes(value);

const TABS: StatusTabsConfig<FactoringTab> = {
  statuses: FACTORING_TABS,
  label: fundingStatusLabel,
  ariaLabel: 'Funding request status',
  tabId: (status) => `funding-tab-${status}`,
  panelId: 'funding-requests-panel',
};

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
      <ListBase<FundingRequestView>
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
  const counts = useFundingStatusCounts();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Funding Applications
      </Typography>
      <StatusTabsListView<FactoringTab, FundingRequestView>
        tabs={TABS}
        defaultStatus="PENDING"
        counts={counts.data}
        searchLabel="Search the requests"
        loadingText="Loading the funding requests…"
        emptyText={(q, status) =>
          q ? 'No request matches this search.' : `No ${fundingStatusLabel(status).toLowerCase()} requests.`
        }
        onViewChange={(status, page) => session.setFundingQuery({ filter: status, page })}
        table={(requests, sort, onSort) => (
          <FundingRequestsTable requests={requests} sort={sort} onSort={onSort} />
        )}
      />
    </Stack>
  );
};
