import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import {
  ATTORNEY_SPECIALTIES,
  FACILITY_TYPES,
  FACILITY_TYPE_OTHER_ID,
  MESSAGES,
  format,
} from '@casebridge/domain';
import type { Address, Company, User } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { ActivationForm } from './ActivationForm.tsx';
import { AUSTIN, testAccount, testCompany, testSubscription, testUser } from '../../test/accountTestData.ts';

vi.mock('../../shared/address/PlaceMap.tsx', () => ({ PlaceMap: () => <div>map</div> }));

afterEach(cleanup);

function setup(company: Company, options: { user?: User; addresses?: Address[] } = {}) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getCatalog: vi.fn((name: string) =>
      Promise.resolve(name === 'facility-types' ? FACILITY_TYPES : ATTORNEY_SPECIALTIES),
    ),
    getCompanyAddresses: vi.fn(() => Promise.resolve(options.addresses ?? [])),
    getCompanyMembers: vi.fn(() => Promise.resolve([testUser({ id: 'u7', name: 'Rita', lastName: 'Moss' })])),
    suggestPlaces: vi.fn(() => Promise.resolve([AUSTIN])),
    completeAccount: vi.fn(() => Promise.resolve({})),
  });
  const onSaved = vi.fn();
  const account = testAccount(company, testSubscription({ billingType: 'MONTHLY' }), options.user);
  renderInAdmin(<ActivationForm account={account} onSaved={onSaved} />, dataProvider);
  return { dataProvider, onSaved };
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function pickAddress() {
  fireEvent.change(screen.getByRole('combobox', { name: /^Address/ }), {
    target: { value: '1200 Main St, Aus' },
  });
  fireEvent.click(await screen.findByRole('option', { name: AUSTIN.label }));
}

/** Picks `option` of a select once its catalog has loaded (the select is disabled while loading). */
async function choose(label: RegExp, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const facility = () => testCompany({ type: 'FACILITY', name: 'Harbor Imaging' });

describe('facility activation form', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('keeps Save disabled until valid, then posts the facility payload', async () => {
    const { dataProvider, onSaved } = setup(facility());
    expect(input(/^Company name/).value).toBe('Harbor Imaging');
    expect(save().disabled).toBe(true);
    await pickAddress();
    type(/^Suite/, 'Suite 200');
    await choose(/^Facility type/, FACILITY_TYPES[0]!.name);
    type(/^Facility License #/, 'TX-99');
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const { id: _id, label: _label, ...location } = AUSTIN;
    expect(dataProvider.completeAccount).toHaveBeenCalledWith({
      type: 'FACILITY',
      payload: expect.objectContaining({
        companyName: 'Harbor Imaging',
        location: expect.objectContaining(location),
        suite: 'Suite 200',
        facilityType: FACILITY_TYPES[0]!.id,
        identifierType: 'LICENSE',
        licenseNumber: 'TX-99',
        npiNumber: '',
        noLicenseOrNpi: false,
        billingType: 'ANNUAL',
      }),
    });
  });

  it('shows the required and length messages as the user types', async () => {
    setup(facility());
    type(/^Company name/, '');
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    type(/^Company name/, 'x'.repeat(61));
    expect(await screen.findByText(format(MESSAGES.maxLength, { max: 60 }))).toBeTruthy();
    type(/^Facility License #/, 'x');
    type(/^Facility License #/, '');
    expect(await screen.findByText(MESSAGES.facilityLicenseRequired)).toBeTruthy();
  });

  it("asks for the 'Other' type text", async () => {
    setup(facility());
    expect(screen.queryByRole('textbox', { name: /^Other facility type/ })).toBeNull();
    await choose(/^Facility type/, FACILITY_TYPES.find((t) => t.id === FACILITY_TYPE_OTHER_ID)!.name);
    type(/^Other facility type/, 'x');
    type(/^Other facility type/, ' ');
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    type(/^Other facility type/, 'y'.repeat(51));
    expect(await screen.findByText(format(MESSAGES.maxLength, { max: 50 }))).toBeTruthy();
  });

  it('choosing License # or NPI Number clears the other; the box clears and disables both', async () => {
    setup(facility());
    type(/^Facility License #/, 'LIC-1');
    fireEvent.click(screen.getByRole('radio', { name: 'NPI Number' }));
    expect(input(/^NPI Number/).value).toBe('');
    type(/^NPI Number/, '1234567890');
    fireEvent.click(screen.getByRole('radio', { name: 'Facility License #' }));
    expect(input(/^Facility License #/).value).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'NPI Number' }));
    expect(input(/^NPI Number/).value).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: MESSAGES.noLicenseOrNpi }));
    expect(input(/^NPI Number/).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Facility License #' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('blocks an address already in the company and shows server field errors', async () => {
    const { id: _id, label: _label, ...place } = AUSTIN;
    const existing = { ...place, id: 'a1', suite: null } as unknown as Address;
    const { dataProvider } = setup(facility(), { addresses: [existing] });
    await waitFor(() => expect(dataProvider.getCompanyAddresses).toHaveBeenCalled());
    await pickAddress();
    expect(await screen.findByText(MESSAGES.duplicateAddress)).toBeTruthy();
    type(/^Suite/, 'Suite 9');
    await choose(/^Facility type/, FACILITY_TYPES[0]!.name);
    fireEvent.click(screen.getByRole('checkbox', { name: MESSAGES.noLicenseOrNpi }));
    // A duplicate found by the server (e.g. added meanwhile) shows under the address too.
    vi.mocked(dataProvider.completeAccount).mockRejectedValueOnce(
      new HttpError(MESSAGES.duplicateAddress, 400, {
        error: 'validation_error',
        message: MESSAGES.duplicateAddress,
        fields: { location: MESSAGES.duplicateAddress },
      }),
    );
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText(MESSAGES.duplicateAddress)).toBeTruthy();
  });
});

describe('attorney and health-provider activation form', { timeout: RENDER_TIMEOUT_MS }, () => {
  it("shows the owner's names read-only and posts the professional payload", async () => {
    const { dataProvider, onSaved } = setup(testCompany());
    expect(input(/^First name/).value).toBe('Ann');
    expect(input(/^First name/).readOnly).toBe(true);
    expect(input(/^Last name/).readOnly).toBe(true);
    await pickAddress();
    await choose(/^Specialty/, ATTORNEY_SPECIALTIES[1]!.name);
    type(/^Professional license #/, 'L'.repeat(16));
    expect(await screen.findByText(format(MESSAGES.maxLength, { max: 15 }))).toBeTruthy();
    expect(save().disabled).toBe(true);
    type(/^Professional license #/, 'TX1234');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(dataProvider.completeAccount).toHaveBeenCalledWith({
      type: 'ATTORNEY',
      payload: expect.objectContaining({
        name: 'Ann',
        lastName: 'Lee',
        specialtyId: ATTORNEY_SPECIALTIES[1]!.id,
        professionalLicenseNumber: 'TX1234',
        billingType: 'MONTHLY',
      }),
    });
  });

  it("takes a non-support member's names when the owner is support staff", async () => {
    setup(testCompany({ type: 'HEALTH_PROVIDER' }), { user: testUser({ userType: 'SUPPORT' }) });
    await waitFor(() => expect(input(/^First name/).value).toBe('Rita'));
    expect(input(/^Last name/).value).toBe('Moss');
    expect(input(/^First name/).readOnly).toBe(true);
  });
});
