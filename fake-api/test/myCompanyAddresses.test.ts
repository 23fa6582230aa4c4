/**
 * My Company's addresses (issue 15): PUT /companies/{id} with addresses, deleteAddress and addressDirectory;
 * DELETE /addresses?ids; the licenses' addresses (GET /addresses?licenseIds, /addresses/license/{id},
 * GET and PUT /addresses/company/{id}/license/{licenseId}). Success, bad input, wrong role or company, missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ADDRESS_MESSAGES, MESSAGES } from '@casebridge/domain';
import type { Address, Company, PlaceSuggestion } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'support',
  'health-provider-owner',
  'basic-attorney-owner',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const companyIdOf = (role: string) => userOfRole(api, role).companyId!;
const company = (role: string) => api.server.store.collection('companies').get(companyIdOf(role))!;
const stored = (role: string) =>
  api.server.store.collection('addresses').findBy('companyId', companyIdOf(role));
const put = (role: string, body: object, id = companyIdOf(role)) =>
  api.http
    .put(`/api/companies/${id}`)
    .set(as(role))
    .send({ name: company(role).name, ...body });

async function place(q: string): Promise<Omit<PlaceSuggestion, 'id' | 'label'>> {
  const res = await api.http.get('/api/geo/places').query({ q }).set(as('attorney-owner'));
  const { id: _id, label: _label, ...first } = (res.body as PlaceSuggestion[])[0]!;
  return first;
}
const asInput = (a: Address) => {
  const { id, address, city, state, zipCode, country, latitude, longitude, suite, premiumStatus } = a;
  return { id, address, city, state, zipCode, country, latitude, longitude, suite, premiumStatus };
};

describe('PUT /companies/{id}: addresses', () => {
  it('adds an address picked from the maps service, basic', async () => {
    const before = stored('attorney-owner').length;
    const res = await put('attorney-owner', { addresses: [await place('1 Lake St, Chicago')] });
    expect(res.status).toBe(200);
    const after = stored('attorney-owner');
    expect(after).toHaveLength(before + 1);
    expect(after.find((a) => a.address === '1 Lake St')).toMatchObject({
      premiumStatus: null,
      tierType: null,
    });
  });

  it('refuses an address repeating one of the company (400) and one not from the maps service', async () => {
    const existing = stored('attorney-owner')[0]!;
    const dup = { ...asInput(existing), id: undefined, premiumStatus: undefined };
    const res = await put('attorney-owner', { addresses: [dup] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.duplicateAddress);
    const made = await put('attorney-owner', {
      addresses: [{ ...(await place('9 Pine St, Chicago')), latitude: 1, longitude: 1 }],
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(MESSAGES.invalidAddress);
  });

  it('the first premium address is FREE, a second PRO; turning them off and on follows section 4', async () => {
    // Free the FREE slot, and make a new address premium in the same save: it gets the FREE tier.
    const saved = stored('attorney-owner');
    const freeOne = saved.find((a) => a.premiumStatus === 'ACTIVE' && a.tierType === 'FREE')!;
    const res = await put('attorney-owner', {
      addresses: [
        { ...asInput(freeOne), premiumStatus: 'DEACTIVATED' },
        { ...(await place('2 Lake St, Chicago')), premiumStatus: 'ACTIVE' },
      ],
    });
    expect(res.status).toBe(200);
    const after = stored('attorney-owner');
    expect(after.find((a) => a.id === freeOne.id)).toMatchObject({
      premiumStatus: 'DEACTIVATED',
      tierType: null,
    });
    const added = after.find((a) => a.address === '2 Lake St')!;
    expect(added).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'FREE', previousTierType: 'FREE' });
    // Another one is PRO (paid with the card on file).
    const basic = after.find((a) => a.premiumStatus !== 'ACTIVE' && a.tierType === null)!;
    const second = await put('attorney-owner', {
      addresses: [{ ...asInput(basic), premiumStatus: 'ACTIVE' }],
    });
    expect(second.status).toBe(200);
    const pro = api.server.store.collection('addresses').get(basic.id)!;
    expect(pro).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'PRO' });
    // Deactivating a PRO address keeps it pending cancellation; activating it again restores it.
    await put('attorney-owner', { addresses: [{ ...asInput(pro), premiumStatus: 'DEACTIVATED' }] });
    expect(api.server.store.collection('addresses').get(basic.id)).toMatchObject({
      premiumStatus: 'DEACTIVATED',
      tierType: 'PRO',
    });
    await put('attorney-owner', { addresses: [{ ...asInput(pro), premiumStatus: 'ACTIVE' }] });
    expect(api.server.store.collection('addresses').get(basic.id)).toMatchObject({
      premiumStatus: 'ACTIVE',
      tierType: 'PRO',
    });
  });

  it('refuses premium outside a valid Premium subscription (409) and a paid one without a card (402)', async () => {
    const basicOwner = stored('basic-attorney-owner')[0]!;
    const res = await put('basic-attorney-owner', {
      addresses: [{ ...asInput(basicOwner), premiumStatus: 'ACTIVE' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COMPANY_ADDRESS_MESSAGES.premiumNotIncluded);
    const sub = api.server.store
      .collection('subscriptions')
      .findOne('companyId', companyIdOf('attorney-owner'))!;
    api.server.store.update('subscriptions', sub.id, { creditCard: null });
    try {
      const paid = await put('attorney-owner', {
        addresses: [{ ...(await place('3 Lake St, Chicago')), premiumStatus: 'ACTIVE' }],
      });
      expect(paid.status).toBe(402);
      expect(paid.body.message).toBe(COMPANY_ADDRESS_MESSAGES.noCardOnFile);
      expect(stored('attorney-owner').some((a) => a.address === '3 Lake St')).toBe(false);
    } finally {
      api.server.store.update('subscriptions', sub.id, { creditCard: sub.creditCard });
    }
  });

  it('deleteAddress removes addresses; the company location and foreign ids are refused', async () => {
    const extra = stored('attorney-owner').find((a) => a.address === '1 Lake St')!;
    expect((await put('attorney-owner', { deleteAddress: [extra.id] })).status).toBe(200);
    expect(api.server.store.collection('addresses').get(extra.id)).toBeUndefined();
    const location = company('attorney-owner').location!.id;
    expect((await put('attorney-owner', { deleteAddress: [location] })).status).toBe(409);
    const foreign = stored('health-provider-owner')[0]!.id;
    expect((await put('attorney-owner', { deleteAddress: [foreign] })).status).toBe(404);
  });

  it("addressDirectory sets a VALIDATED company's directoryVisible, the toggle the directory reads", async () => {
    const res = await put('attorney-owner', { addressDirectory: false });
    expect(res.status).toBe(200);
    expect((res.body as Company).directoryVisible).toBe(false);
    expect(company('attorney-owner').directoryVisible).toBe(false);
    await put('attorney-owner', { addressDirectory: true });
    expect(company('attorney-owner').directoryVisible).toBe(true);
  });

  it('a plain member, another company and an unknown company are refused', async () => {
    expect((await put('support', { name: 'X' }, companyIdOf('attorney-owner'))).status).toBe(403);
    expect((await put('health-provider-owner', {}, companyIdOf('attorney-owner'))).status).toBe(403);
    expect(
      (await api.http.put('/api/companies/nope').set(as('attorney-owner')).send({ name: 'X' })).status,
    ).toBe(403);
  });
});

describe('DELETE /addresses?ids', () => {
  it('removes the company addresses named, after their owner or admin asks', async () => {
    await put('attorney-owner', { addresses: [await place('4 Lake St, Chicago')] });
    const target = stored('attorney-owner').find((a) => a.address === '4 Lake St')!;
    expect(
      (await api.http.delete('/api/addresses').query({ ids: target.id }).set(as('support'))).status,
    ).toBe(403);
    const res = await api.http.delete('/api/addresses').query({ ids: target.id }).set(as('attorney-admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ids: [target.id] });
    expect(api.server.store.collection('addresses').get(target.id)).toBeUndefined();
  });
  it('answers 404 for an unknown or foreign id and 400 without ids', async () => {
    const foreign = stored('health-provider-owner')[0]!.id;
    const del = (ids: string) => api.http.delete('/api/addresses').query({ ids }).set(as('attorney-owner'));
    expect((await del(foreign)).status).toBe(404);
    expect((await del('nope')).status).toBe(404);
    expect((await api.http.delete('/api/addresses').set(as('attorney-owner'))).status).toBe(400);
    expect(api.server.store.collection('addresses').get(foreign)).toBeDefined();
  });
});

describe("the licenses' addresses", () => {
  const licenses = () =>
    api.server.store.collection('licenses').findBy('companyId', companyIdOf('attorney-owner'));

  it('GET /addresses?licenseIds and /addresses/license/{id} answer the licenses’ addresses', async () => {
    const [license] = licenses();
    const res = await api.http.get('/api/addresses').query({ licenseIds: license!.id }).set(as('support'));
    expect(res.status).toBe(200);
    const expected = stored('attorney-owner').filter((a) => a.licenseId === license!.id);
    expect((res.body as Address[]).map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    const one = await api.http.get(`/api/addresses/license/${license!.id}`).set(as('attorney-owner'));
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(expected.length);
  });

  it('PUT /addresses/company/{id}/license/{licenseId} sets them; GET marks them selected', async () => {
    const [license] = licenses();
    const [first, second] = stored('attorney-owner');
    const path = `/api/addresses/company/${companyIdOf('attorney-owner')}/license/${license!.id}`;
    const res = await api.http
      .put(path)
      .set(as('attorney-owner'))
      .send({ addressIds: [first!.id, second!.id] });
    expect(res.status).toBe(200);
    const read = await api.http.get(path).set(as('support'));
    const selected = (read.body as Address[]).filter((a) => a.selected).map((a) => a.id);
    expect(selected.sort()).toEqual([first!.id, second!.id].sort());
    expect((await api.http.put(path).set(as('support')).send({ addressIds: [] })).status).toBe(403);
    expect((await api.http.put(path).set(as('attorney-owner')).send({ addressIds: 'x' })).status).toBe(400);
  });

  it('another company, an unknown license or address answer 404', async () => {
    const [license] = licenses();
    const foreignLicense = api.server.store
      .collection('licenses')
      .findBy('companyId', companyIdOf('health-provider-owner'))[0]!;
    const mine = companyIdOf('attorney-owner');
    const get = (path: string, role = 'attorney-owner') => api.http.get(path).set(as(role));
    expect((await get(`/api/addresses/license/${foreignLicense.id}`)).status).toBe(404);
    expect((await get('/api/addresses/license/nope')).status).toBe(404);
    expect(
      (
        await api.http
          .get('/api/addresses')
          .query({ licenseIds: foreignLicense.id })
          .set(as('attorney-owner'))
      ).status,
    ).toBe(404);
    expect((await get(`/api/addresses/company/${mine}/license/${foreignLicense.id}`)).status).toBe(404);
    expect(
      (await get(`/api/addresses/company/${mine}/license/${license!.id}`, 'health-provider-owner')).status,
    ).toBe(403);
    const foreignAddress = stored('health-provider-owner')[0]!.id;
    const res = await api.http
      .put(`/api/addresses/company/${mine}/license/${license!.id}`)
      .set(as('attorney-owner'))
      .send({ addressIds: [foreignAddress] });
    expect(res.status).toBe(404);
  });
});
