import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { MESSAGES } from '@casebridge/domain';
import type { SalesAssignmentEntry, User } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let admin: Record<string, string>;
let superUser: Record<string, string>;
let plainUser: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  admin = await as('system-admin');
  superUser = await as('super-user');
  plainUser = await as('user');
});
afterAll(() => api.close());

async function as(role: string) {
  return bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
}
const userOf = (role: string) =>
  api.server.store.collection('users').findOne('email', demoAccount((a) => a.role === role).email)!;
const users = () => [...api.server.store.collection('users').all()];
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;
const newUser = { name: 'Nora', lastName: 'Quinn', email: 'nora.quinn@casebridge.test', userType: 'USER' };

describe('internal users', () => {
  it('lists internal users only, in pages with the spec parameters', async () => {
    const res = await api.http.get('/api/internal-users?size=5&page=0&sort=lastName,asc').set(plainUser);
    expect(res.status).toBe(200);
    const internal = users().filter((u) => ['SYSTEM_ADMIN', 'SUPER_USER', 'USER'].includes(u.userType));
    expect(totalOf(res)).toBe(internal.length);
    expect((res.body as User[]).every((u) => !('passwordHash' in u))).toBe(true);
    const names = (res.body as User[]).map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lets a system admin create an internal user who receives a temporary password and can sign in', async () => {
    const res = await api.http.post('/api/internal-users').set(admin).send(newUser);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: newUser.email, userType: 'USER', passwordReset: true });
    const mail = api.mailsTo(newUser.email)[0]!;
    const password = /Temporary password: (\S+)/.exec(mail.body)![1]!;
    const login = await api.http.post('/api/users/login').send({ email: newUser.email, password });
    expect(login.status).toBe(200);
  });

  it('refuses a taken e-mail, bad input and a role that may not manage users', async () => {
    const taken = await api.http.post('/api/internal-users').set(admin).send(newUser);
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe(MESSAGES.emailTaken);
    const bad = await api.http
      .post('/api/internal-users')
      .set(admin)
      .send({ ...newUser, email: 'x', userType: 'KING' });
    expect(bad.status).toBe(400);
    expect((await api.http.post('/api/internal-users').set(superUser).send(newUser)).status).toBe(403);
  });

  it('edits role and position, disables and re-activates a user, never oneself', async () => {
    const target = api.server.store.collection('users').findOne('email', newUser.email)!;
    const edit = await api.http.put(`/api/internal-users/${target.id}`).set(admin).send({
      name: target.name,
      lastName: target.lastName,
      email: target.email,
      userType: 'SUPER_USER',
      position: 'SALES_REPRESENTATIVE',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ userType: 'SUPER_USER', position: 'SALES_REPRESENTATIVE' });
    const disabled = await api.http.put(`/api/internal-users/${target.id}/status/DISABLED`).set(admin);
    expect(disabled.body).toMatchObject({ status: 'DISABLED', enabled: false });
    const mail = api.mailsTo(newUser.email)[0]!;
    const password = /Temporary password: (\S+)/.exec(mail.body)![1]!;
    const login = await api.http.post('/api/users/login').send({ email: target.email, password });
    expect(login.status).toBe(403);
    expect((await api.http.put(`/api/internal-users/${target.id}/status/DISABLED`).set(admin)).status).toBe(
      409,
    );
    expect(
      (await api.http.put(`/api/internal-users/${target.id}/status/ACTIVE`).set(admin)).body,
    ).toMatchObject({ status: 'ACTIVE' });
    expect((await api.http.put(`/api/internal-users/${target.id}/status/ASLEEP`).set(admin)).status).toBe(
      400,
    );
    const self = await api.http
      .put(`/api/internal-users/${userOf('system-admin').id}/status/DISABLED`)
      .set(admin);
    expect(messageOf(self)).toBe(MESSAGES.cannotChangeOwnAccount);
    expect(
      (await api.http.put(`/api/internal-users/${userOf('attorney-owner').id}/status/DISABLED`).set(admin))
        .status,
    ).toBe(404);
  });
});

describe('sales representatives', () => {
  it('lists current and historical assignments with their dates', async () => {
    const current = await api.http.get('/api/internal-users/sales-representatives').set(plainUser);
    const ended = await api.http.get('/api/internal-users/sales-representatives/historical').set(plainUser);
    const all = [...api.server.store.collection('salesAssignments').all()];
    expect(totalOf(current)).toBe(all.filter((a) => a.endDate === null).length);
    expect(totalOf(ended)).toBe(all.filter((a) => a.endDate !== null).length);
    expect((ended.body as SalesAssignmentEntry[]).every((a) => a.endDate && !a.current)).toBe(true);
  });

  it('assigns a representative: the previous assignment moves to history with its end date', async () => {
    const rep = userOf('sales-representative');
    const company = [...api.server.store.collection('companies').all()].find(
      (c) => c.salesRepresentativeId && c.salesRepresentativeId !== rep.id && c.status !== 'DELETED',
    )!;
    const previousRep = company.salesRepresentativeId;
    const res = await api.http
      .post('/api/internal-users/sales-representatives')
      .set(superUser)
      .send({ companyId: company.id, salesRepresentativeId: rep.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ companyId: company.id, salesRepresentativeId: rep.id, current: true });
    expect(api.server.store.collection('companies').get(company.id)!.salesRepresentativeId).toBe(rep.id);
    const filter = encodeURIComponent(JSON.stringify({ companyId: company.id }));
    const history = await api.http
      .get(`/api/internal-users/sales-representatives/historical?filter=${filter}`)
      .set(plainUser);
    const moved = (history.body as SalesAssignmentEntry[]).find(
      (a) => a.salesRepresentativeId === previousRep,
    )!;
    expect(moved.endDate).toBe(
      api.server.store.collection('salesAssignments').get(res.body.id as string)!.startDate,
    );
    const again = await api.http
      .post('/api/internal-users/sales-representatives')
      .set(superUser)
      .send({ companyId: company.id, salesRepresentativeId: rep.id });
    expect(messageOf(again)).toBe(MESSAGES.alreadyAssigned);
  });

  it('refuses a user who is not a sales representative, a missing company and a plain user', async () => {
    const company = [...api.server.store.collection('companies').all()][0]!;
    const notRep = await api.http
      .post('/api/internal-users/sales-representatives')
      .set(superUser)
      .send({ companyId: company.id, salesRepresentativeId: userOf('attorney-owner').id });
    expect(notRep.status).toBe(400);
    expect((notRep.body as { fields: Record<string, string> }).fields.salesRepresentativeId).toBe(
      MESSAGES.notSalesRepresentative,
    );
    const body = { companyId: 'nope', salesRepresentativeId: userOf('sales-representative').id };
    expect(
      (await api.http.post('/api/internal-users/sales-representatives').set(superUser).send(body)).status,
    ).toBe(404);
    expect(
      (await api.http.post('/api/internal-users/sales-representatives').set(plainUser).send(body)).status,
    ).toBe(403);
  });
});

describe('external users', () => {
  it('lists external users only', async () => {
    const res = await api.http.get('/api/users?range=[0,9]').set(plainUser);
    expect(res.status).toBe(200);
    expect(
      (res.body as User[]).every((u) =>
        ['HEALTH_PROVIDER', 'ATTORNEY', 'SUPPORT', 'CLAIMANT'].includes(u.userType),
      ),
    ).toBe(true);
  });

  it('disables and enables an external user; a disabled user cannot sign in', async () => {
    const member = userOf('attorney-member');
    const off = await api.http.put(`/api/users/${member.id}/disable`).set(superUser);
    expect(off.body).toMatchObject({ enabled: false, status: 'DISABLED' });
    expect(
      (await api.http.post('/api/users/login').send({ email: member.email, password: DEMO_PASSWORD })).status,
    ).toBe(403);
    expect((await api.http.put(`/api/users/${member.id}/disable`).set(superUser)).status).toBe(409);
    expect((await api.http.put(`/api/users/${member.id}/enable`).set(superUser)).body).toMatchObject({
      enabled: true,
      status: 'ACTIVE',
    });
    expect(
      (await api.http.post('/api/users/login').send({ email: member.email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('activates an unverified user and refuses an already verified one', async () => {
    const unverified = users().find((u) => !u.verified && u.userType !== 'USER')!;
    expect((await api.http.put(`/api/users/${unverified.id}/activate`).set(superUser)).body).toMatchObject({
      verified: true,
    });
    expect((await api.http.put(`/api/users/${unverified.id}/activate`).set(superUser)).status).toBe(409);
  });

  it("switches professional profiles: internal staff, or the member's own company OWNER", async () => {
    const member = userOf('attorney-member');
    const owner = await as('attorney-owner');
    const first = member.professionalProfileActive ? 'deactivate' : 'activate';
    const res = await api.http.put(`/api/users/profile/${member.id}/${first}`).set(owner);
    expect(res.status).toBe(200);
    expect((res.body as User).professionalProfileActive).toBe(first === 'activate');
    const other = await as('health-provider-owner');
    expect((await api.http.put(`/api/users/profile/${member.id}/activate`).set(other)).status).toBe(403);
    const support = userOf('support');
    expect(messageOf(await api.http.put(`/api/users/profile/${support.id}/activate`).set(superUser))).toBe(
      MESSAGES.noProfessionalProfile,
    );
  });

  it('refuses a plain internal user, an internal target and answers is-premium', async () => {
    const member = userOf('attorney-member');
    expect((await api.http.put(`/api/users/${member.id}/disable`).set(plainUser)).status).toBe(403);
    expect(messageOf(await api.http.put(`/api/users/${userOf('user').id}/disable`).set(superUser))).toBe(
      MESSAGES.notExternalUser,
    );
    const premium = await api.http.get(`/api/users/${userOf('attorney-owner').id}/is-premium`).set(plainUser);
    expect(premium.body).toEqual({ premium: true });
  });
});

describe('GET /users/{id}/is-premium (issue 17 item 7: scoped by the caller)', () => {
  const isPremium = async (target: string, caller: string) =>
    api.http.get(`/api/users/${userOf(target).id}/is-premium`).set(await as(caller));

  it('answers an external user about themselves and their colleagues, 404 about another company', async () => {
    expect((await isPremium('attorney-member', 'attorney-member')).body).toEqual({ premium: true });
    expect((await isPremium('attorney-owner', 'attorney-member')).body).toEqual({ premium: true });
    for (const caller of ['attorney-member', 'claimant', 'factoring-company']) {
      const other = await isPremium('health-provider-owner', caller);
      expect([caller, other.status, other.body.error]).toEqual([caller, 404, 'no_such_element']);
    }
    expect((await isPremium('health-provider-owner', 'user')).status).toBe(200);
  });
});
