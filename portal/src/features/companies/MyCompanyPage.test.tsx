import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import type { Address, CompanyEditInput, SubscriptionCart } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { AUSTIN, fullCompany, testAccount, testSubscription, testUser } from '../../test/accountTestData.ts';
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

const { id: _id, label: _label, ...AUSTIN_PLACE } = AUSTIN;

function address(overrides: Partial<Address>): Address {
  return {
    id: 'a1',
    companyId: 'c1',
    licenseId: null,
    auxId: 'x',
    ...AUSTIN_PLACE,
    suite: null,
    selected: true,
    premiumStatus: null,
    tierType: null,
    previousPremiumStatus: null,
    previousTierType: null,
    licensesCount: 0,
    ...overrides,
  };
}

const FREE = { premiumStatus: 'ACTIVE', tierType: 'FREE' } as const;
const cart: SubscriptionCart = {
  items: [{ concept: 'PROFESSIONAL_PLAN_PER_YEAR', quantity: 1, unitAmount: 59000, amount: 59000 }],
  subscriptionAmount: 59000,
  dueAmount: 9000,
  trialEnd: null,
};

function provider(addresses: Address[]) {
  const company = fullCompany({ status: 'VALIDATED', mission: 'Helping' });
  const subscription = testSubscription({ status: 'ACTIVE', trialing: false });
  const dataProvider = fakeDataProvider();
  const calls = {
    getAccount: vi.fn(async () => testAccount(company, subscription)),
    getCompanyAddresses: vi.fn(async (_id: string) => addresses),
    updateCompany: vi.fn(async (_id: string, _values: CompanyEditInput) => company),
    priceSubscriptionChanges: vi.fn(async () => cart),
    deleteAddresses: vi.fn(async (ids: readonly string[]) => ({ ids: [...ids] })),
    getCompanyMembers: vi.fn(async () => [
      testUser(),
      testUser({ id: 'u2', name: 'Sam', lastName: 'Ortiz', email: 'sam@lee.law', permission: 'MEMBER' }),
    ]),
    setCompanyMemberPermission: vi.fn(async () => testUser({ id: 'u2', permission: 'ADMIN' })),
    disableCompanyMember: vi.fn(async () => testUser({ id: 'u2', enabled: false })),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

const open = () => {
  session.set(testSession({ subscriptionType: 'PRO' }));
};

describe('My Company', { timeout: 2 * RENDER_TIMEOUT_MS }, () => {
  it('masks the phone, stores its digits and shows the spec messages', async () => {
    open();
    const { dataProvider, updateCompany } = provider([address({ id: 'a1', ...FREE })]);
    renderPortal('/my-company', { dataProvider });
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(document.title).toBe('My Company · CaseBridge');
    fireEvent.change(phone, { target: { value: '3125550' } });
    expect((phone as HTMLInputElement).value).toBe('(312) 555-0');
    expect(await screen.findByText(MESSAGES.phoneDigits)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '3125550199' } });
    expect((phone as HTMLInputElement).value).toBe('(312) 555-0199');

    const name = screen.getByRole('textbox', { name: /Company name/ });
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText(MESSAGES.companyNameRequired)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Lee Law Group' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    const values = updateCompany.mock.calls[0]![1];
    expect(values).toMatchObject({ name: 'Lee Law Group', phoneNumber: '3125550199' });
    expect(values.addresses).toHaveLength(1);
  });

  it('shows the mission counter in its three levels', async () => {
    open();
    renderPortal('/my-company', { dataProvider: provider([]).dataProvider });
    const mission = await screen.findByRole('textbox', { name: 'Mission' });
    const counter = () => screen.getByText(/characters left/);
    expect(counter().getAttribute('data-level')).toBe('fine');
    fireEvent.change(mission, { target: { value: 'm'.repeat(1400) } });
    expect(counter().textContent).toBe('100 characters left');
    expect(counter().getAttribute('data-level')).toBe('warning');
    fireEvent.change(mission, { target: { value: 'm'.repeat(1450) } });
    expect(counter().getAttribute('data-level')).toBe('danger');
  });

  it('refuses an address already in the company and removes one after a confirmation', async () => {
    open();
    const { dataProvider, deleteAddresses } = provider([
      address({ id: 'a1', ...FREE }),
      address({ id: 'a2', address: '9 Oak St' }),
    ]);
    dataProvider.suggestPlaces = vi.fn(async () => [AUSTIN]);
    renderPortal('/my-company', { dataProvider });
    const selector = await screen.findByRole('combobox', { name: 'New address' });
    fireEvent.change(selector, { target: { value: '1200 Main St, Aus' } });
    fireEvent.click(await screen.findByRole('option', { name: AUSTIN.label }));
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText(MESSAGES.duplicateAddress)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Remove 9 Oak St/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove address' }));
    await waitFor(() => expect(deleteAddresses).toHaveBeenCalledWith(['a2']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove 9 Oak St/ })).toBeNull());
  });

  it('the first premium address is free; a paid one shows the cart before saving', async () => {
    open();
    const { dataProvider, updateCompany, priceSubscriptionChanges } = provider([
      address({ id: 'a1' }),
      address({ id: 'a2', address: '9 Oak St' }),
    ]);
    renderPortal('/my-company', { dataProvider });
    expect(await screen.findByText('You have used 0 of 1 Free Premium Address')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Premium: 1200 Main St/ }));
    expect(await screen.findByText('You have used 1 of 1 Free Premium Address')).toBeTruthy();
    expect(screen.getByText('Free premium')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Premium: 9 Oak St/ }));
    expect(await screen.findByText('Premium (paid)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your premium addresses' });
    expect(priceSubscriptionChanges).toHaveBeenCalledWith('s1', {
      newAditionalAddresses: 1,
      newCanceledAddresses: 0,
      newCanceledDowngradeAddresses: 0,
    });
    expect(updateCompany).not.toHaveBeenCalled();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $90' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    const sent = updateCompany.mock.calls[0]![1].addresses!;
    expect(sent.map((a) => a.premiumStatus)).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('refuses a non-image logo and crops an image in the modal (zoom 0 to 10, Cancel)', async () => {
    open();
    renderPortal('/my-company', { dataProvider: provider([]).dataProvider });
    const input = await screen.findByLabelText('Logo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(MESSAGES.selectImageFile)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your logo' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect([zoom.getAttribute('min'), zoom.getAttribute('max'), zoom.getAttribute('step')]).toEqual([
      '0',
      '10',
      '0.1',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the members, makes one admin and disables one after a confirmation', async () => {
    open();
    const { dataProvider, setCompanyMemberPermission, disableCompanyMember } = provider([]);
    renderPortal('/my-company', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('Support staff: 0 (unlimited on your plan)')).toBeTruthy();
    fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Permission of Sam Ortiz' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(setCompanyMemberPermission).toHaveBeenCalledWith('c1', 'u2', 'ADMIN'));
    fireEvent.click(within(table).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this member?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable member' }));
    await waitFor(() => expect(disableCompanyMember).toHaveBeenCalledWith('c1', 'u2'));
  });

  it('edits the keywords with the domain rules and saves them with the company (issue 40 item 30)', async () => {
    open();
    const { dataProvider, getAccount, updateCompany } = provider([address({ id: 'a1', ...FREE })]);
    getAccount.mockImplementation(async () =>
      testAccount(fullCompany({ status: 'VALIDATED', mission: 'Helping', keywords: 'spine' }), null),
    );
    renderPortal('/my-company', { dataProvider });
    const list = await screen.findByRole('list', { name: 'Keywords' });
    expect(within(list).getByText('spine')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    fireEvent.change(input, { target: { value: 'Spine,' } });
    expect(await screen.findByText(MESSAGES.duplicatedKeywords)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'whiplash,' } });
    expect(within(list).getByText('whiplash')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateCompany).toHaveBeenCalled());
    expect(updateCompany.mock.calls[0]![1]).toMatchObject({ keywords: 'spine,whiplash' });
  });

  it('asks for the addresses only once the company id is known (issue 40 item 22)', async () => {
    open();
    const { dataProvider, getAccount, getCompanyAddresses } = provider([]);
    let answer: (value: Awaited<ReturnType<typeof getAccount>>) => void = () => undefined;
    getAccount.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPortal('/my-company', { dataProvider });
    await waitFor(() => expect(getAccount).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getCompanyAddresses).not.toHaveBeenCalled();
    answer(testAccount(fullCompany({ status: 'VALIDATED' }), null));
    await waitFor(() => expect(getCompanyAddresses).toHaveBeenCalled());
    expect(getCompanyAddresses.mock.calls.map((call) => call[0])).not.toContain('');
  });

  it('a plain member is sent away', async () => {
    session.set(testSession({ permissions: null, userType: 'SUPPORT' }));
    const { router } = renderPortal('/my-company', { dataProvider: provider([]).dataProvider });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/my-company'));
  });
});
