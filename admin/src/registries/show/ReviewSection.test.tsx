import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { Actor, RegistryReview } from '@casebridge/domain';
import { TestAdmin, signedIn } from '../../test/TestAdmin.tsx';
import { makeCompany, makeSubscription } from '../../test/records.ts';
import { RegistryActions } from '../actions/RegistryActions.tsx';
import { ReviewSection } from './ReviewSection.tsx';

afterEach(cleanup);

const superUser: Actor = {
  ...{ userType: 'SUPER_USER', permission: null, position: null },
  ...{ companyType: null, companyStatus: null, subscriptionType: null },
};

const PROVIDER: RegistryReview = {
  ...{ companyId: 'c1', companyType: 'HEALTH_PROVIDER', facilityType: null },
  ...{ licenseNumber: null, npiNumber: null, specialties: ['Chiropractor'] },
  professionals: [
    {
      ...{ id: 'l1', userId: 'u1', name: 'Olivia', lastName: 'Stone' },
      ...{ licenseNumber: 'TX-4040', npiNumber: '1234567890', specialty: 'Chiropractor' },
    },
  ],
};

function renderWith(review: RegistryReview, children: ReactNode) {
  const dataProvider = {
    ...testDataProvider(),
    getRegistryReview: vi.fn(() => Promise.resolve(review)),
    getCompanySubscription: vi.fn(() => Promise.resolve(makeSubscription())),
  };
  render(
    <TestAdmin dataProvider={dataProvider} authProvider={signedIn(superUser)} resource="registries">
      {children}
    </TestAdmin>,
  );
  return dataProvider;
}

describe('what the staff validate (issue 40 item 12)', () => {
  it("shows the professional's name, license number, NPI and specialty on the registry page", async () => {
    const dataProvider = renderWith(PROVIDER, <ReviewSection companyId="c1" />);
    const card = await screen.findByRole('region', { name: 'License and specialty' });
    const table = await within(card).findByRole('table', { name: 'Licensed professionals' });
    expect(within(table).getByText('Olivia Stone')).toBeTruthy();
    expect(within(table).getByText('TX-4040')).toBeTruthy();
    expect(within(table).getByText('1234567890')).toBeTruthy();
    expect(within(card).getAllByText('Chiropractor').length).toBeGreaterThan(0);
    expect(dataProvider.getRegistryReview).toHaveBeenCalledWith('c1');
  });

  it("shows a facility's type and numbers", async () => {
    const facility: RegistryReview = {
      ...PROVIDER,
      ...{ companyType: 'FACILITY', facilityType: 'Imaging center', npiNumber: '1999999999' },
      ...{ specialties: [], professionals: [] },
    };
    renderWith(facility, <ReviewSection companyId="c1" />);
    const card = await screen.findByRole('region', { name: 'License and specialty' });
    expect(await within(card).findByText('Imaging center')).toBeTruthy();
    expect(within(card).getByText('1999999999')).toBeTruthy();
  });

  it.each(['Validate', 'Reject', 'Request information'])('shows them in the %s dialog', async (label) => {
    const company = makeCompany({ status: 'PENDING_REVIEW', type: 'HEALTH_PROVIDER' });
    renderWith(PROVIDER, <RegistryActions company={company} />);
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog');
    const facts = within(dialog).getByRole('group', { name: 'What you validate' });
    expect(within(facts).getByText('TX-4040')).toBeTruthy();
    expect(within(facts).getByText('Olivia Stone')).toBeTruthy();
  });
});
