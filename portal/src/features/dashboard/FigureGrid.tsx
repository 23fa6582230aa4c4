import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** A titled section of figure cards, as many per row as fit. */
export const FigureGrid = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
    <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {children}
    </Box>
  </Paper>
);
