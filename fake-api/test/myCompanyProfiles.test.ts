/**
 * My Company's licensed professional profiles (issue 15): adding one (POST /companies/{id}/licenses) and
 * switching one (PUT /users/profile/{id}/activate and /deactivate with a license id): success, bad input,
 * wrong role or company, missing record (and another company's address), refused transition, the paid extra profile and its card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_MESSAGES } from '@casebridge/domain';
import type { License } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'attorney-member',
  'health-provider-owner',
  'basic-attorney-owner',
  'super-user',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const firm = () => userOfRole(api, 'attorney-owner').companyId!;
const licenses = (companyId = firm()) =>
  api.server.store.collection('licenses').findBy('companyId', companyId);
const ownerProfile = () => licenses().find((l) => l.userId === userOfRole(api, 'attorney-owner').id)!;
const otherProfiles = () => licenses().filter((l) => l.id !== ownerProfile().id);
const subscription = (companyId = firm()) =>
  api.server.store.collection('subscriptions').findOne('companyId', companyId)!;
const profile = {
  name: 'Ada',
  lastName: 'Stone',
  specialtyId: 'att-01',
  licenseNumber: 'IL7654321',
};
const add = (body: object, role = 'attorney-owner', id = firm()) =>
  api.http.post(`/api/companies/${id}/licenses`).set(as(role)).send(body);
const turn = (id: string, on: boolean, role = 'attorney-owner') =>
  api.http
    .put(`/api/users/profile/${id}/${on ? 'activate' : 'deactivate'}`)
    .set(as(role))
    .send({});

describe('switching a profile', () => {
  it('the owner deactivates then activates another profile (an extra one again: paid with the card)', async () => {
    const target = otherProfiles().find((l) => l.premium)!;
    const off = await turn(target.id, false);
    expect(off.status).toBe(200);
    expect((off.body as License).premium).toBe(false);
    expect((await turn(target.id, false)).body.message).toBe(PROFILE_MESSAGES.alreadyInactive);
    const on = await turn(target.id, true, 'attorney-admin');
    expect(on.status).toBe(200);
    expect((on.body as License).premium).toBe(true);
    expect((await turn(target.id, true)).status).toBe(409);
  });
  it("the owner's own profile stays active", async () => {
    const res = await turn(ownerProfile().id, false);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROFILE_MESSAGES.ownerProfile);
  });
  it('403 for a plain member, 404 for another company, 404 for an unknown id; staff keep access', async () => {
    const target = otherProfiles()[0]!;
    expect((await turn(target.id, false, 'attorney-member')).status).toBe(403);
    expect((await turn(target.id, false, 'health-provider-owner')).status).toBe(404);
    expect((await turn('no-such-profile', false)).status).toBe(404);
    const staff = await turn(target.id, false, 'super-user');
    expect(staff.status).toBe(200);
    expect((await turn(target.id, true, 'super-user')).status).toBe(200);
  });
  it('an extra profile needs a card on file (402); Basic companies are refused (409)', async () => {
    const target = otherProfiles().find((l) => l.premium)!;
    expect((await turn(target.id, false)).status).toBe(200);
    const sub = subscription();
    api.server.store.update('subscriptions', sub.id, { creditCard: null });
    try {
      const res = await turn(target.id, true);
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(PROFILE_MESSAGES.noCardOnFile);
    } finally {
      api.server.store.update('subscriptions', sub.id, { creditCard: sub.creditCard });
    }
    expect((await turn(target.id, true)).status).toBe(200);
    const basic = userOfRole(api, 'basic-attorney-owner').companyId!;
    const inactive = licenses(basic).find((l) => !l.premium)!;
    const refused = await turn(inactive.id, true, 'basic-attorney-owner');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROFILE_MESSAGES.premiumOnly);
  });
});

describe('adding a profile', () => {
  it('adds an active profile of the company', async () => {
    const before = licenses().length;
    const res = await add(profile, 'attorney-admin');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...profile, companyId: firm(), premium: true, userId: null });
    expect(licenses().length).toBe(before + 1);
  });
  it("sets the new profile's addresses (one another profile had moves); 404 for another company's address", async () => {
    const store = api.server.store.collection('addresses');
    const [first, second] = store.findBy('companyId', firm());
    const res = await add({ ...profile, addressIds: [first!.id, second!.id] });
    expect(res.status).toBe(201);
    const id = (res.body as License).id;
    expect(store.get(first!.id)?.licenseId).toBe(id);
    expect(store.get(second!.id)?.licenseId).toBe(id);
    const otherFirm = userOfRole(api, 'health-provider-owner').companyId!;
    const foreign = store.findBy('companyId', otherFirm)[0]!;
    const before = licenses().length;
    const refused = await add({ ...profile, addressIds: [foreign.id] });
    expect(refused.status).toBe(404);
    expect(licenses().length).toBe(before);
    expect(store.get(foreign.id)?.companyId).toBe(otherFirm);
  });
  it('validates with the exact messages and the company type’s specialties', async () => {
    const res = await add({ ...profile, name: '', licenseNumber: 'X'.repeat(16) });
    expect(res.status).toBe(400);
    expect(res.body.fields.name).toBe(MESSAGES.fieldRequired);
    expect(res.body.fields.licenseNumber).toMatch(/15/);
    expect((await add({ ...profile, specialtyId: 'hp-01' })).body.fields.specialtyId).toBeTruthy();
    expect((await add({ ...profile, addressIds: 'addr-1' })).status).toBe(400);
  });
  it('403 for a plain member, 404 for another company, Basic refused', async () => {
    expect((await add(profile, 'attorney-member')).status).toBe(403);
    expect((await add(profile, 'health-provider-owner')).status).toBe(404);
    expect((await add(profile, 'attorney-owner', 'nope')).status).toBe(404);
    const basic = userOfRole(api, 'basic-attorney-owner').companyId!;
    const res = await add(profile, 'basic-attorney-owner', basic);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROFILE_MESSAGES.premiumOnly);
  });
});
