import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Actor } from '@casebridge/domain';
import type { CaseBridgeAuthProvider } from '@casebridge/domain/client';
import { InternalUserCreate } from '../internal-users/InternalUserCreate.tsx';
import { FactoringCreate } from '../factoring/FactoringCreate.tsx';
import { MyAccountsPage } from '../users/MyAccountsPage.tsx';
import { mayAccess } from './consoleAccess.ts';
import { staffOnly } from './staffOnly.ts';

afterEach(cleanup);

const actor = (userType: Actor['userType'], position: Actor['position'] = null): Actor => ({
  ...{ userType, permission: null, position },
  ...{ companyType: null, companyStatus: null, subscriptionType: null },
});

const auth = (who: Actor): CaseBridgeAuthProvider =>
  staffOnly({
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(who),
    getIdentity: () => Promise.resolve({ id: 'u1', fullName: 'Someone' }),
  });

/** Opens `path` by its URL as `who`, with the console's auth provider. */
function open(path: string, who: Actor, page: ReactElement, resource: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={auth(who)}
        dataProvider={testDataProvider()}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route
            path={path}
            element={<ResourceContextProvider value={resource}>{page}</ResourceContextProvider>}
          />
          <Route path="/access-denied" element={<p>Access denied</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("the console's access rules (issue 40 item 15)", { timeout: 20_000 }, () => {
  it('follows the domain permissions: reads for staff, each write for its role', () => {
    expect(mayAccess(actor('USER'), 'internal-users', 'list')).toBe(true);
    expect(mayAccess(actor('USER'), 'internal-users', 'create')).toBe(false);
    expect(mayAccess(actor('SUPER_USER'), 'internal-users', 'edit')).toBe(false);
    expect(mayAccess(actor('SYSTEM_ADMIN'), 'internal-users', 'create')).toBe(true);
    expect(mayAccess(actor('USER'), 'factoring', 'create')).toBe(false);
    expect(mayAccess(actor('SUPER_USER'), 'factoring', 'create')).toBe(true);
    expect(mayAccess(actor('USER'), 'factoring', 'edit')).toBe(true); // its read-only page
    expect(mayAccess(actor('USER'), 'registries', 'delete')).toBe(false);
    expect(mayAccess(actor('USER'), 'my-accounts', 'list')).toBe(false);
    expect(mayAccess(actor('USER', 'SALES_REPRESENTATIVE'), 'my-accounts', 'list')).toBe(true);
    expect(mayAccess(actor('ATTORNEY'), 'registries', 'list')).toBe(false);
  });

  it.each([
    ['/internal-users/create', 'internal-users', <InternalUserCreate key="u" />],
    ['/factoring/create', 'factoring', <FactoringCreate key="f" />],
    ['/my-accounts', 'my-accounts', <MyAccountsPage key="m" />],
  ])('refuses a read-only USER who opens %s by its URL', async (path, resource, page) => {
    open(path, actor('USER'), page, resource);
    expect(await screen.findByText('Access denied', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('lets a SYSTEM_ADMIN open the create-user form', async () => {
    open('/internal-users/create', actor('SYSTEM_ADMIN'), <InternalUserCreate />, 'internal-users');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeTruthy();
    expect(screen.queryByText('Access denied')).toBeNull();
  });
});
