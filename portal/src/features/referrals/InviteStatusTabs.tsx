import { Tab, Tabs } from '@mui/material';
import { REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@casebridge/domain';
import type { ReferralStatus, ReferralStatusCounts } from '@casebridge/domain';

export const INVITES_PANEL_ID = 'case-invites-panel';
export const inviteTabId = (status: ReferralStatus) => `case-invites-tab-${status}`;

/** One tab per referral status with its count (once the counts are read; a failed read shows none). */
export const InviteStatusTabs = ({
  status,
  counts,
  onChange,
}: {
  status: ReferralStatus;
  counts: ReferralStatusCounts | undefined;
  onChange: (status: ReferralStatus) => void;
}) => (
  <Tabs
    value={status}
    onChange={(_, next: ReferralStatus) => onChange(next)}
    aria-label="Invite status"
    variant="scrollable"
    allowScrollButtonsMobile
  >
    {REFERRAL_STATUSES.map((s) => (
      <Tab
        key={s}
        value={s}
        id={inviteTabId(s)}
        aria-controls={INVITES_PANEL_ID}
        label={counts ? `${REFERRAL_STATUS_LABELS[s]} (${counts[s] ?? 0})` : REFERRAL_STATUS_LABELS[s]}
      />
    ))}
  </Tabs>
);
