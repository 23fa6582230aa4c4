/** Helpers of the activation API tests: new owners through the real sign-up and verification calls. */
import { ATTORNEY_SPECIALTIES, FACILITY_TYPES, HOW_YOU_HEAR_ABOUT_US } from '@casebridge/domain';
import type { CompanyType, LoginResponse, PlaceSuggestion, SignUpResponse } from '@casebridge/domain';
import { bearer } from './server.ts';
import type { TestApi } from './server.ts';

export interface NewOwner {
  headers: { Authorization: string };
  userId: string;
  companyId: string;
  email: string;
}

let counter = 0;

/** Signs up an owner of a new INCOMPLETE company of `type`, verifies the e-mail with the code, signs in. */
export async function signUpOwner(api: TestApi, type: CompanyType, companyName?: string): Promise<NewOwner> {
  counter += 1;
  const email = `activation${counter}.${Date.now()}@owner.test`;
  const res = await api.http.post('/api/users/signup').send({
    companyType: type,
    name: 'Olivia',
    lastName: 'Stone',
    email,
    password: 'Activate#2026',
    howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
    companyName: companyName ?? `Activation Co ${counter}`,
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { user, company } = res.body as SignUpResponse;
  const mail = api.mailsTo(email).at(-1)!;
  const code = /code is (\d{6})/.exec(mail.body)![1]!;
  const verified = await api.http.put('/api/users/account/verify').send({ email, code });
  const { token } = verified.body as LoginResponse;
  return { headers: bearer(token), userId: user.id, companyId: company.id, email };
}

/** The first suggestion of the maps service for `q`. */
export async function placeFor(
  api: TestApi,
  headers: { Authorization: string },
  q: string,
): Promise<PlaceSuggestion> {
  const res = await api.http.get('/api/geo/places').query({ q }).set(headers);
  return (res.body as PlaceSuggestion[])[0]!;
}

export const locationOf = (place: PlaceSuggestion) => {
  const { id: _id, label: _label, ...location } = place;
  return location;
};

export function facilityBody(place: PlaceSuggestion, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Harbor Imaging',
    location: locationOf(place),
    suite: 'Suite 200',
    billingType: 'ANNUAL',
    facilityType: FACILITY_TYPES[0]!.id,
    facilityTypeOther: null,
    identifierType: 'NPI',
    npiNumber: '1234567890',
    licenseNumber: null,
    noLicenseOrNpi: false,
    ...overrides,
  };
}

export function professionalBody(place: PlaceSuggestion, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Stone Injury Law',
    location: locationOf(place),
    suite: null,
    billingType: 'MONTHLY',
    name: 'Olivia',
    lastName: 'Stone',
    specialtyId: ATTORNEY_SPECIALTIES[0]!.id,
    professionalLicenseNumber: 'TX1234567',
    profileId: null,
    ...overrides,
  };
}
