/**
 * License or NPI, not both (issue 40 item 4; SPEC.md 5): the server keeps one identifier whatever the client
 * sends, on PUT /companies/{id} and POST /account/complete/facility (a facility keeps the one it chose, else its
 * license; attorneys and providers keep no company NPI). Phones refuse letters (item 11): only digits and the
 * mask's characters, one domain validator for every phone field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { facilityBody, placeFor, signUpOwner } from './helpers/activation.ts';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['facility-owner', 'attorney-owner', 'attorney-member'], tokens);
});
afterAll(() => api.close());

const companyOf = (role: string) =>
  api.server.store.collection('companies').get(userOfRole(api, role).companyId!)!;
const edit = (role: string, body: object) => {
  const company = companyOf(role);
  return api.http
    .put(`/api/companies/${company.id}`)
    .set(tokens[role]!)
    .send({ name: company.name, location: company.location, ...body });
};

describe('PUT /companies/{id}: license or NPI', () => {
  it('a facility sending both keeps its license, or the NPI it chose', async () => {
    const both = await edit('facility-owner', { licenseNumber: 'TX12345', npiNumber: '1234567890' });
    expect(both.status).toBe(200);
    expect(companyOf('facility-owner')).toMatchObject({ licenseNumber: 'TX12345', npiNumber: null });
    const npi = await edit('facility-owner', {
      identifierType: 'NPI',
      licenseNumber: 'TX12345',
      npiNumber: '1234567890',
    });
    expect(npi.status).toBe(200);
    expect(companyOf('facility-owner')).toMatchObject({ licenseNumber: null, npiNumber: '1234567890' });
  });

  it('an attorney firm keeps no company NPI', async () => {
    const res = await edit('attorney-owner', { licenseNumber: 'IL998877', npiNumber: '1234567890' });
    expect(res.status).toBe(200);
    expect(companyOf('attorney-owner')).toMatchObject({ licenseNumber: 'IL998877', npiNumber: null });
  });

  it('a plain member cannot edit the company (403)', async () => {
    expect((await edit('attorney-member', { npiNumber: '1234567890' })).status).toBe(403);
  });
});

describe('POST /account/complete/facility: license or NPI', () => {
  it('keeps the license when both come without a choice', async () => {
    const owner = await signUpOwner(api, 'FACILITY', 'Both Numbers Imaging');
    const place = await placeFor(api, owner.headers, '1200 Main St, Austin, TX');
    const res = await api.http
      .post('/api/account/complete/facility')
      .set(owner.headers)
      .send(facilityBody(place, { identifierType: null, licenseNumber: 'TX777', npiNumber: '1234567890' }));
    expect(res.status).toBe(200);
    expect((res.body as { company: Company }).company).toMatchObject({
      licenseNumber: 'TX777',
      npiNumber: null,
    });
  });
});

describe('phones refuse letters', () => {
  it('PUT /companies/{id} answers 400 for "x663x470x3059" and stores a masked number as digits', async () => {
    const before = companyOf('attorney-owner').phoneNumber;
    const bad = await edit('attorney-owner', { phoneNumber: 'x663x470x3059' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phoneNumber).toBe(MESSAGES.phoneCharacters);
    expect(companyOf('attorney-owner').phoneNumber).toBe(before);
    const ok = await edit('attorney-owner', { phoneNumber: '(663) 470-3059' });
    expect(ok.status).toBe(200);
    expect(companyOf('attorney-owner').phoneNumber).toBe('6634703059');
  });

  it('the case form’s claimant phone is refused the same way', async () => {
    const res = await api.http
      .post('/api/cases')
      .set(tokens['attorney-owner']!)
      .send({ claimantPhone: '663x470x3059' });
    expect(res.status).toBe(400);
    expect(res.body.fields.claimantPhone).toBe(MESSAGES.phoneCharacters);
  });
});
