import { lazy, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { AuthContext } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router';
import type {
  CaseBridgeAuthProvider,
  CaseBridgeDataProvider,
  PublicMethods,
} from '@casebridge/domain/client';
import { SignInPage } from '../features/home/index.ts';
import { useDocumentLanguage } from '../shared/i18n/language.ts';
import { SIGN_IN_PATH } from '../shared/paths.ts';
import { PublicReads, PublicReadsProvider } from '../shared/public/api.ts';
import { ScreenLoader } from '../shared/ScreenLoader.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { portalTheme } from './theme.ts';

const muiTheme = createTheme(portalTheme);

export interface PortalRootProps {
  authProvider: CaseBridgeAuthProvider;
  /** The public reads of the first page (the plan prices, the server clock). */
  publicMethods: PublicMethods;
  /** The data provider, loaded with the rest of the portal. */
  loadDataProvider: () => Promise<CaseBridgeDataProvider>;
}

type FullPortalProps = Pick<PortalRootProps, 'authProvider'> & { publicReads: PublicReads };

/** The rest of the portal (PortalApp: AdminContext, notifications, the route table) with its data provider. */
function lazyPortalApp(loadDataProvider: PortalRootProps['loadDataProvider']) {
  return lazy(async () => {
    const [{ PortalApp }, dataProvider] = await Promise.all([import('./PortalApp.tsx'), loadDataProvider()]);
    const FullPortal = (props: FullPortalProps) => <PortalApp dataProvider={dataProvider} {...props} />;
    return { default: FullPortal };
  });
}

/**
 * The portal's first page is light: /sign-in (the public home with the sign-in form) renders in the public
 * layout with only the MUI theme, ra-core's auth context (the form calls the auth provider's login) and the
 * public reads (the plan prices, the footer's year): no react-admin core, react-query, form library or data
 * provider. Any other path loads the rest of the portal (PortalApp) which, once loaded, serves every path,
 * /sign-in included, so its contexts (notifications, store, query cache) stay mounted from then on.
 */
export const PortalRoot = ({ authProvider, publicMethods, loadDataProvider }: PortalRootProps) => {
  const [publicReads] = useState(() => new PublicReads(publicMethods));
  const [FullPortal] = useState(() => lazyPortalApp(loadDataProvider));
  const { pathname } = useLocation();
  useDocumentLanguage();
  const [fullApp, setFullApp] = useState(pathname !== SIGN_IN_PATH);
  // Leaving the first page for any other path switches to the whole portal for good.
  if (!fullApp && pathname !== SIGN_IN_PATH) setFullApp(true);

  return (
    <AuthContext.Provider value={authProvider}>
      <PublicReadsProvider value={publicReads}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          {fullApp ? (
            <ScreenLoader>
              <FullPortal authProvider={authProvider} publicReads={publicReads} />
            </ScreenLoader>
          ) : (
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={SIGN_IN_PATH} element={<SignInPage />} />
              </Route>
            </Routes>
          )}
        </ThemeProvider>
      </PublicReadsProvider>
    </AuthContext.Provider>
  );
};
