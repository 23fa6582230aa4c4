/**
 * My Company's people (issue 15): member details (SUPPORT excluded), support staff, licenses, the facility;
 * inviting a member (outbox), changing a permission, disabling; deleting the company (owner, typed name):
 * success, bad input, wrong role or company, missing record, refused change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MEMBER_MESSAGES, MESSAGES, SUPPORT_STAFF_LIMITS } from '@casebridge/domain';
import type { MemberDetails, User } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { demoAccount, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'attorney-member',
  'support',
  'health-provider-owner',
  'facility-owner',
  'basic-attorney-owner',
  'owner-incomplete',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const firm = () => userOfRole(api, 'attorney-owner').companyId!;
const get = (path: string, role = 'attorney-owner') => api.http.get(`/api/companies/${path}`).set(as(role));

describe('the company’s people (reads)', () => {
  it('member details exclude SUPPORT members; supports are only them', async () => {
    const details = await get(`${firm()}/members-details`, 'attorney-member');
    expect(details.status).toBe(200);
    const users = api.server.store.collection('users').findBy('companyId', firm());
    expect((details.body as MemberDetails[]).map((m) => m.id).sort()).toEqual(
      users
        .filter((u) => u.userType !== 'SUPPORT')
        .map((u) => u.id)
        .sort(),
    );
    expect((details.body as MemberDetails[])[0]).toHaveProperty('lastname');
    const supports = (await get(`${firm()}/supports`)).body as User[];
    expect(supports.map((u) => u.id)).toContain(userOfRole(api, 'support').id);
    expect(supports.every((u) => u.userType === 'SUPPORT')).toBe(true);
  });
  it('licenses and the facility record', async () => {
    const licenses = await get(`${firm()}/licenses`);
    expect(licenses.status).toBe(200);
    expect(licenses.body.length).toBe(
      api.server.store.collection('licenses').findBy('companyId', firm()).length,
    );
    expect((await get(`${firm()}/facilities`)).body).toEqual([]);
    const facilityId = userOfRole(api, 'facility-owner').companyId!;
    const facility = await get(`${facilityId}/facilities`, 'facility-owner');
    expect(facility.body[0]).toMatchObject({ id: facilityId, professionalLicense: expect.any(Object) });
  });
  it('another company’s users get 404 (403 from the access check), an unknown company 404', async () => {
    expect((await get(`${firm()}/members-details`, 'health-provider-owner')).status).toBe(403);
    expect((await api.http.get('/api/companies/nope/licenses').set(as('attorney-owner'))).status).toBe(403);
  });
});

describe('inviting, permissions and disabling', () => {
  const invite = (body: object, role = 'attorney-owner', id = firm()) =>
    api.http.post(`/api/companies/${id}/members`).set(as(role)).send(body);
  const member = {
    email: 'Nora.Quinn@hartwell-law.test',
    name: 'Nora',
    lastName: 'Quinn',
    userType: 'ATTORNEY',
  };

  it('invites a member by e-mail with a temporary password that signs in', async () => {
    const res = await invite(member, 'attorney-admin');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'nora.quinn@hartwell-law.test',
      permission: 'MEMBER',
      companyId: firm(),
    });
    const [mail] = api.mailsTo('nora.quinn@hartwell-law.test');
    const password = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
    const login = await api.http.post('/api/users/login').send({ email: member.email, password });
    expect(login.status).toBe(200);
    expect((await invite(member)).status).toBe(409);
  });
  it('refuses bad input, plain members and other companies', async () => {
    expect((await invite({ ...member, email: 'x' })).status).toBe(400);
    expect((await invite({ ...member, email: 'a@b.test', userType: 'CLAIMANT' })).status).toBe(400);
    expect((await invite({ ...member, email: 'b@b.test' }, 'support')).status).toBe(403);
    expect((await invite({ ...member, email: 'c@b.test' }, 'health-provider-owner')).status).toBe(404);
  });
  it('support staff stop at the plan’s limit (Premium unlimited)', async () => {
    expect(SUPPORT_STAFF_LIMITS.PRO).toBeNull();
    const basic = userOfRole(api, 'basic-attorney-owner').companyId!;
    const limit = SUPPORT_STAFF_LIMITS.BASIC!;
    const existing = api.server.store
      .collection('users')
      .findBy('companyId', basic)
      .filter((u) => u.userType === 'SUPPORT' && u.enabled).length;
    for (let i = existing; i < limit; i++)
      expect(
        (
          await invite(
            { ...member, email: `s${i}@ridge.test`, userType: 'SUPPORT' },
            'basic-attorney-owner',
            basic,
          )
        ).status,
      ).toBe(201);
    const over = await invite(
      { ...member, email: 'over@ridge.test', userType: 'SUPPORT' },
      'basic-attorney-owner',
      basic,
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toContain(`allows ${limit} support staff`);
    expect((await invite({ ...member, email: 'sup@hartwell-law.test', userType: 'SUPPORT' })).status).toBe(
      201,
    );
  });
  it('changes a permission and disables a member; never the owner nor oneself', async () => {
    const target = userOfRole(api, 'attorney-member');
    const path = (userId: string, what: string) => `/api/companies/${firm()}/members/${userId}/${what}`;
    const res = await api.http
      .put(path(target.id, 'permission'))
      .set(as('attorney-owner'))
      .send({ permission: 'ADMIN' });
    expect(res.status).toBe(200);
    expect(res.body.permission).toBe('ADMIN');
    expect(
      (
        await api.http
          .put(path(target.id, 'permission'))
          .set(as('attorney-owner'))
          .send({ permission: 'OWNER' })
      ).status,
    ).toBe(400);
    const owner = userOfRole(api, 'attorney-owner');
    const onOwner = await api.http.put(path(owner.id, 'disable')).set(as('attorney-admin')).send({});
    expect(onOwner.status).toBe(409);
    expect(onOwner.body.message).toBe(COMPANY_MEMBER_MESSAGES.notTheOwner);
    const admin = userOfRole(api, 'attorney-admin');
    expect((await api.http.put(path(admin.id, 'disable')).set(as('attorney-admin')).send({})).status).toBe(
      409,
    );
    expect((await api.http.put(path('nope', 'disable')).set(as('attorney-owner')).send({})).status).toBe(404);
    expect((await api.http.put(path(target.id, 'disable')).set(as('support')).send({})).status).toBe(403);
    const nora = api.server.store.collection('users').findOne('email', 'nora.quinn@hartwell-law.test')!;
    expect((await api.http.put(path(nora.id, 'disable')).set(as('attorney-owner')).send({})).status).toBe(
      200,
    );
    const login = await api.http.post('/api/users/login').send({ email: nora.email, password: 'x' });
    expect(login.status).toBe(401);
  });
});

describe('DELETE /companies/{id}', () => {
  it('only the owner, typing the name; the company is DELETED and its users cannot sign in', async () => {
    const id = userOfRole(api, 'owner-incomplete').companyId!;
    const company = api.server.store.collection('companies').get(id)!;
    const del = (confirmation: string, role = 'owner-incomplete', companyId = id) =>
      api.http.delete(`/api/companies/${companyId}`).set(as(role)).send({ confirmation });
    expect((await del(company.name, 'attorney-admin', firm())).status).toBe(403);
    expect((await del(company.name, 'attorney-owner')).status).toBe(404);
    expect((await del('wrong name')).status).toBe(409);
    const res = await del(company.name);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('DELETED');
    const email = demoAccount((a) => a.role === 'owner-incomplete').email;
    const login = await api.http.post('/api/users/login').send({ email, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MESSAGES.accountDisabled);
  });
});
