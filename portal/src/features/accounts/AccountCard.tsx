import { useId } from 'react';
import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export interface AccountCardProps {
  title: string;
  /** A short explanation under the title. */
  intro?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** The card every account screen (sign-up, verification, password flows) sits in. */
export const AccountCard = ({ title, intro, children, maxWidth = 480 }: AccountCardProps) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ maxWidth, mx: 'auto', p: { xs: 3, md: 4 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h5" component="h1">
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
};
