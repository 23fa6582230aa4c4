import { Link, Stack, Typography } from '@mui/material';
import { ListBase } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@casebridge/domain';
import type { ReferralStatus, ReferralView } from '@casebridge/domain';
import type { StatusTabsConfig } from '../../shared/StatusTabs.tsx';
import { StatusTabsListView } from '../../shared/StatusTabsListView.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { REFERRALS_RESOURCE, useReferralStatusCounts } from './api.ts';
import { InvitesTable } from './InvitesTable.tsx';
import { REFERRAL_HISTORY } from './referralFormat.ts';

export const INVITES_PER_PAGE = 10;

const TABS: StatusTabsConfig<ReferralStatus> = {
  statuses: REFERRAL_STATUSES,
  label: (status) => REFERRAL_STATUS_LABELS[status],
  ariaLabel: 'Invite status',
  tabId: (status) => `case-invites-tab-${status}`,
  panelId: 'case-invites-panel',
};

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
  const counts = useReferralStatusCounts();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Case Invites
        </Typography>
        <Link component={RouterLink} to="/skeleton" sx={{ alignSelf: { sm: 'center' } }}>
          {REFERRAL_HISTORY}
        </Link>
      </Stack>
      <StatusTabsListView<ReferralStatus, ReferralView>
        tabs={TABS}
        defaultStatus="PENDING"
        counts={counts.data}
        searchLabel="Search by folio or firm"
        loadingText="Loading the invites…"
        emptyText={(q, status) =>
          q ? 'No invite matches this search.' : `No ${REFERRAL_STATUS_LABELS[status].toLowerCase()} invites.`
        }
        table={(invites, sort, onSort) => <InvitesTable invites={invites} sort={sort} onSort={onSort} />}
      />
    </Stack>
  );
};
