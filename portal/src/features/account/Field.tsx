import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One label and value of a description list (`dl`). */
export const Field = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
      {value}
    </Typography>
  </Box>
);
