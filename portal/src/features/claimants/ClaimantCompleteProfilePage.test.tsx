import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';
import type { Claimant } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
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

const CLAIMANT: Claimant = {
  id: 'cl1',
  userId: 'u9',
  name: 'Maria',
  lastName: 'Lopez',
  email: 'maria@mail.test',
  phone: '3125550199',
  dateOfBirth: '1985-04-17T00:00:00.000Z',
  location: {
    id: 'loc1',
    latitude: 41.88,
    longitude: -87.63,
    address: '233 S Wacker Dr',
    suite: null,
    city: 'Chicago',
    state: 'IL',
    zipCode: '60606',
    country: 'US',
  },
  profileComplete: false,
  language: 'en',
};

function setup(claimant: Claimant | Error = CLAIMANT) {
  session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
  const dataProvider = fakeDataProvider();
  dataProvider.getMyClaimant = vi.fn(() =>
    claimant instanceof Error ? Promise.reject(claimant) : Promise.resolve(claimant),
  );
  dataProvider.updateMyClaimant = vi.fn(async () => ({ ...CLAIMANT, profileComplete: true }));
  const view = renderPortal('/claimant/complete-profile', { dataProvider });
  return { ...view, dataProvider };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('claimant complete profile', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('fills the form from GET /claimants/me (masked phone, MM/DD/YYYY)', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    await waitFor(() => expect(field(/^First name/).value).toBe('Maria'));
    expect(field(/^Phone/).value).toBe('(312) 555-0199');
    expect(field(/^Date of birth/).value).toBe('04/17/1985');
    expect(field(/^City/).value).toBe('Chicago');
    expect(screen.getByText(/maria@mail\.test/)).toBeTruthy();
  });

  it('masks the phone and the date as typed, saves digits and an ISO date, then opens the dashboard', async () => {
    const { dataProvider, location } = setup();
    await waitFor(() => expect(field(/^First name/).value).toBe('Maria'));
    type(/^Phone/, '7735550123');
    expect(field(/^Phone/).value).toBe('(773) 555-0123');
    type(/^Date of birth/, '01021990');
    expect(field(/^Date of birth/).value).toBe('01/02/1990');
    save();
    await waitFor(() => expect(location()).toBe('/claimant/dashboard'));
    expect(dataProvider.updateMyClaimant).toHaveBeenCalledWith({
      name: 'Maria',
      lastName: 'Lopez',
      phone: '7735550123',
      dateOfBirth: '1990-01-02T00:00:00.000Z',
      address: '233 S Wacker Dr',
      suite: '',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60606',
    });
    expect(await screen.findByText(MESSAGES.claimantProfileSaved)).toBeTruthy();
  });

  it('validates with the shared schema before calling the server', async () => {
    const { dataProvider } = setup({ ...CLAIMANT, phone: null, dateOfBirth: null, location: null });
    await waitFor(() => expect(field(/^First name/).value).toBe('Maria'));
    type(/^Date of birth/, '02302000');
    save();
    expect(await screen.findByText(MESSAGES.dateOfBirthFormat)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.thisFieldRequired).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(MESSAGES.zipRequired)).toBeTruthy();
    expect(dataProvider.updateMyClaimant).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields and stays", async () => {
    const { dataProvider, location } = setup();
    dataProvider.updateMyClaimant = vi.fn(() =>
      Promise.reject(
        new HttpError(MESSAGES.invalidInput, 400, {
          error: 'validation_error',
          message: MESSAGES.invalidInput,
          fields: { dateOfBirth: MESSAGES.dateOfBirthFuture },
        }),
      ),
    );
    await waitFor(() => expect(field(/^First name/).value).toBe('Maria'));
    save();
    expect(await screen.findByText(MESSAGES.dateOfBirthFuture)).toBeTruthy();
    expect(location()).toBe('/claimant/complete-profile');
  });

  it('a failed load says so and can be tried again', async () => {
    const { dataProvider } = setup(new Error(MESSAGES.genericError));
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    dataProvider.getMyClaimant = vi.fn(() => Promise.resolve(CLAIMANT));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field(/^First name/).value).toBe('Maria'));
  });

  it('is for claimants only', async () => {
    session.set(testSession());
    const { location } = renderPortal('/claimant/complete-profile');
    await waitFor(() => expect(location()).not.toBe('/claimant/complete-profile'));
  });
});
