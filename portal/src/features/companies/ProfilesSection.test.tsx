import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, PROFILE_MESSAGES } from '@casebridge/domain';
import type { Address, License, SubscriptionCart } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { fullCompany, testAccount, testSubscription } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const license = (overrides: Partial<License>): License => ({
  id: 'l1',
  companyId: 'c1',
  userId: null,
  name: 'Dana',
  lastName: 'Lee',
  licenseNumber: 'TX123456',
  npiNumber: null,
  specialtyId: 'att-01',
  credentials: { label: 'Esq.' },
  premium: true,
  previousPremium: null,
  ...overrides,
});

const place = (id: string, street: string, licenseId: string | null, selected = false): Address => ({
  id,
  companyId: 'c1',
  licenseId,
  address: street,
  auxId: `aux-${id}`,
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zipCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  suite: null,
  selected,
  premiumStatus: null,
  tierType: null,
  previousPremiumStatus: null,
  previousTierType: null,
  licensesCount: licenseId ? 1 : 0,
});
const OAK = place('a1', '9 Oak St', 'l2');
const ELM = place('a2', '5 Elm St', null);

const cart: SubscriptionCart = {
  items: [{ concept: 'PROFESSIONAL_PLAN_PER_YEAR', quantity: 1, unitAmount: 59000, amount: 59000 }],
  subscriptionAmount: 59000,
  dueAmount: 19000,
  trialEnd: null,
};

function provider(licenses: License[], planType: 'PRO' | 'BASIC' = 'PRO') {
  const company = fullCompany({ status: 'VALIDATED', ownerId: 'u1' });
  const subscription = testSubscription({ status: 'ACTIVE', trialing: false, planType });
  const dataProvider = fakeDataProvider();
  const address = { id: 'a1', licenseId: 'l2', address: '9 Oak St', suite: null, city: 'Austin' };
  const calls = {
    getAccount: vi.fn(async () => testAccount(company, subscription)),
    getCompanyAddresses: vi.fn(async () => [OAK, ELM]),
    getCompanyMembers: vi.fn(async () => []),
    getCompanyLicenses: vi.fn(async () => licenses),
    getAddressesOfLicenses: vi.fn(async () => [{ ...address, state: 'TX', zipCode: '78701' } as Address]),
    priceSubscriptionChanges: vi.fn(async () => cart),
    switchCompanyLicense: vi.fn(async (id: string, active: boolean) => license({ id, premium: active })),
    addCompanyLicense: vi.fn(async () => license({ id: 'l9' })),
    getCompanyLicenseAddresses: vi.fn(async () => [{ ...OAK, selected: true }, ELM]),
    setCompanyLicenseAddresses: vi.fn(async () => [] as Address[]),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

const PROFILES = [
  license({ id: 'l1', userId: 'u1' }),
  license({ id: 'l2', name: 'Sam', lastName: 'Ortiz' }),
  license({ id: 'l3', name: 'Kim', lastName: 'Park', premium: false }),
];

describe('Professional profiles', { timeout: 2 * RENDER_TIMEOUT_MS }, () => {
  it('lists the profiles with their addresses; the owner’s stays active; deactivating asks first', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, switchCompanyLicense } = provider(PROFILES);
    renderPortal('/my-company', { dataProvider });
    const name = { name: 'Professional profiles' };
    const table = await screen.findByRole('table', name, { timeout: RENDER_TIMEOUT_MS });
    expect(await within(table).findByText('9 Oak St, Austin, TX 78701')).toBeTruthy();
    expect(within(table).getAllByText('Personal injury')).toHaveLength(3);
    expect(within(table).queryByRole('button', { name: 'Deactivate Dana Lee' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate Sam Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this profile?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate profile' }));
    await waitFor(() => expect(switchCompanyLicense).toHaveBeenCalledWith('l2', false));
    expect(await screen.findByText(PROFILE_MESSAGES.deactivated)).toBeTruthy();
  });

  it('activating beyond the 2 included shows the cart and pays', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, switchCompanyLicense, priceSubscriptionChanges } = provider(PROFILES);
    renderPortal('/my-company', { dataProvider });
    const button = { name: 'Activate Kim Park' };
    fireEvent.click(await screen.findByRole('button', button, { timeout: RENDER_TIMEOUT_MS }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_MESSAGES.cartTitle });
    expect(priceSubscriptionChanges).toHaveBeenCalledWith('s1', { newAditionalProfiles: 1 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $190' }));
    await waitFor(() => expect(switchCompanyLicense).toHaveBeenCalledWith('l3', true));
  });

  it('adds a profile with the domain’s messages (included: no cart)', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, addCompanyLicense, priceSubscriptionChanges } = provider([PROFILES[0]!]);
    renderPortal('/my-company', { dataProvider });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add profile' }, { timeout: RENDER_TIMEOUT_MS }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a professional profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect((await within(dialog).findAllByText(MESSAGES.fieldRequired)).length).toBeGreaterThanOrEqual(3);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), {
      target: { value: 'Stone' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /license #/ }), {
      target: { value: 'TX999' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Specialty/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Car accidents' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /5 Elm St/ }));
    const group = within(dialog).getByRole('group', { name: 'Addresses the profile practises at' });
    expect(within(group).getByRole('checkbox', { name: /9 Oak St.*\(now another profile's\)/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    await waitFor(() =>
      expect(addCompanyLicense).toHaveBeenCalledWith(
        'c1',
        expect.objectContaining({
          name: 'Ada',
          lastName: 'Stone',
          licenseNumber: 'TX999',
          specialtyId: 'att-02',
          addressIds: ['a2'],
        }),
      ),
    );
    expect(priceSubscriptionChanges).not.toHaveBeenCalled();
  });

  it('a Basic company sees it needs Premium; a failed load can be retried', async () => {
    session.set(testSession({ subscriptionType: 'BASIC' }));
    const { dataProvider, getCompanyLicenses } = provider([license({ premium: false })], 'BASIC');
    getCompanyLicenses.mockRejectedValueOnce(new Error('down'));
    renderPortal('/my-company', { dataProvider });
    expect(
      await screen.findByText(PROFILE_MESSAGES.premiumOnly, {}, { timeout: RENDER_TIMEOUT_MS }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add profile' }).hasAttribute('disabled')).toBe(true);
    const section = screen.getByRole('region', { name: 'Professional profiles' });
    fireEvent.click(await within(section).findByRole('button', { name: /Retry|Try again/ }));
    expect(await within(section).findByText('Inactive')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Activate/ })).toBeNull();
  });

  it('edits a profile’s addresses in a dialog: saved with PUT, a failure is shown and can be retried', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, setCompanyLicenseAddresses, getCompanyLicenseAddresses } = provider(PROFILES);
    setCompanyLicenseAddresses.mockRejectedValueOnce(new Error('down'));
    renderPortal('/my-company', { dataProvider });
    const edit = { name: 'Edit the addresses of Sam Ortiz' };
    fireEvent.click(await screen.findByRole('button', edit, { timeout: RENDER_TIMEOUT_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Addresses of Sam Ortiz' });
    const oak = await within(dialog).findByRole('checkbox', { name: /9 Oak St/ });
    expect(getCompanyLicenseAddresses).toHaveBeenCalledWith('c1', 'l2');
    expect((oak as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /5 Elm St/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save addresses' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(setCompanyLicenseAddresses).toHaveBeenCalledWith('c1', 'l2', ['a1', 'a2']);
    fireEvent.click(oak);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save addresses' }));
    await waitFor(() => expect(setCompanyLicenseAddresses).toHaveBeenLastCalledWith('c1', 'l2', ['a2']));
    expect(await screen.findByText(PROFILE_MESSAGES.addressesSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
