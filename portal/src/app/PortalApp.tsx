import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { TIMINGS } from '@casebridge/domain';
import type { CaseBridgeAuthProvider, CaseBridgeDataProvider } from '@casebridge/domain/client';
import { useLanguage } from '../shared/i18n/language.ts';
import { PublicReads, PublicReadsProvider } from '../shared/public/api.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { LanguageSync } from './i18n/LanguageSync.tsx';
import { createQueryClient } from './queryClient.ts';
import { PortalRoutes } from './routes/PortalRoutes.tsx';
import { portalTheme } from './theme.ts';

export interface PortalAppProps {
  dataProvider: CaseBridgeDataProvider;
  authProvider: CaseBridgeAuthProvider;
  /** The first page's public reads (PortalRoot's, so nothing is read twice); new ones when not given. */
  publicReads?: PublicReads;
  /** The app's query client; a fresh one when not given (each test render gets a fresh cache). */
  queryClient?: QueryClient;
}

/**
 * react-admin's contexts (data, auth, notifications, i18n in the portal's language, theme, and react-query with the portal's query client)
 * around the portal's own routes. PortalRoot loads it lazily in the browser once a path other than the first
 * page is opened; tests render it in a memory router. Must be rendered inside a react-router router.
 */
export const PortalApp = ({ dataProvider, authProvider, publicReads, queryClient }: PortalAppProps) => {
  const [reads] = useState(() => publicReads ?? new PublicReads(dataProvider));
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    // The plan page's usePlanPricing starts from what the plan cards already read.
    reads.shareWith(created);
    return created;
  });
  const language = useLanguage();
  const [i18nProvider] = useState(() => createI18nProvider(language));
  return (
    <PublicReadsProvider value={reads}>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={client}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={portalTheme}
      >
        <CssBaseline />
        <LanguageSync />
        <PortalRoutes />
        <Notification autoHideDuration={TIMINGS.toastMs} />
      </AdminContext>
    </PublicReadsProvider>
  );
};
