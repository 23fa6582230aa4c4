import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Actor } from '@casebridge/domain';
import { TestAdmin, signedIn } from '../test/TestAdmin.tsx';
import { Menu } from './Menu.tsx';

afterEach(cleanup);

const actor = (overrides: Partial<Actor>): Actor => ({
  userType: 'USER',
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
  ...overrides,
});

function renderMenu(permissions: Actor) {
  render(
    <TestAdmin authProvider={signedIn(permissions)}>
      <Menu />
    </TestAdmin>,
  );
}

describe('Menu', () => {
  it.each(['SYSTEM_ADMIN', 'SUPER_USER', 'USER'] as const)(
    'gives %s Registries, Users and Reports',
    async (userType) => {
      renderMenu(actor({ userType }));
      const registries = await screen.findByRole('menuitem', { name: 'Registries' });
      expect(registries.getAttribute('href')).toBe('/registries');
      expect(screen.getByRole('menuitem', { name: 'Users' }).getAttribute('href')).toBe('/users');
      expect(screen.getByRole('menuitem', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
    },
  );

  it('shows no console items to an external user', async () => {
    renderMenu(actor({ userType: 'ATTORNEY', permission: 'OWNER', companyType: 'ATTORNEY' }));
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(screen.queryByRole('menuitem', { name: 'Registries' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  });
});
