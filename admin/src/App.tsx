import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { lazyNamed } from './common/lazyNamed.ts';
import { Layout } from './layout/Layout.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider, dataProvider } from './providers.ts';
import { cases } from './cases/index.ts';
import { factoring } from './factoring/index.ts';
import { FundingRequestDetailsRoute, fundingRequests } from './funding-requests/index.ts';
import { internalUsers } from './internal-users/index.ts';
import { outbox } from './outbox/index.ts';
import { registries } from './registries/index.ts';
import { theme } from './theme.ts';

// The login page is the first page: it loads with the app. Every other screen is a chunk of its own.
const Dashboard = lazyNamed(() => import('./dashboard/Dashboard.tsx'), 'Dashboard');
const UsersPage = lazyNamed(() => import('./users/UsersPage.tsx'), 'UsersPage');
const MyAccountsPage = lazyNamed(() => import('./users/MyAccountsPage.tsx'), 'MyAccountsPage');
const ReportsPage = lazyNamed(() => import('./reports/ReportsPage.tsx'), 'ReportsPage');

/** '/admin' in the build (vite base '/admin/'): the console's routes are /admin/registries, /admin/users... */
const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The CaseBridge console: internal staff only (the auth provider refuses everyone else). */
export const ConsoleAdmin = () => (
  <Admin
    disableTelemetry
    requireAuth
    title="CaseBridge Console"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    layout={Layout}
    dashboard={Dashboard}
    theme={theme}
  >
    <Resource {...registries} />
    <Resource {...fundingRequests} />
    <Resource {...factoring} />
    <Resource {...internalUsers} />
    <Resource
      name="users"
      recordRepresentation={(u: { name: string; lastName: string }) => `${u.name} ${u.lastName}`}
    />
    {/* The registry list reads this resource: its label is what titles and empty states show. */}
    <Resource name={REGISTRY_ENTRIES} options={{ label: 'Registries' }} />
    <Resource name="sales-assignments" />
    <Resource name="sales-assignments-history" />
    <Resource {...outbox} />
    <Resource {...cases} />
    <CustomRoutes>
      <Route path="/users" element={<UsersPage />} />
      <Route path="/my-accounts" element={<MyAccountsPage />} />
      <Route path="/reports" element={<ReportsPage />} />
      <Route path="/funding-request-details/:id" element={<FundingRequestDetailsRoute />} />
    </CustomRoutes>
  </Admin>
);

/**
 * Real paths under /admin/ (the server answers index.html for them) through a data router, as react-admin
 * does for its own default hash router (a plain <BrowserRouter> loops on the sign-out redirect in RR 7).
 */
export const App = () => {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <ConsoleAdmin /> }], { basename: BASENAME }),
  );
  return <RouterProvider router={router} />;
};
