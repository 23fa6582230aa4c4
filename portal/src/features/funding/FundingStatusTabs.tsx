import { Tab, Tabs } from '@mui/material';
import { fundingStatusLabel } from '@casebridge/domain';
import type { FundingStatus } from '@casebridge/domain';

/** What a factoring company decides on (the firm's own review is not theirs): pending, accepted, rejected. */
export const FACTORING_TABS = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly FundingStatus[];
export type FactoringTab = (typeof FACTORING_TABS)[number];

export const FUNDING_PANEL_ID = 'funding-requests-panel';
export const fundingTabId = (status: FundingStatus) => `funding-tab-${status}`;

/** One tab per status with its count (once the counts are read; a failed read shows none). */
export const FundingStatusTabs = ({
  status,
  counts,
  onChange,
}: {
  status: FactoringTab;
  counts: Partial<Record<FundingStatus, number>> | undefined;
  onChange: (status: FactoringTab) => void;
}) => (
  <Tabs
    value={status}
    onChange={(_, next: FactoringTab) => onChange(next)}
    aria-label="Funding request status"
    variant="scrollable"
    allowScrollButtonsMobile
  >
    {FACTORING_TABS.map((s) => (
      <Tab
        key={s}
        value={s}
        id={fundingTabId(s)}
        aria-controls={FUNDING_PANEL_ID}
        label={counts ? `${fundingStatusLabel(s)} (${counts[s] ?? 0})` : fundingStatusLabel(s)}
      />
    ))}
  </Tabs>
);
