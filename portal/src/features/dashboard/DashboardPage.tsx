import { Stack, Typography } from '@mui/material';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCompanyDashboard } from './api.ts';
import { AttorneyFigures } from './AttorneyFigures.tsx';
import { PerMonthChart } from './PerMonthChart.tsx';
import { ProviderFigures } from './ProviderFigures.tsx';

/**
 * /dashboard (issue 16): the company's figures, each linking to the list it counts, and a chart per month:
 * an attorney firm's cases, a provider's or facility's invites. The API decides who may open it (403 with its
 * reason: plain support members, plans below Premium).
 */
export const DashboardPage = () => {
  usePageTitle('Dashboard');
  const query = useCompanyDashboard();
  const forbidden = query.isError && apiFailure(query.error).status === 403;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      {query.isPending && <Typography role="status">Loading the dashboard…</Typography>}
      {query.isError && (
        <LoadFailure error={query.error} onRetry={forbidden ? undefined : () => query.refetch()} />
      )}
      {query.data?.kind === 'ATTORNEY' && (
        <>
          <AttorneyFigures dashboard={query.data} />
          <PerMonthChart title="Cases opened per month" months={query.data.perMonth} />
        </>
      )}
      {query.data?.kind === 'PROVIDER' && (
        <>
          <ProviderFigures dashboard={query.data} />
          <PerMonthChart title="Case invites received per month" months={query.data.perMonth} />
        </>
      )}
    </Stack>
  );
};
