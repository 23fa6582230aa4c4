import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * A two-column description list of label/value pairs; missing values show an em dash. On phones each label
 * sits above its value: two columns leave a long value (a description, a website) a word per line.
 */
export const Facts = ({ facts }: { facts: Fact[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, max-content) minmax(0, 1fr)' },
      columnGap: 2,
      rowGap: { xs: 0, sm: 1 },
      m: 0,
    }}
  >
    {facts.map(({ label, value }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
        >
          {value === null || value === undefined || value === '' ? '—' : value}
        </Typography>
      </Box>
    ))}
  </Box>
);
