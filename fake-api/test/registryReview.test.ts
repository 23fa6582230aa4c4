/**
 * Issue 40 item 12: GET /companies/{id}/review answers what the staff validate, named (facility type,
 * license and NPI numbers, specialties, the professionals with their names); staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_TYPES, HEALTH_PROVIDER_SPECIALTIES } from '@casebridge/domain';
import type { RegistryReview } from '@casebridge/domain';
import { facilityBody, placeFor, professionalBody, signUpOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let staffUser: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  staffUser = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
});
afterAll(() => api.close());

const reviewOf = (companyId: string, headers: Record<string, string>) =>
  api.http.get(`/api/companies/${companyId}/review`).set(headers);

describe('GET /companies/{id}/review', () => {
  it("names a health provider's professional, license number and specialty", async () => {
    const owner = await signUpOwner(api, 'HEALTH_PROVIDER');
    const place = await placeFor(api, owner.headers, '1200 Main St, Austin, TX');
    const specialty = HEALTH_PROVIDER_SPECIALTIES[1]!;
    const body = professionalBody(place, { specialtyId: specialty.id, professionalLicenseNumber: 'TX-4040' });
    const res = await api.http.post('/api/account/complete/health-provider').set(owner.headers).send(body);
    expect(res.status).toBe(200);

    const review = await reviewOf(owner.companyId, staffUser);
    expect(review.status).toBe(200);
    expect(review.body as RegistryReview).toMatchObject({
      companyId: owner.companyId,
      companyType: 'HEALTH_PROVIDER',
      facilityType: null,
      specialties: [specialty.name],
      professionals: [
        { name: 'Olivia', lastName: 'Stone', licenseNumber: 'TX-4040', specialty: specialty.name },
      ],
    });
  });

  it("names a facility's type and its NPI number", async () => {
    const owner = await signUpOwner(api, 'FACILITY');
    const place = await placeFor(api, owner.headers, 'Denver, CO');
    const res = await api.http
      .post('/api/account/complete/facility')
      .set(owner.headers)
      .send(facilityBody(place, { npiNumber: '1999999999' }));
    expect(res.status).toBe(200);
    const review = await reviewOf(owner.companyId, staffUser);
    expect(review.body).toMatchObject({
      facilityType: FACILITY_TYPES[0]!.name,
      npiNumber: '1999999999',
      licenseNumber: null,
      professionals: [],
    });
  });

  it("is the staff's: 403 for the company's own owner, 401 signed out, 404 for no company", async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    expect((await reviewOf(owner.companyId, owner.headers)).status).toBe(403);
    expect((await api.http.get(`/api/companies/${owner.companyId}/review`)).status).toBe(401);
    expect((await reviewOf('co-missing', staffUser)).status).toBe(404);
  });
});
