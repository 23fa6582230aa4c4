import { useId } from 'react';
import { Paper, Typography } from '@mui/material';
import { MESSAGES, ROUTE_PURPOSES } from '@casebridge/domain';
import { usePageTitle } from './usePageTitle.ts';

/** A screen of the route table that is not built yet: its purpose and the plain 'coming soon' notice. */
export const ComingSoon = ({ pattern }: { pattern: string }) => {
  const headingId = useId();
  const purpose = ROUTE_PURPOSES[pattern] ?? pattern;
  usePageTitle(purpose);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, md: 4 } }}
    >
      <Typography id={headingId} variant="h5" component="h1" gutterBottom>
        {purpose}
      </Typography>
      <Typography color="text.secondary">{MESSAGES.comingSoon}</Typography>
    </Paper>
  );
};
