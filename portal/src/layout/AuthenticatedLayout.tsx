import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.tsx';
import { Footer } from './Footer.tsx';

/**
 * Authenticated layout (SPEC.md 2.4): header, content, footer. The optional Complete Your Account panel and
 * the incomplete-account overlay come with the screens that feed them (issue 4); nothing stands in for them.
 */
export const AuthenticatedLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
    <AppHeader />
    <Box component="main" id="main-content" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: 4 }}>
      <Outlet />
    </Box>
    <Footer />
  </Box>
);
