import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
} from '@casebridge/domain';
import type { AttorneyDashboard } from '@casebridge/domain';
import { FigureCard } from './FigureCard.tsx';
import { FigureGrid } from './FigureGrid.tsx';

/** An attorney firm's figures: cases by status, what waits on the firm or others, funding by status. */
export const AttorneyFigures = ({ dashboard: d }: { dashboard: AttorneyDashboard }) => (
  <>
    <FigureGrid id="dashboard-attention" title="Needs attention">
      <FigureCard
        label="Near the statute of limitations"
        hint={`Open cases, within ${d.nearStatuteDays} days (the list sorted by that date)`}
        figure={d.nearStatute}
      />
      <FigureCard label="Pending presentations" hint="Sent, no answer yet" figure={d.pendingPresentations} />
      <FigureCard
        label="Reductions awaiting you"
        hint="Countered by a provider"
        figure={d.reductionsAwaitingFirm}
      />
      <FigureCard
        label="Reductions awaiting providers"
        hint="Requested, not answered"
        figure={d.reductionsAwaitingProviders}
      />
      <FigureCard label="Bills over the policy limit" hint="Open cases" figure={d.casesOverPolicyLimit} />
    </FigureGrid>
    <FigureGrid id="dashboard-by-status" title="Cases by status">
      {CASE_STATUSES.map((status) => (
        <FigureCard key={status} label={CASE_STATUS_LABELS[status]} figure={d.casesByStatus[status]} />
      ))}
    </FigureGrid>
    <FigureGrid id="dashboard-funding" title="Funding requests">
      {FUNDING_STATUSES.map((status) => (
        <FigureCard key={status} label={FUNDING_STATUS_LABELS[status]} figure={d.fundingByStatus[status]} />
      ))}
    </FigureGrid>
  </>
);
