import { Box } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@casebridge/domain';
import { Footer } from './Footer.tsx';
import { PublicHeader } from './PublicHeader.tsx';

/** Public layout (SPEC.md 2.4): header with mobile menu, content, footer. */
export const PublicLayout = () => {
  const { pathname } = useLocation();
  // /password-update/:email: navigation is disabled while on it.
  const navigationDisabled = matchRoute(pathname)?.route.navigationDisabled === true;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader navigationDisabled={navigationDisabled} />
      <Box component="main" id="main-content" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: 4 }}>
        <Outlet />
      </Box>
      {!navigationDisabled && <Footer />}
    </Box>
  );
};
