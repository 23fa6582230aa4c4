/**
 * SPEC.md section 6's plan features on the server (issue 40 item 2), from the domain's one table: Basic is
 * refused automated document requests, bulk uploads, status requests, the admin dashboard and task tools with
 * the table's message; Advanced has the first four; the premium toggles need Premium. A wrong role is still a
 * 403 or 404 before the plan is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURE_UPGRADE_MESSAGES } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['basic-attorney-owner', 'attorney-owner', 'claimant', 'provider-member'];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const companyOf = (role: string) => userOfRole(api, role).companyId!;
/** A case of the role's firm with a collaborator to ask. */
function caseOf(role: string) {
  const firm = companyOf(role);
  return api.server.store
    .collection('cases')
    .findBy('attorneyCompanyId', firm)
    .find((c) => c.collaboratorCompanyIds.length > 0)!;
}
const request = { category: 'BILL', message: 'Please upload the latest bill.' };

describe('automated document requests (POST /cases/{id}/files/requests)', () => {
  it('refuses a Basic firm with the upgrade message (403)', async () => {
    const c = caseOf('basic-attorney-owner');
    const res = await api.http
      .post(`/api/cases/${c.id}/files/requests`)
      .set(as('basic-attorney-owner'))
      .send({ ...request, companyId: c.collaboratorCompanyIds[0] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PLAN_FEATURE_UPGRADE_MESSAGES.automatedDocumentRequests);
    const activity = api.server.store.collection('caseActivities').findBy('caseId', c.id);
    expect(activity.some((a) => JSON.stringify(a).includes(request.message))).toBe(false);
  });

  it('lets a Premium firm ask (201) and an Advanced provider ask the firm (201)', async () => {
    const c = caseOf('attorney-owner');
    const firm = await api.http
      .post(`/api/cases/${c.id}/files/requests`)
      .set(as('attorney-owner'))
      .send({ ...request, companyId: c.collaboratorCompanyIds[0] });
    expect(firm.status).toBe(201);
    const advanced = companyOf('provider-member');
    const shared = api.server.store.collection('cases').findBy('collaboratorCompanyIds', advanced)[0]!;
    const provider = await api.http
      .post(`/api/cases/${shared.id}/files/requests`)
      .set(as('provider-member'))
      .send(request);
    expect(provider.status).toBe(201);
  });

  it('still refuses the claimant by role, whatever the plan (403)', async () => {
    const mine = (await api.http.get('/api/cases').set(as('claimant'))).body as { id: string }[];
    const res = await api.http
      .post(`/api/cases/${mine[0]!.id}/files/requests`)
      .set(as('claimant'))
      .send(request);
    expect(res.status).toBe(403);
    expect(res.body.message).not.toBe(PLAN_FEATURE_UPGRADE_MESSAGES.automatedDocumentRequests);
  });

  it('follows the plan: a canceled Premium subscription is Basic', async () => {
    const c = caseOf('attorney-owner');
    const sub = api.server.store
      .collection('subscriptions')
      .findOne('companyId', companyOf('attorney-owner'))!;
    await api.server.core.runJob((services) => {
      services.store.update('subscriptions', sub.id, { status: 'CANCELED' });
    });
    try {
      const res = await api.http
        .post(`/api/cases/${c.id}/files/requests`)
        .set(as('attorney-owner'))
        .send({ ...request, companyId: c.collaboratorCompanyIds[0] });
      expect(res.status).toBe(403);
    } finally {
      await api.server.core.runJob((services) => {
        services.store.update('subscriptions', sub.id, { status: sub.status });
      });
    }
  });
});

describe('the other features answer the same table’s message on Basic', () => {
  it('bulk uploads, the admin dashboard and task tools: 403 with their upgrade message', async () => {
    const basic = as('basic-attorney-owner');
    const bulk = await api.http
      .post('/api/cases/bulk-upload/check')
      .set(basic)
      .attach('file', Buffer.from('a,b\n1,2\n'), 'cases.csv');
    expect(bulk.status).toBe(403);
    expect(bulk.body.message).toBe(PLAN_FEATURE_UPGRADE_MESSAGES.bulkUploads);
    const dashboard = await api.http.get('/api/dashboard').set(basic);
    expect(dashboard.status).toBe(403);
    expect(dashboard.body.message).toBe(PLAN_FEATURE_UPGRADE_MESSAGES.adminDashboard);
    const task = await api.http
      .post('/api/tasks')
      .set(basic)
      .send({
        title: 'Call the client',
        category: 'DOCUMENTS',
        assigneeId: userOfRole(api, 'basic-attorney-owner').id,
        dueDate: '2026-12-01',
        caseId: caseOf('basic-attorney-owner').id,
      });
    expect(task.status).toBe(403);
    expect(task.body.message).toBe(PLAN_FEATURE_UPGRADE_MESSAGES.taskTools);
  });
});
