import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** A titled section of My Company (a region named by its heading), with its main action beside the title. */
export const SettingsSection = ({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby={id}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Paper>
);
