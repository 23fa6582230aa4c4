import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Box, CircularProgress, Typography } from '@mui/material';
import { consoleUrl } from '../../shared/consoleUrl.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';

/** Console routes of the table (internal roles): the browser leaves the portal for the admin console. */
export const ConsoleRedirect = () => {
  const { pathname } = useLocation();
  const target = consoleUrl(pathname);
  usePageTitle('Opening the console');
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Opening the console…</Typography>
    </Box>
  );
};
