import { RouterProvider, createBrowserRouter } from 'react-router';
import { client } from './client.ts';
import { PortalApp } from './PortalApp.tsx';

/**
 * Path-based routing (SPEC.md 2): a browser data router around the whole app. react-admin's AdminContext would
 * otherwise create a hash router; inside an existing router it uses this one.
 */
const router = createBrowserRouter([
  { path: '*', element: <PortalApp dataProvider={client.dataProvider} authProvider={client.authProvider} /> },
]);

export const App = () => <RouterProvider router={router} />;
