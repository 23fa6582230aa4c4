import { Alert, Box, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import {
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
  LIMITS,
  MESSAGES,
  PLAN_LABELS,
  PLAN_TYPES,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { longDate } from '../common/dates.ts';
import { CasesChart } from './CasesChart.tsx';
import { CountList, KpiCard } from './KpiCard.tsx';

/** The internal KPIs (GET /dashboard/kpis). */
export const Kpis = () => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['dashboard', 'kpis'],
    queryFn: () => dataProvider.getDashboardKpis(),
  });
  if (isPending)
    return (
      // A name needs a role: aria-label on the Skeleton's bare span is not allowed (axe: aria-prohibited-attr).
      <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading figures" />
    );
  if (error || !data)
    return <Alert severity="error">{(error as Error | null)?.message || MESSAGES.genericError}</Alert>;
  const waiting = data.validationsWaiting;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <KpiCard title="Validations waiting">
        <Typography variant="h3" component="p">
          {waiting.count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {waiting.count
            ? `Oldest ${waiting.oldestDays} days, average ${waiting.averageDays} days`
            : 'Nothing to review'}
        </Typography>
        <Link
          component={RouterLink}
          to={`/registries?filter=${encodeURIComponent('{"status":"PENDING_REVIEW"}')}`}
        >
          Review them
        </Link>
      </KpiCard>
      <KpiCard title={`Trials ending in the next ${LIMITS.trialEndingSoonDays} days`}>
        {data.trialsEndingSoon.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No trial ends this week.
          </Typography>
        ) : (
          data.trialsEndingSoon.slice(0, 8).map((t) => (
            <Typography key={t.companyId} variant="body2">
              <Link component={RouterLink} to={`/registries/${t.companyId}/show`}>
                {t.companyName}
              </Link>{' '}
              — {longDate(t.trialEnd)}
            </Typography>
          ))
        )}
      </KpiCard>
      <KpiCard title="Companies by status">
        <CountList
          rows={COMPANY_STATUSES.map((s) => ({
            label: COMPANY_STATUS_LABELS[s],
            count: data.companiesByStatus[s],
          }))}
        />
      </KpiCard>
      <KpiCard title="Subscriptions by plan">
        <CountList
          rows={PLAN_TYPES.map((p) => ({ label: PLAN_LABELS[p], count: data.subscriptionsByPlan[p] }))}
        />
      </KpiCard>
      <KpiCard title="Funding requests by status">
        <CountList
          rows={FUNDING_STATUSES.map((s) => ({
            label: FUNDING_STATUS_LABELS[s],
            count: data.fundingByStatus[s],
          }))}
        />
      </KpiCard>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <KpiCard title="New cases per month">
          <CasesChart data={data.newCasesPerMonth} />
        </KpiCard>
      </Box>
    </Box>
  );
};
