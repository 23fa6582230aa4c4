import { RouterProvider, createBrowserRouter } from 'react-router';
import { client } from './client.ts';
import { PortalRoot } from './PortalRoot.tsx';

/**
 * Path-based routing (SPEC.md 2): a browser data router around the whole app. react-admin's AdminContext would
 * otherwise create a hash router; inside an existing router it uses this one.
 */
const router = createBrowserRouter([{ path: '*', element: <PortalRoot {...client} /> }]);

export const App = () => <RouterProvider router={router} />;
