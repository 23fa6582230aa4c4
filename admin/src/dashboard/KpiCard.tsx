import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One dashboard figure or small table under a title. */
export const KpiCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle2" color="text.secondary" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** label: count lines, in the given order. */
export const CountList = ({ rows }: { rows: { label: string; count: number }[] }) => (
  <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4 }}>
    {rows.map((row) => (
      <div key={row.label} style={{ display: 'contents' }}>
        <Typography component="dt" variant="body2">
          {row.label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
          {row.count}
        </Typography>
      </div>
    ))}
  </dl>
);
