import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { issueTokens } from '../../core/auth.ts';
import { createCore } from '../../core/handle.ts';
import { testCompany, testServices, testUser } from '../../core/testServices.ts';
import { companyPatch } from './companies.ts';
import { apiRoutes } from '../index.ts';

// A place of the maps service (the gazetteer's Chicago), as the address selector picks it.
const location = {
  latitude: 41.8781,
  longitude: -87.6298,
  address: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60602',
};

async function setup() {
  const services = testServices({
    companies: [testCompany(), testCompany({ id: 'f1', type: 'FACILITY', ownerId: 'u2' })],
    users: [
      testUser(),
      testUser({ id: 'u2', email: 'f@x.test', companyId: 'f1' }),
      testUser({ id: 'u3', email: 'm@x.test', permission: 'MEMBER' }),
    ],
  });
  const core = createCore(services, apiRoutes());
  const headers = async (userId: string) => ({
    authorization: `Bearer ${(await issueTokens(services, userId)).token}`,
  });
  const put = async (userId: string, id: string, body: unknown) =>
    core.handle({ method: 'PUT', path: `/companies/${id}`, query: {}, headers: await headers(userId), body });
  return { services, put };
}

describe('PUT /companies/:id', () => {
  it('applies the edit form fields only, with the phone as digits', async () => {
    const { put, services } = await setup();
    const res = await put('u1', 'c1', {
      ...testCompany(),
      name: ' Acme Legal ',
      phoneNumber: '(312) 555-0100',
      status: 'REJECTED',
      subscriptionType: 'BASIC',
    });
    expect(res.status).toBe(200);
    const stored = services.store.collection('companies').get('c1')!;
    expect([stored.name, stored.phoneNumber, stored.status, stored.subscriptionType]).toEqual([
      'Acme Legal',
      '3125550100',
      'VALIDATED',
      'PRO',
    ]);
    expect(stored.updatedAt).toBe(services.clock.now().toISOString());
  });

  it("validates with the company type's rules", async () => {
    const { put } = await setup();
    const facility = await put('u2', 'f1', { name: 'Clinic', location: null });
    expect(facility.status).toBe(400);
    expect((facility.body as { fields: Record<string, string> }).fields['location']).toBe(
      MESSAGES.directoryAddressRequired,
    );
    const typed = await put('u2', 'f1', {
      name: 'Clinic',
      npiNumber: '1',
      location: { ...location, latitude: 40 },
    });
    expect((typed.body as { fields: Record<string, string> }).fields['location']).toBe(
      MESSAGES.invalidAddress,
    );
    const ok = await put('u2', 'f1', { name: 'Clinic', location, npiNumber: '1234567890' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      npiNumber: '1234567890',
      location: { ...location, id: 'loc-f1', suite: null },
    });
  });

  it('refuses plain members and other companies', async () => {
    const { put } = await setup();
    expect((await put('u3', 'c1', { name: 'X' })).status).toBe(403);
    expect((await put('u1', 'f1', { name: 'X' })).status).toBe(403);
  });
});

describe('companyPatch', () => {
  it('keeps the stored location id', () => {
    const company = testCompany({ location: { id: 'L9', ...location, suite: null, country: 'US' } });
    expect(companyPatch(company, { location: { ...location, country: 'US' } }).location?.id).toBe('L9');
    expect(companyPatch(company, { phoneNumber: null, other: 'x' })).toEqual({ phoneNumber: null });
  });
});
