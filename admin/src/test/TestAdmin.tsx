import { useState, type ReactNode } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';

interface TestAdminProps {
  children: ReactNode;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  /** Wraps the children in this resource's context. */
  resource?: string;
  /** The react-query client (react-admin makes one, which retries failed reads, when none is given). */
  queryClient?: QueryClient;
}

/**
 * The console's contexts for component tests: a memory router (like the app's BrowserRouter, without a shared
 * URL), English messages and a fresh in-memory store per render.
 */
export const TestAdmin = ({
  children,
  dataProvider,
  authProvider,
  resource,
  queryClient,
}: TestAdminProps) => {
  const [store] = useState(() => memoryStore());
  return (
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider ?? testDataProvider()}
        authProvider={authProvider}
        i18nProvider={defaultI18nProvider}
        store={store}
        queryClient={queryClient}
      >
        {resource ? <ResourceContextProvider value={resource}>{children}</ResourceContextProvider> : children}
      </AdminContext>
    </MemoryRouter>
  );
};

/** An auth provider that is signed in as the given actor and identity. */
export function signedIn(permissions: unknown, fullName = 'Test User'): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    getIdentity: () => Promise.resolve({ id: 'u-test', fullName }),
  };
}
