import { useState } from 'react';
import { Box, Button, Link, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@casebridge/domain';
import type { ReferralStatus, ReferralView } from '@casebridge/domain';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { REFERRALS_RESOURCE, useReferralStatusCounts } from './api.ts';
import { INVITES_PANEL_ID, InviteStatusTabs, inviteTabId } from './InviteStatusTabs.tsx';
import { InvitesTable } from './InvitesTable.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

export const INVITES_PER_PAGE = 10;

const isStatus = (value: unknown): value is ReferralStatus =>
  (REFERRAL_STATUSES as readonly unknown[]).includes(value);

/**
 * /case-invites (issue 13): the cases presented to the caller's provider or facility, by status tab with the
 * counts, searchable, sortable and paged by the server (react-admin's list of the 'referrals' resource, its
 * view kept in the URL and the session).
 */
export const CaseInvitesPage = () => {
  usePageTitle('Case Invites');
  return (
    <ListBase<ReferralView>
      resource={REFERRALS_RESOURCE}
      storeKey="portal.caseInvites"
      perPage={INVITES_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filterDefaultValues={{ status: 'PENDING' }}
      queryOptions={{ onError: () => undefined }}
    >
      <CaseInvitesView />
    </ListBase>
  );
};

const CaseInvitesView = () => {
  const list = useListContext<ReferralView>();
  const counts = useReferralStatusCounts();
  const status: ReferralStatus = isStatus(list.filterValues.status) ? list.filterValues.status : 'PENDING';
  const q = typeof list.filterValues.q === 'string' ? list.filterValues.q : '';
  const [search, setSearch] = useState(q);
  const filter = (next: { status?: ReferralStatus; q?: string }) => {
    const merged = { status, q, ...next };
    list.setFilters(merged.q ? merged : { status: merged.status }, undefined, false);
  };
  const sortBy = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const total = list.total ?? 0;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Case Invites
        </Typography>
        <Link component={RouterLink} to="/skeleton" sx={{ alignSelf: { sm: 'center' } }}>
          Referrals skeleton list
        </Link>
      </Stack>
      <Paper variant="outlined">
        <InviteStatusTabs status={status} counts={counts.data} onChange={(s) => filter({ status: s })} />
        <Box id={INVITES_PANEL_ID} role="tabpanel" aria-labelledby={inviteTabId(status)} sx={{ p: 2 }}>
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
              label="Search by folio or firm"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ minWidth: 300 }}
            />
            <Button type="submit" variant="outlined">
              Search
            </Button>
          </Stack>
          {list.isPending && <Typography role="status">Loading the invites…</Typography>}
          {list.error && <LoadFailure error={list.error} onRetry={list.refetch} />}
          {!list.isPending && !list.error && total === 0 && (
            <Typography sx={{ py: 4, textAlign: 'center' }}>
              {q
                ? 'No invite matches this search.'
                : `No ${REFERRAL_STATUS_LABELS[status].toLowerCase()} invites.`}
            </Typography>
          )}
          {!list.error && total > 0 && list.data && (
            <>
              <Box sx={{ overflowX: 'auto' }}>
                <InvitesTable invites={list.data} sort={list.sort} onSort={sortBy} />
              </Box>
              <TablePagination
                component="div"
                count={total}
                page={Math.max(0, list.page - 1)}
                rowsPerPage={list.perPage}
                rowsPerPageOptions={[]}
                onPageChange={(_, page) => list.setPage(page + 1)}
              />
            </>
          )}
        </Box>
      </Paper>
    </Stack>
  );
};
