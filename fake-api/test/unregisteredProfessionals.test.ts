/**
 * Unregistered professionals (issue 12): POST /unregistered-professionals/, PUT and GET
 * /unregistered-professionals/{id}, GET /unregistered-professionals/{companyId}/search, and the member they
 * become when they sign up from the invitation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOW_YOU_HEAR_ABOUT_US, UNREGISTERED_MESSAGES } from '@casebridge/domain';
import type { UnregisteredProfessionalView } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(
    api,
    ['attorney-owner', 'health-provider-owner', 'claimant', 'factoring-company'],
    tokens,
  );
});
afterAll(() => api.close());
const as = (role: string) => tokens[role]!;
const firm = () => userOfRole(api, 'attorney-owner').companyId!;
const input = (overrides: object = {}) => ({
  name: 'Rita',
  lastName: 'Outside',
  type: 'HEALTH_PROVIDER',
  email: 'Rita.Outside@example.test',
  ...overrides,
});

describe('unregistered professionals', () => {
  it('adds one, invites it by e-mail, and shows it as a member once it signs up', async () => {
    const created = await api.http
      .post('/api/unregistered-professionals')
      .set(as('attorney-owner'))
      .send(input());
    expect(created.status).toBe(201);
    const record = created.body as UnregisteredProfessionalView;
    expect(record).toMatchObject({
      status: 'NOT_INVITED',
      email: 'rita.outside@example.test',
      companyId: firm(),
    });
    const invited = await api.http
      .put(`/api/unregistered-professionals/${record.id}`)
      .set(as('attorney-owner'))
      .send(input({ invite: true }));
    expect(invited.status).toBe(200);
    expect(invited.body.status).toBe('INVITED');
    const mail = api.mailsTo('rita.outside@example.test').at(-1)!;
    expect(mail.body).toContain(
      `/sign-up?grsf=${userOfRole(api, 'attorney-owner').id}&email=rita.outside%40example.test`,
    );
    const signUp = await api.http.post('/api/users/signup').send({
      name: 'Rita',
      lastName: 'Outside',
      email: 'rita.outside@example.test',
      password: 'Outside#2026pass',
      companyName: 'Outside Therapy',
      companyType: 'HEALTH_PROVIDER',
      howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
      grsf: userOfRole(api, 'attorney-owner').id,
    });
    expect(signUp.status).toBe(201);
    const member = await api.http
      .get(`/api/unregistered-professionals/${record.id}`)
      .set(as('attorney-owner'));
    expect(member.body).toMatchObject({ status: 'MEMBER', member: { companyName: 'Outside Therapy' } });
    const again = await api.http
      .put(`/api/unregistered-professionals/${record.id}`)
      .set(as('attorney-owner'))
      .send(input({ invite: true }));
    expect([again.status, again.body.message]).toEqual([409, UNREGISTERED_MESSAGES.alreadyMember]);
  });

  it('searches the company’s own by type and name', async () => {
    const res = await api.http
      .get(`/api/unregistered-professionals/${firm()}/search?type=HEALTH_PROVIDER&search=rita`)
      .set(as('attorney-owner'));
    expect(res.status).toBe(200);
    expect((res.body as UnregisteredProfessionalView[]).map((p) => p.lastName)).toEqual(['Outside']);
    const all = await api.http
      .get(`/api/unregistered-professionals/${firm()}/search`)
      .set(as('attorney-owner'));
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const bad = await api.http
      .get(`/api/unregistered-professionals/${firm()}/search?type=NURSE`)
      .set(as('attorney-owner'));
    expect(bad.status).toBe(400);
  });

  it('refuses bad input and an invitation without an e-mail', async () => {
    const empty = await api.http.post('/api/unregistered-professionals').set(as('attorney-owner')).send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['lastName', 'name', 'type']);
    const badEmail = await api.http
      .post('/api/unregistered-professionals')
      .set(as('attorney-owner'))
      .send(input({ email: 'nope' }));
    expect(badEmail.status).toBe(400);
    const noEmail = await api.http
      .post('/api/unregistered-professionals')
      .set(as('attorney-owner'))
      .send(input({ email: '', invite: true }));
    expect([noEmail.status, noEmail.body.fields?.email]).toEqual([400, UNREGISTERED_MESSAGES.emailNeeded]);
  });

  it('keeps each company’s records to itself and refuses claimants and factoring staff', async () => {
    const [theirs] = api.server.store.collection('unregisteredProfessionals').findBy('companyId', firm());
    expect(
      (await api.http.get(`/api/unregistered-professionals/${theirs!.id}`).set(as('health-provider-owner')))
        .status,
    ).toBe(404);
    const put = await api.http
      .put(`/api/unregistered-professionals/${theirs!.id}`)
      .set(as('health-provider-owner'))
      .send(input());
    expect(put.status).toBe(404);
    expect(
      (
        await api.http
          .get(`/api/unregistered-professionals/${firm()}/search`)
          .set(as('health-provider-owner'))
      ).status,
    ).toBe(404);
    expect(
      (await api.http.get('/api/unregistered-professionals/nope').set(as('attorney-owner'))).status,
    ).toBe(404);
    for (const role of ['claimant', 'factoring-company']) {
      expect(
        (await api.http.post('/api/unregistered-professionals').set(as(role)).send(input())).status,
        role,
      ).toBe(403);
    }
  });
});
