import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTORNEY_SPECIALTIES,
  FACILITY_TYPE_OTHER_ID,
  HEALTH_PROVIDER_SPECIALTIES,
  MESSAGES,
  format,
} from '@casebridge/domain';
import type { Company, CompleteAccountResult, RegistryEntry } from '@casebridge/domain';
import { facilityBody, locationOf, placeFor, professionalBody, signUpOwner } from './helpers/activation.ts';
import type { NewOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { pngOfWidth } from './helpers/png.ts';

let api: TestApi;
let staff: { Authorization: string };
beforeAll(async () => {
  api = await startTestApi();
  staff = await auth('system-admin');
});
afterAll(() => api.close());

async function auth(role: string) {
  return bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
}
const store = () => api.server.store;
const companyOf = (id: string) => store().collection('companies').get(id)!;
const post = (type: string, headers: { Authorization: string }, body: object) =>
  api.http.post(`/api/account/complete/${type}`).set(headers).send(body);
const max = (n: number) => format(MESSAGES.maxLength, { max: n });

async function inRegistry(companyId: string) {
  const name = companyOf(companyId).name;
  const filter = encodeURIComponent(JSON.stringify({ q: name }));
  const res = await api.http.get(`/api/subscriptions/?status=PENDING_REVIEW&filter=${filter}`).set(staff);
  return (res.body as RegistryEntry[]).find((entry) => entry.companyId === companyId);
}

describe('GET and PUT /account/complete/{id}', () => {
  let owner: NewOwner;
  beforeAll(async () => {
    owner = await signUpOwner(api, 'ATTORNEY');
  });

  it('answers the flags of a new company (verified owner, nothing else yet)', async () => {
    const res = await api.http.get(`/api/account/complete/${owner.companyId}`).set(owner.headers);
    expect([res.status, res.body]).toEqual([
      200,
      { company: false, payment: false, professional: false, account: true },
    ]);
    const put = await api.http.put(`/api/account/complete/${owner.companyId}`).set(owner.headers);
    expect([put.status, put.body]).toEqual([200, res.body]);
  });

  it('is complete for a validated, paying, licensed company; internal staff may read any', async () => {
    const hartwell = store().collection('users').findOne('email', 'owner@hartwell-law.test')!.companyId!;
    const res = await api.http.get(`/api/account/complete/${hartwell}`).set(await auth('attorney-member'));
    expect(res.body).toEqual({ company: true, payment: true, professional: true, account: true });
    expect((await api.http.get(`/api/account/complete/${owner.companyId}`).set(staff)).status).toBe(200);
  });

  it('401 without a session, 403 for another company, 404 for an unknown one', async () => {
    expect((await api.http.get(`/api/account/complete/${owner.companyId}`)).status).toBe(401);
    const other = await api.http
      .get(`/api/account/complete/${owner.companyId}`)
      .set(await auth('attorney-owner'));
    expect(other.status).toBe(403);
    const put = await api.http.put(`/api/account/complete/${owner.companyId}`).set(await auth('claimant'));
    expect(put.status).toBe(403);
    expect((await api.http.get('/api/account/complete/nope').set(staff)).status).toBe(404);
  });
});

describe('POST /account/complete/facility', () => {
  it('activates: company data, first address, PENDING_REVIEW, in the registry', async () => {
    const owner = await signUpOwner(api, 'FACILITY', 'Harbor Imaging Activation');
    const place = await placeFor(api, owner.headers, '1200 Main St, Austin, TX');
    const res = await post('facility', owner.headers, facilityBody(place, { licenseNumber: 'IGNORED' }));
    expect(res.status).toBe(200);
    const { company, info } = res.body as CompleteAccountResult;
    expect(company).toMatchObject({
      name: 'Harbor Imaging',
      status: 'PENDING_REVIEW',
      npiNumber: '1234567890',
      licenseNumber: null,
      facilityTypeOther: null,
      billingChoice: 'ANNUAL',
      location: { address: '1200 Main St', city: 'Austin', state: 'TX', suite: 'Suite 200' },
    });
    expect(company.submittedAt).toBe(company.updatedAt);
    expect(info).toEqual({ company: true, payment: false, professional: true, account: true });
    const addresses = store().collection('addresses').findBy('companyId', owner.companyId);
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ ...locationOf(place), suite: 'Suite 200', selected: true });
    expect(company.location!.id).toBe(addresses[0]!.id);
    expect(await inRegistry(owner.companyId)).toMatchObject({ status: 'PENDING_REVIEW', planType: null });
    // Once done, the form cannot be sent again.
    const again = await post('facility', owner.headers, facilityBody(place));
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.activationNotIncomplete]);
  });

  it("keeps the 'Other' text and clears both numbers when the facility has none", async () => {
    const owner = await signUpOwner(api, 'FACILITY');
    const place = await placeFor(api, owner.headers, 'Denver, CO');
    const body = facilityBody(place, {
      facilityType: FACILITY_TYPE_OTHER_ID,
      facilityTypeOther: 'Sleep lab',
      identifierType: null,
      noLicenseOrNpi: true,
      npiNumber: '',
    });
    const res = await post('facility', owner.headers, body);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      facilityType: FACILITY_TYPE_OTHER_ID,
      facilityTypeOther: 'Sleep lab',
      npiNumber: null,
      licenseNumber: null,
    });
  });

  describe('validation (400, company left INCOMPLETE)', () => {
    let owner: NewOwner;
    let body: ReturnType<typeof facilityBody>;
    beforeAll(async () => {
      owner = await signUpOwner(api, 'FACILITY');
      body = facilityBody(await placeFor(api, owner.headers, 'Chicago, IL'));
    });
    const fails = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const res = await post('facility', owner.headers, { ...body, ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
      expect(companyOf(owner.companyId).status).toBe('INCOMPLETE');
    };

    it.each([
      [{ companyName: '  ' }, 'companyName', MESSAGES.fieldRequired],
      [{ companyName: 'x'.repeat(61) }, 'companyName', max(60)],
      [{ suite: 'x'.repeat(61) }, 'suite', max(60)],
      [{ facilityType: '' }, 'facilityType', MESSAGES.fieldRequired],
      [{ facilityType: 'spaceport' }, 'facilityType', MESSAGES.invalidOption],
      [{ facilityType: FACILITY_TYPE_OTHER_ID }, 'facilityTypeOther', MESSAGES.fieldRequired],
      [
        { facilityType: FACILITY_TYPE_OTHER_ID, facilityTypeOther: 'x'.repeat(51) },
        'facilityTypeOther',
        max(50),
      ],
      [{ identifierType: 'NPI', npiNumber: '' }, 'npiNumber', MESSAGES.npiRequired],
      [{ identifierType: 'LICENSE', npiNumber: '1' }, 'licenseNumber', MESSAGES.facilityLicenseRequired],
      [{ identifierType: null, npiNumber: null }, 'licenseNumber', MESSAGES.facilityLicenseRequired],
      [{ identifierType: null, npiNumber: null }, 'npiNumber', MESSAGES.npiRequired],
      [{ npiNumber: '1'.repeat(11) }, 'npiNumber', max(10)],
      [{ identifierType: 'LICENSE', licenseNumber: 'L'.repeat(16) }, 'licenseNumber', max(15)],
      [{ billingType: undefined }, 'billingType', MESSAGES.fieldRequired],
      [{ billingType: 'WEEKLY' }, 'billingType', MESSAGES.invalidOption],
      [{ location: undefined }, 'location', MESSAGES.invalidAddress],
    ])('%j -> %s', async (overrides, field, message) => fails(overrides, field, message));

    it('refuses a location the maps service did not suggest', async () => {
      const typed = { ...body.location, latitude: body.location.latitude + 1 };
      await fails({ location: typed }, 'location', MESSAGES.invalidAddress);
      await fails({ location: { ...body.location, city: 'Gotham' } }, 'location', MESSAGES.invalidAddress);
    });

    it('refuses an address already in the company', async () => {
      const { id: _id, ...address } = store().collection('addresses').all().next().value!;
      store().insert('addresses', {
        ...address,
        ...body.location,
        suite: body.suite,
        companyId: owner.companyId,
      });
      await fails({}, 'location', MESSAGES.duplicateAddress);
      const res = await post('facility', owner.headers, { ...body, suite: 'Suite 999' });
      expect(res.status).toBe(200);
    });
  });
});

describe('POST /account/complete/attorney and /health-provider', () => {
  it("activates an attorney: the license keeps the owner's names; subscription billing follows", async () => {
    const newfield = store().collection('users').findOne('email', 'owner@newfield-law.test')!;
    const headers = await auth('owner-incomplete');
    const place = await placeFor(api, headers, '77 Lake Shore Dr, Chicago');
    const body = professionalBody(place, { name: 'Someone', lastName: 'Else', billingType: 'ANNUAL' });
    const res = await post('attorney', headers, body);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      status: 'PENDING_REVIEW',
      name: 'Stone Injury Law',
      specialtyIds: [ATTORNEY_SPECIALTIES[0]!.id],
    });
    expect(res.body.info).toMatchObject({ company: true, professional: true, payment: true });
    const licenses = store().collection('licenses').findBy('companyId', newfield.companyId!);
    expect(licenses).toEqual([
      expect.objectContaining({
        userId: newfield.id,
        name: newfield.name,
        lastName: newfield.lastName,
        licenseNumber: 'TX1234567',
      }),
    ]);
    const [address] = store().collection('addresses').findBy('companyId', newfield.companyId!);
    expect(address).toMatchObject({ licenseId: licenses[0]!.id, licensesCount: 1 });
    const subscription = store().collection('subscriptions').findOne('companyId', newfield.companyId!)!;
    expect(subscription.billingType).toBe('ANNUAL');
    expect(await inRegistry(newfield.companyId!)).toMatchObject({ status: 'PENDING_REVIEW' });
  });

  it('activates a health provider, completing an existing profile (profileId)', async () => {
    const owner = await signUpOwner(api, 'HEALTH_PROVIDER');
    const profile = store().insert('licenses', {
      companyId: owner.companyId,
      userId: null,
      name: 'Old',
      lastName: 'Name',
      licenseNumber: '',
      npiNumber: null,
      specialtyId: null,
      credentials: { label: 'DC' },
      premium: false,
      previousPremium: null,
    });
    const place = await placeFor(api, owner.headers, 'Boise');
    const specialtyId = HEALTH_PROVIDER_SPECIALTIES[0]!.id;
    const body = professionalBody(place, { specialtyId, profileId: profile.id });
    const res = await post('health-provider', owner.headers, body);
    expect(res.status).toBe(200);
    expect(store().collection('licenses').findBy('companyId', owner.companyId)).toEqual([
      expect.objectContaining({ id: profile.id, name: 'Olivia', licenseNumber: 'TX1234567', specialtyId }),
    ]);
  });

  describe('validation', () => {
    let owner: NewOwner;
    let body: ReturnType<typeof professionalBody>;
    beforeAll(async () => {
      owner = await signUpOwner(api, 'HEALTH_PROVIDER');
      const place = await placeFor(api, owner.headers, 'Miami');
      body = professionalBody(place, { specialtyId: HEALTH_PROVIDER_SPECIALTIES[1]!.id });
    });

    it.each([
      [{ name: '' }, 'name', MESSAGES.fieldRequired],
      [{ lastName: undefined }, 'lastName', MESSAGES.fieldRequired],
      [{ name: 'n'.repeat(61) }, 'name', max(60)],
      [{ specialtyId: '' }, 'specialtyId', MESSAGES.fieldRequired],
      [{ specialtyId: ATTORNEY_SPECIALTIES[0]!.id }, 'specialtyId', MESSAGES.invalidOption],
      [{ professionalLicenseNumber: ' ' }, 'professionalLicenseNumber', MESSAGES.fieldRequired],
      [{ professionalLicenseNumber: 'L'.repeat(16) }, 'professionalLicenseNumber', max(15)],
      [{ profileId: 'lic-of-someone-else' }, 'profileId', MESSAGES.invalidOption],
      [{ companyName: undefined }, 'companyName', MESSAGES.fieldRequired],
      [{ location: { address: '1 Main St' } }, 'location', MESSAGES.invalidAddress],
    ])('%j -> %s', async (overrides, field, message) => {
      const res = await post('health-provider', owner.headers, { ...body, ...overrides });
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
      expect(companyOf(owner.companyId).status).toBe('INCOMPLETE');
    });

    it('answers 400 for a body that is not an object', async () => {
      const res = await api.http
        .post('/api/account/complete/health-provider')
        .set(owner.headers)
        .send([1, 2]);
      expect(res.status).toBe(400);
    });
  });
});

describe('who may activate', () => {
  it('401 without a session; 403 for admins, members, support, internal staff and claimants', async () => {
    expect((await api.http.post('/api/account/complete/attorney').send({})).status).toBe(401);
    for (const role of ['attorney-admin', 'attorney-member', 'support', 'system-admin', 'claimant']) {
      const res = await post('attorney', await auth(role), {});
      expect([role, res.status, res.body.message]).toEqual([role, 403, MESSAGES.activationOwnerOnly]);
    }
  });

  it('409 for a company already activated or of another type', async () => {
    const validated = await post('attorney', await auth('attorney-owner'), {});
    expect([validated.status, validated.body.message]).toEqual([409, MESSAGES.activationNotIncomplete]);
    const owner = await signUpOwner(api, 'ATTORNEY');
    for (const type of ['facility', 'health-provider']) {
      const res = await post(type, owner.headers, {});
      expect([res.status, res.body.message]).toEqual([409, MESSAGES.activationCompanyTypeMismatch]);
    }
  });
});

describe('PUT /account/revalidate', () => {
  it('sends an INFO_REQUIRED company back to PENDING_REVIEW, once', async () => {
    const headers = await auth('owner-info-required');
    const res = await api.http.put('/api/account/revalidate').set(headers);
    expect(res.status).toBe(200);
    const company = res.body.company as Company;
    expect(company.status).toBe('PENDING_REVIEW');
    expect(company.submittedAt).toBe(company.updatedAt);
    expect(res.body.info.company).toBe(true);
    const again = await api.http.put('/api/account/revalidate').set(headers);
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.revalidateNotAllowed]);
  });

  it('401 without a session, 403 for non-owners, 409 for other statuses', async () => {
    expect((await api.http.put('/api/account/revalidate')).status).toBe(401);
    expect((await api.http.put('/api/account/revalidate').set(await auth('attorney-admin'))).status).toBe(
      403,
    );
    expect((await api.http.put('/api/account/revalidate').set(await auth('attorney-owner'))).status).toBe(
      409,
    );
  });
});

describe('PUT /companies/{id}/picture', () => {
  const PNG = pngOfWidth(100);

  it("uploads the company's logo; refuses non-images and other companies", async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const path = `/api/companies/${owner.companyId}/picture`;
    const res = await api.http.put(path).set(owner.headers).attach('picture', PNG, 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.picture).toMatch(new RegExp(`^${path}\\?v=\\d+$`));
    const served = await api.http.get(path);
    expect(served.headers['content-type']).toBe('image/png');
    const text = await api.http.put(path).set(owner.headers).attach('picture', Buffer.from('hi'), 'a.txt');
    expect([text.status, text.body.message]).toEqual([400, MESSAGES.selectImageFile]);
    const other = await api.http
      .put(path)
      .set(await auth('attorney-owner'))
      .attach('picture', PNG, 'logo.png');
    expect(other.status).toBe(403);
    expect(
      (await api.http.put('/api/companies/nope/picture').set(staff).attach('picture', PNG, 'a.png')).status,
    ).toBe(404);
  });
});
