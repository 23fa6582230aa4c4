/** Tasks (issue 16): create, edit, move along the status graph and delete, with the plan, company and role checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TASK_MESSAGES } from '@casebridge/domain';
import type { Notification, TaskView } from '@casebridge/domain';
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
  'claimant',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const user = (role: string) => userOfRole(api, role);
const firmCase = () =>
  [...api.server.store.collection('cases').all()].find(
    (c) => c.attorneyCompanyId === user('attorney-owner').companyId,
  )!;
const otherFirmCase = () =>
  [...api.server.store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId !== user('attorney-owner').companyId &&
      !c.collaboratorCompanyIds.includes(user('attorney-owner').companyId!),
  )!;
const body = (overrides: object = {}) => ({
  title: 'Request the MRI report',
  description: 'From Lakeview Imaging',
  category: 'DOCUMENTS',
  assigneeId: user('attorney-admin').id,
  dueDate: '2026-12-01',
  caseId: firmCase().id,
  ...overrides,
});
const create = (role = 'attorney-owner', overrides: object = {}) =>
  api.http.post('/api/tasks').set(as(role)).send(body(overrides));
const notificationsOf = (role: string) =>
  api.server.store.collection('notifications').findBy('userId', user(role).id) as Notification[];

describe('POST /tasks', () => {
  it('creates a pending task on a case and tells the assignee', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const task = res.body as TaskView;
    expect(task).toMatchObject({
      title: 'Request the MRI report',
      status: 'PENDING',
      caseFolio: firmCase().folio,
      assigneeId: user('attorney-admin').id,
      createdById: user('attorney-owner').id,
      dueDate: '2026-12-01T23:59:59.000Z',
      canChange: true,
      canDelete: true,
    });
    const notice = notificationsOf('attorney-admin').find((n) => n.extra.endsWith(`:${task.id}`));
    expect(notice).toMatchObject({ section: 'TASK', action: 'ASSIGN', caseFolio: firmCase().folio });
  });

  it('refuses bad input with the field messages', async () => {
    const res = await create('attorney-owner', { title: '', category: 'NOPE', dueDate: 'tomorrow' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: MESSAGES.fieldRequired,
      category: MESSAGES.invalidOption,
      dueDate: TASK_MESSAGES.dueDateInvalid,
    });
  });

  it('needs an active assignee of the company and a case the company sees', async () => {
    const outsider = await create('attorney-owner', { assigneeId: user('health-provider-owner').id });
    expect(outsider.status).toBe(400);
    expect(outsider.body.fields).toEqual({ assigneeId: TASK_MESSAGES.assigneeInvalid });
    const foreignCase = await create('attorney-owner', { caseId: otherFirmCase().id });
    expect(foreignCase.status).toBe(400);
    expect(foreignCase.body.fields).toEqual({ caseId: TASK_MESSAGES.caseInvalid });
    const missingCase = await create('attorney-owner', { caseId: 'no-such-case' });
    expect(missingCase.status).toBe(400);
    expect((await create('attorney-owner', { caseId: null })).status).toBe(201);
  });

  it('refuses the writes of a plan without task tools, and users without a company', async () => {
    const basic = await create('basic-attorney-owner', {
      assigneeId: user('basic-attorney-owner').id,
      caseId: null,
    });
    expect(basic.status).toBe(403);
    expect(basic.body.message).toBe(TASK_MESSAGES.upgrade);
    const claimant = await create('claimant', { caseId: null });
    expect(claimant.status).toBe(403);
    expect(claimant.body.message).toBe(TASK_MESSAGES.noCompany);
  });
});

describe('PUT /tasks/{id} and DELETE /tasks/{id}', () => {
  it('edits a task and tells a new assignee', async () => {
    const task = (await create()).body as TaskView;
    const res = await api.http
      .put(`/api/tasks/${task.id}`)
      .set(as('attorney-admin'))
      .send(body({ title: 'Request the MRI and X-ray', assigneeId: user('attorney-member').id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Request the MRI and X-ray', status: 'PENDING' });
    const notice = notificationsOf('attorney-member').find((n) => n.extra === `${task.caseId}:${task.id}`);
    expect(notice?.action).toBe('ASSIGN');
  });

  it('answers 404 to another company and for a missing task, 403 to a member who neither made nor has it', async () => {
    const task = (await create()).body as TaskView;
    const foreign = await api.http.put(`/api/tasks/${task.id}`).set(as('health-provider-owner')).send(body());
    expect(foreign.status).toBe(404);
    const missing = await api.http.put('/api/tasks/nope').set(as('attorney-owner')).send(body());
    expect(missing.status).toBe(404);
    const member = await api.http.put(`/api/tasks/${task.id}`).set(as('attorney-member')).send(body());
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(TASK_MESSAGES.notAllowed);
    const memberDelete = await api.http.delete(`/api/tasks/${task.id}`).set(as('attorney-admin'));
    // An admin may delete; the assignee alone (a member) could not.
    expect(memberDelete.status).toBe(200);
  });

  it('lets the creator delete and tells the assignee; the assignee alone may not delete', async () => {
    const task = (await create('attorney-owner', { assigneeId: user('attorney-member').id }))
      .body as TaskView;
    const byAssignee = await api.http.delete(`/api/tasks/${task.id}`).set(as('attorney-member'));
    expect(byAssignee.status).toBe(403);
    expect(byAssignee.body.message).toBe(TASK_MESSAGES.deleteNotAllowed);
    const res = await api.http.delete(`/api/tasks/${task.id}`).set(as('attorney-owner'));
    expect(res.status).toBe(200);
    expect(api.server.store.collection('tasks').get(task.id)).toBeUndefined();
    const notice = notificationsOf('attorney-member').find(
      (n) => n.action === 'DELETE' && n.extra.endsWith(`:${task.id}`),
    );
    expect(notice?.section).toBe('TASK');
    expect((await api.http.delete(`/api/tasks/${task.id}`).set(as('attorney-owner'))).status).toBe(404);
  });
});

describe('PUT /tasks/{id}/status', () => {
  it('moves along the graph, tells the creator when done, and refuses a move off it (409)', async () => {
    const task = (await create()).body as TaskView;
    const move = (status: string, role = 'attorney-admin') =>
      api.http.put(`/api/tasks/${task.id}/status?status=${status}`).set(as(role));
    expect((await move('IN_PROGRESS')).body.status).toBe('IN_PROGRESS');
    const done = await move('COMPLETED');
    expect(done.status).toBe(200);
    expect(done.body.completedAt).toBeTruthy();
    const notice = notificationsOf('attorney-owner').find(
      (n) => n.action === 'COMPLETE' && n.extra.endsWith(`:${task.id}`),
    );
    expect(notice?.section).toBe('TASK');
    const refused = await move('IN_PROGRESS');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A task that is Done cannot be moved to In progress.');
    expect((await move('PENDING')).body).toMatchObject({ status: 'PENDING', completedAt: null });
  });

  it('refuses an unknown status (400), a stranger (404) and a plain member who is not a party (403)', async () => {
    const task = (await create()).body as TaskView;
    const bad = await api.http.put(`/api/tasks/${task.id}/status?status=LATER`).set(as('attorney-owner'));
    expect(bad.status).toBe(400);
    const stranger = await api.http
      .put(`/api/tasks/${task.id}/status?status=COMPLETED`)
      .set(as('health-provider-owner'));
    expect(stranger.status).toBe(404);
    const member = await api.http
      .put(`/api/tasks/${task.id}/status?status=COMPLETED`)
      .set(as('attorney-member'));
    expect(member.status).toBe(403);
  });
});
