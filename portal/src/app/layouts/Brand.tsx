import { Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The CaseBridge word mark; a link unless navigation is disabled. */
export const Brand = ({ to }: { to: string | null }) => (
  <Typography
    variant="h6"
    component={to ? RouterLink : 'span'}
    {...(to ? { to } : {})}
    sx={{
      color: 'inherit',
      textDecoration: 'none',
      fontWeight: 700,
      mr: { xs: 1, sm: 3 },
      whiteSpace: 'nowrap',
    }}
  >
    CaseBridge
  </Typography>
);
