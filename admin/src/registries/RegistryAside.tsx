import { Card, CardContent } from '@mui/material';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { FilterList, FilterListItem, SavedQueriesList } from 'react-admin';
import { LIMITS } from '@casebridge/domain';

const DAY_MS = 86_400_000;

/** Trials ending between now and `days` from now (trialing subscriptions only). */
export function trialEndingFilter(days: number, now = Date.now()) {
  return {
    trialing: true,
    trialEnd_gte: new Date(now).toISOString(),
    trialEnd_lte: new Date(now + days * DAY_MS).toISOString(),
  };
}

/** The registry's sidebar: the user's saved queries and the trial-ending shortcuts. */
export const RegistryAside = () => {
  const now = Date.now();
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <SavedQueriesList />
        <FilterList label="Trial ending" icon={<HourglassBottomIcon />}>
          <FilterListItem
            label={`In the next ${LIMITS.trialEndingSoonDays} days`}
            value={trialEndingFilter(LIMITS.trialEndingSoonDays, now)}
          />
          <FilterListItem label="In the next 30 days" value={trialEndingFilter(30, now)} />
        </FilterList>
      </CardContent>
    </Card>
  );
};
