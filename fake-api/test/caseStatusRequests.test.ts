/** Requests for case status: a collaborator on Advanced or Premium asks, the firm answers (issue 11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TRANSITIONS, MESSAGES, STATUS_REQUEST_MESSAGES, maxLengthMessage } from '@casebridge/domain';
import type { CaseStatusRequestList, CaseStatusRequestView, LegalCase } from '@casebridge/domain';
import { demoAccount, signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'health-provider-owner',
  'claimant',
  'basic-attorney-owner',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const store = () => api.server.store;
const userOf = (role: string) =>
  store()
    .collection('users')
    .findOne('email', demoAccount((a) => a.role === role).email)!;
const companyOf = (role: string) => userOf(role).companyId!;
const requestsOf = (caseId: string) => store().collection('caseStatusRequests').findBy('caseId', caseId);
/** Cases of the demo firm the demo provider works on with no request open, not yet used by a test. */
const used = new Set<string>();
function freshSharedCase(): LegalCase {
  const found = [...store().collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === companyOf('attorney-owner') &&
      c.collaboratorCompanyIds.includes(companyOf('health-provider-owner')) &&
      !used.has(c.id) &&
      c.status !== 'SETTLED' &&
      !requestsOf(c.id).some((r) => r.state === 'OPEN'),
  )!;
  used.add(found.id);
  return found;
}
const list = (caseId: string, role: string) =>
  api.http.get(`/api/cases/${caseId}/status-requests`).set(as(role));
const ask = (caseId: string, role = 'health-provider-owner', body: object = { message: 'Any news?' }) =>
  api.http.post(`/api/cases/${caseId}/status-requests`).set(as(role)).send(body);
const answer = (caseId: string, requestId: string, body: object, role = 'attorney-member') =>
  api.http.put(`/api/cases/${caseId}/status-requests/${requestId}/answer`).set(as(role)).send(body);
const notificationsOf = (userId: string) => store().collection('notifications').findBy('userId', userId);

describe('asking for a status update', () => {
  it('lets a Premium collaborator ask once, notifies the firm, and shows the request as open', async () => {
    const target = freshSharedCase();
    expect(((await list(target.id, 'health-provider-owner')).body as CaseStatusRequestList).ask).toBe(
      'ALLOWED',
    );
    const owner = userOf('attorney-owner');
    const before = notificationsOf(owner.id).length;
    const res = await ask(target.id);
    expect(res.status).toBe(201);
    expect(res.body as CaseStatusRequestView).toMatchObject({ state: 'OPEN', message: 'Any news?' });
    expect(notificationsOf(owner.id)).toHaveLength(before + 1);
    expect(notificationsOf(owner.id).at(-1)).toMatchObject({
      section: 'CASE',
      action: 'REQUEST_CASE_STATUS',
      caseFolio: target.folio,
    });
    const firm = (await list(target.id, 'attorney-member')).body as CaseStatusRequestList;
    expect(firm.ask).toBe('NOT_ALLOWED');
    expect(firm.requests[0]).toMatchObject({ state: 'OPEN', companyId: companyOf('health-provider-owner') });
    const again = await ask(target.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STATUS_REQUEST_MESSAGES.alreadyOpen);
    expect(((await list(target.id, 'health-provider-owner')).body as CaseStatusRequestList).ask).toBe(
      'ALREADY_OPEN',
    );
  });

  it('answers a Basic collaborator with the upgrade prompt (403), and refuses the firm and the claimant', async () => {
    const target = freshSharedCase();
    const sub = store().collection('subscriptions').findOne('companyId', companyOf('health-provider-owner'))!;
    store().update('subscriptions', sub.id, { planType: 'BASIC' });
    try {
      expect(((await list(target.id, 'health-provider-owner')).body as CaseStatusRequestList).ask).toBe(
        'UPGRADE',
      );
      const refused = await ask(target.id);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(STATUS_REQUEST_MESSAGES.upgrade);
      expect(requestsOf(target.id).filter((r) => r.state === 'OPEN')).toHaveLength(0);
    } finally {
      store().update('subscriptions', sub.id, { planType: 'PRO' });
    }
    expect((await ask(target.id, 'attorney-owner')).status).toBe(403);
    const claimantCase = [...store().collection('cases').all()].find(
      (c) => c.claimantId && c.attorneyCompanyId === companyOf('attorney-owner'),
    )!;
    expect((await list(claimantCase.id, 'claimant')).status).toBe(403);
    expect((await ask(claimantCase.id, 'claimant')).status).toBe(403);
  });

  it('refuses bad input, other firms and unknown cases', async () => {
    const target = freshSharedCase();
    used.delete(target.id);
    const long = await ask(target.id, 'health-provider-owner', { message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(maxLengthMessage(500));
    expect((await list(target.id, 'basic-attorney-owner')).status).toBe(404);
    expect((await ask(target.id, 'basic-attorney-owner')).status).toBe(404);
    expect((await list('nope', 'attorney-owner')).status).toBe(404);
    expect((await ask('nope')).status).toBe(404);
    expect((await api.http.get(`/api/cases/${target.id}/status-requests`)).status).toBe(401);
  });
});

describe('answering a request', () => {
  it('answers with a status move, notifies the asker, and refuses a second answer', async () => {
    const target = freshSharedCase();
    const request = (await ask(target.id)).body as CaseStatusRequestView;
    const provider = userOf('health-provider-owner');
    const before = notificationsOf(provider.id).length;
    const next = CASE_TRANSITIONS[target.status][0]!;
    const res = await answer(target.id, request.id, { answer: 'Demand goes out Friday', status: next });
    expect(res.status).toBe(200);
    expect(res.body as CaseStatusRequestView).toMatchObject({
      state: 'ANSWERED',
      answer: 'Demand goes out Friday',
      statusAtAnswer: next,
    });
    expect(store().collection('cases').get(target.id)!.status).toBe(next);
    expect(notificationsOf(provider.id)).toHaveLength(before + 1);
    expect(notificationsOf(provider.id).at(-1)).toMatchObject({
      action: 'UPDATE_CASE_STATUS',
      caseFolio: target.folio,
    });
    const seen = (await list(target.id, 'health-provider-owner')).body as CaseStatusRequestList;
    expect(seen.requests[0]).toMatchObject({ id: request.id, state: 'ANSWERED' });
    expect(seen.ask).toBe('ALLOWED');
    const twice = await answer(target.id, request.id, { answer: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(STATUS_REQUEST_MESSAGES.answered);
  });

  it('writes nothing when the status move is off the graph, and refuses bad input, other roles and unknown ids', async () => {
    const target = freshSharedCase();
    const request = (await ask(target.id)).body as CaseStatusRequestView;
    const offGraph = (['INTAKE', 'TREATING', 'SETTLED', 'CLOSED'] as const).find(
      (s) => s !== target.status && !CASE_TRANSITIONS[target.status].includes(s),
    )!;
    const refused = await answer(target.id, request.id, { answer: 'Moving on', status: offGraph });
    expect(refused.status).toBe(409);
    expect(store().collection('caseStatusRequests').get(request.id)!.state).toBe('OPEN');
    expect(store().collection('cases').get(target.id)!.status).toBe(target.status);
    const empty = await answer(target.id, request.id, { answer: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(MESSAGES.fieldRequired);
    expect((await answer(target.id, request.id, { answer: 'x', status: 'NOPE' })).status).toBe(400);
    expect((await answer(target.id, request.id, { answer: 'Mine' }, 'health-provider-owner')).status).toBe(
      403,
    );
    expect((await answer(target.id, 'nope', { answer: 'x' })).status).toBe(404);
    const elsewhere = freshSharedCase();
    expect((await answer(elsewhere.id, request.id, { answer: 'x' })).status).toBe(404);
    expect((await answer(target.id, request.id, { answer: 'x' }, 'basic-attorney-owner')).status).toBe(404);
  });

  it('answers every open request when the firm changes the case’s status', async () => {
    const target = freshSharedCase();
    const request = (await ask(target.id)).body as CaseStatusRequestView;
    const next = CASE_TRANSITIONS[target.status][0]!;
    const moved = await api.http
      .put(`/api/cases/${target.id}/status`)
      .set(as('attorney-owner'))
      .send({ status: next, comment: 'Records received' });
    expect(moved.status).toBe(200);
    expect(store().collection('caseStatusRequests').get(request.id)).toMatchObject({
      state: 'ANSWERED',
      answer: 'Records received',
      statusAtAnswer: next,
    });
  });
});
