import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, Notification, defaultI18nProvider } from 'react-admin';
import { TIMINGS } from '@casebridge/domain';
import type { CaseBridgeAuthProvider, CaseBridgeDataProvider } from '@casebridge/domain/client';
import { createQueryClient } from './queryClient.ts';
import { PortalRoutes } from './routes/PortalRoutes.tsx';
import { portalTheme } from './theme.ts';

export interface PortalAppProps {
  dataProvider: CaseBridgeDataProvider;
  authProvider: CaseBridgeAuthProvider;
}

/**
 * react-admin's contexts (data, auth, notifications, i18n, theme, and react-query with the portal's query client)
 * around the portal's own routes.
 * Must be rendered inside a react-router router (App.tsx in the browser, a memory router in tests).
 */
export const PortalApp = ({ dataProvider, authProvider }: PortalAppProps) => {
  // One query client per app instance (each test render gets a fresh cache).
  const [queryClient] = useState(createQueryClient);
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      theme={portalTheme}
    >
      <CssBaseline />
      <PortalRoutes />
      <Notification autoHideDuration={TIMINGS.toastMs} />
    </AdminContext>
  );
};
