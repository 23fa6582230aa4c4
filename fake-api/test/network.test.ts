/**
 * Invite Friends, My Network, associates and user details (issue 12): POST /refer-friends, GET
 * /refer-friends/participants/{id}, /refer-friends/rewards/count, GET /network, /users/my-associates-users,
 * /user-details, /user-details/{value}/exists, /user-details/info/names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOW_YOU_HEAR_ABOUT_US, MESSAGES, REFERRAL_MESSAGES } from '@casebridge/domain';
import type { Associate, NetworkContact, ReferralParticipantView } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'health-provider-owner',
  'facility-owner',
  'claimant',
  'factoring-company',
  'owner-pending-review',
  'system-admin',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());
const as = (role: string) => tokens[role]!;
const user = (role: string) => userOfRole(api, role);

describe('Invite Friends', () => {
  it('invites by e-mail with the sign-up link; the friend’s sign-up moves the reward counter', async () => {
    const owner = user('attorney-owner');
    const before = (await api.http.get('/api/refer-friends/rewards/count').set(as('attorney-owner'))).body;
    expect(before).toEqual({ count: 4, goal: 10, label: '4/10' });
    const res = await api.http
      .post('/api/refer-friends')
      .set(as('attorney-owner'))
      .send({ referralEmail: 'New.Friend@Example.test' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ referralEmail: 'new.friend@example.test', joined: false });
    const mail = api.mailsTo('new.friend@example.test').at(-1)!;
    const link = /\/sign-up\?grsf=[^\s]+/.exec(mail.body)![0];
    expect(link).toBe(`/sign-up?grsf=${owner.id}&email=new.friend%40example.test`);

    const signUp = await api.http.post('/api/users/signup').send({
      name: 'New',
      lastName: 'Friend',
      email: 'new.friend@example.test',
      password: 'Friend#2026pass',
      companyName: 'Friendly Law',
      companyType: 'ATTORNEY',
      howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
      grsf: owner.id,
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const after = (await api.http.get('/api/refer-friends/rewards/count').set(as('attorney-owner'))).body;
    expect(after).toEqual({ count: 5, goal: 10, label: '5/10' });
    const list = (await api.http.get(`/api/refer-friends/participants/${owner.id}`).set(as('attorney-owner')))
      .body as ReferralParticipantView[];
    expect(list.find((p) => p.referralEmail === 'new.friend@example.test')?.joined).toBe(true);
  });

  it('refuses a bad e-mail, oneself, a member and a second invite', async () => {
    const post = (referralEmail: string) =>
      api.http.post('/api/refer-friends').set(as('health-provider-owner')).send({ referralEmail });
    expect((await post('not-an-email')).status).toBe(400);
    expect((await post(user('health-provider-owner').email)).status).toBe(400);
    const member = await post(user('attorney-owner').email);
    expect([member.status, member.body.message]).toEqual([409, REFERRAL_MESSAGES.alreadyMember]);
    expect((await post('someone@example.test')).status).toBe(201);
    const twice = await post('SOMEONE@example.test');
    expect([twice.status, twice.body.message]).toEqual([409, REFERRAL_MESSAGES.alreadyInvited]);
  });

  it('is for external users of a VALIDATED company, and each reads only its own participants', async () => {
    for (const role of ['claimant', 'owner-pending-review', 'system-admin']) {
      expect((await api.http.get('/api/refer-friends/rewards/count').set(as(role))).status, role).toBe(403);
      const post = await api.http
        .post('/api/refer-friends')
        .set(as(role))
        .send({ referralEmail: 'x@y.test' });
      expect(post.status, role).toBe(403);
    }
    const other = await api.http
      .get(`/api/refer-friends/participants/${user('attorney-owner').id}`)
      .set(as('health-provider-owner'));
    expect(other.status).toBe(404);
    expect(
      (await api.http.get('/api/refer-friends/participants/nope').set(as('attorney-owner'))).status,
    ).toBe(404);
  });
});

describe('My Network', () => {
  it('lists the companies worked with, with relations, and searches them', async () => {
    const res = await api.http.get('/api/network').set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const contacts = res.body as NetworkContact[];
    const riverside = contacts.find((c) => c.id === user('health-provider-owner').companyId);
    expect(riverside?.relations).toContain('CASE');
    expect(riverside?.userId).toBe(user('health-provider-owner').id);
    expect(contacts.some((c) => c.id === user('attorney-owner').companyId)).toBe(false);
    const names = contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Every word must match (name, keywords, city or state): the firm's full name finds it alone; another
    // company of the network may be in a city called Riverside.
    const searched = (
      await api.http.get('/api/network').query({ q: riverside!.name }).set(as('attorney-owner'))
    ).body as NetworkContact[];
    expect(searched.map((c) => c.id)).toEqual([riverside!.id]);
    const byWord = (await api.http.get('/api/network?q=riverside').set(as('attorney-owner')))
      .body as NetworkContact[];
    expect(byWord.map((c) => c.id)).toContain(riverside!.id);
    expect(byWord.length).toBeLessThan(contacts.length);
    const provider = (await api.http.get('/api/network').set(as('health-provider-owner')))
      .body as NetworkContact[];
    expect(provider.some((c) => c.id === user('attorney-owner').companyId)).toBe(true);
  });

  it('is refused to claimants, factoring staff and internal users', async () => {
    for (const role of ['claimant', 'factoring-company', 'system-admin']) {
      expect((await api.http.get('/api/network').set(as(role))).status, role).toBe(403);
      expect((await api.http.get('/api/users/my-associates-users').set(as(role))).status, role).toBe(403);
    }
  });

  it('lists the company’s other active users as associates', async () => {
    const res = await api.http.get('/api/users/my-associates-users').set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const associates = res.body as Associate[];
    expect(associates.map((a) => a.email)).toContain(user('attorney-member').email);
    expect(associates.map((a) => a.email)).not.toContain(user('attorney-owner').email);
    expect(associates.every((a) => !('password' in a) && !('passwordHash' in a))).toBe(true);
  });
});

describe('user details', () => {
  it('answers the caller’s own details', async () => {
    const res = await api.http.get('/api/user-details').set(as('attorney-member'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user('attorney-member').id,
      companyId: user('attorney-member').companyId,
    });
    expect((await api.http.get('/api/user-details')).status).toBe(401);
  });

  it('says whether an e-mail is taken by another user', async () => {
    const email = encodeURIComponent(user('attorney-member').email);
    const taken = await api.http.get(`/api/user-details/${email}/exists`).set(as('attorney-owner'));
    expect(taken.body).toEqual({ exists: true });
    const own = await api.http
      .get(`/api/user-details/${email}/exists?userId=${user('attorney-member').id}`)
      .set(as('attorney-member'));
    expect(own.body).toEqual({ exists: false });
    const free = await api.http.get('/api/user-details/nobody%40x.test/exists').set(as('attorney-owner'));
    expect(free.body).toEqual({ exists: false });
  });

  it('names only users the caller may know', async () => {
    const ids = [
      user('attorney-member').id,
      user('health-provider-owner').id,
      user('factoring-company').id,
      'nope',
    ];
    const res = await api.http
      .get(`/api/user-details/info/names?ids=${ids.join(',')}`)
      .set(as('attorney-owner'));
    expect(res.status).toBe(200);
    expect(res.body.map((n: { id: string }) => n.id).sort()).toEqual(
      [user('attorney-member').id, user('health-provider-owner').id].sort(),
    );
    expect((await api.http.get('/api/user-details/info/names').set(as('attorney-owner'))).status).toBe(400);
    expect((await api.http.get('/api/user-details/info/names?ids=x').set(as('claimant'))).status).toBe(403);
  });
});

describe('company keywords', () => {
  it('saves the comma-separated keywords with the domain’s rules', async () => {
    const company = api.server.store.collection('companies').get(user('attorney-owner').companyId!)!;
    const put = (keywords: string) =>
      api.http
        .put(`/api/companies/${company.id}`)
        .set(as('attorney-owner'))
        .send({ name: company.name, keywords });
    const ok = await put('car accidents,spanish speaking');
    expect(ok.status).toBe(200);
    expect(ok.body.keywords).toBe('car accidents,spanish speaking');
    const duplicate = await put('Spine,spine');
    expect([duplicate.status, duplicate.body.fields?.keywords]).toEqual([400, MESSAGES.duplicatedKeywords]);
    expect((await put('x-ray')).body.fields?.keywords).toBe(MESSAGES.keywordInvalidCharacters);
    expect((await put('a'.repeat(31))).status).toBe(400);
    expect((await put(Array.from({ length: 11 }, (_, i) => `k${i}`).join(','))).status).toBe(400);
    const member = await api.http
      .put(`/api/companies/${company.id}`)
      .set(as('attorney-member'))
      .send({ name: company.name, keywords: 'x' });
    expect(member.status).toBe(403);
  });
});
