import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import {
  CompleteAccountProvider,
  CompleteYourAccountPanel,
  ContentWithOverlay,
} from '../../features/activation/index.ts';
import { ChangelogModal } from '../../features/changelog/index.ts';
import { AppHeader } from './AppHeader.tsx';
import { Footer } from './Footer.tsx';

/**
 * Authenticated layout (SPEC.md 2.4): header, the optional Complete Your Account panel (2.5), the content area
 * with the incomplete-account overlay (6), footer. Panel and overlay share one load of the account.
 */
export const AuthenticatedLayout = () => (
  <CompleteAccountProvider>
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader />
      <CompleteYourAccountPanel />
      <Box component="main" id="main-content" sx={{ flex: 1, px: { xs: 2, md: 4 }, py: 4 }}>
        <ContentWithOverlay>
          <Outlet />
        </ContentWithOverlay>
      </Box>
      <Footer />
      <ChangelogModal />
    </Box>
  </CompleteAccountProvider>
);
