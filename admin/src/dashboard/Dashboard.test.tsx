import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Actor } from '@casebridge/domain';
import { TestAdmin, signedIn } from '../test/TestAdmin.tsx';
import { Dashboard } from './Dashboard.tsx';

afterEach(cleanup);

const superUser: Actor = {
  userType: 'SUPER_USER',
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
};

describe('Dashboard', () => {
  it('welcomes the signed-in user with their role and links to the registry', async () => {
    render(
      <TestAdmin authProvider={signedIn(superUser, 'Dana Scully')}>
        <Dashboard />
      </TestAdmin>,
    );
    expect(await screen.findByText('Welcome, Dana Scully')).toBeTruthy();
    expect(await screen.findByText('Super User')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /registry/i })).getAttribute('href')).toBe('/registries');
  });
});
