import { formatCents } from '@casebridge/domain';
import type { ProviderDashboard } from '@casebridge/domain';
import { FigureCard } from './FigureCard.tsx';
import { FigureGrid } from './FigureGrid.tsx';

/** A provider's or facility's figures: new invites, cases, this week's appointments, money owed. */
export const ProviderFigures = ({ dashboard: d }: { dashboard: ProviderDashboard }) => (
  <FigureGrid id="dashboard-figures" title="Your work">
    <FigureCard label="New case invites" hint="Waiting for your answer" figure={d.newInvites} />
    <FigureCard label="Cases you treat" hint="Open cases you collaborate on" figure={d.casesTreating} />
    <FigureCard label="Appointments this week" hint="Scheduled" figure={d.appointmentsThisWeek} />
    <FigureCard
      label="Balances outstanding"
      hint="Due to you across your cases"
      value={formatCents(d.balanceOutstandingCents)}
    />
    <FigureCard label="Reductions awaiting your answer" figure={d.reductionsAwaiting} />
  </FigureGrid>
);
