/**
 * Task templates per case status (issue 16): CRUD by a company's owner or admins with task tools, read by its
 * members, 404 to other companies, and a case status change creating the templates' tasks (due at the change
 * plus the template's days, assignee resolved, TASK / ASSIGN notified, recorded in the case's activity).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TRANSITIONS, MESSAGES, TASK_MESSAGES, TASK_TEMPLATE_MESSAGES } from '@casebridge/domain';
import type { Notification, TaskTemplateView } from '@casebridge/domain';
import { DAY_MS, testClock } from './helpers/referrals.ts';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const clock = testClock(new Date().toISOString());
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'attorney-member',
  'health-provider-owner',
  'basic-attorney-owner',
];
beforeAll(async () => {
  api = await startTestApi({ clock });
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const user = (role: string) => userOfRole(api, role);
const body = (overrides: object = {}) => ({
  caseStatus: 'NEGOTIATING',
  title: 'Send the demand follow-up',
  description: 'Call the adjuster',
  category: 'FOLLOW_UP',
  dueInDays: 7,
  assignTo: 'RESPONSIBLE_ATTORNEY',
  ...overrides,
});
const create = (role = 'attorney-owner', overrides: object = {}) =>
  api.http.post('/api/task-templates').set(as(role)).send(body(overrides));

describe('task templates CRUD', () => {
  it('creates, lists, edits and deletes a template (owner or admin); a member reads them', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    const template = created.body as TaskTemplateView;
    expect(template).toMatchObject({
      caseStatus: 'NEGOTIATING',
      dueInDays: 7,
      assignTo: 'RESPONSIBLE_ATTORNEY',
      assigneeName: 'The case’s responsible attorney',
      companyId: user('attorney-owner').companyId,
      createdById: user('attorney-owner').id,
    });
    const list = await api.http
      .get('/api/task-templates?filter={"caseStatus":"NEGOTIATING"}')
      .set(as('attorney-member'));
    expect(list.status).toBe(200);
    expect((list.body as TaskTemplateView[]).map((t) => t.id)).toContain(template.id);
    const edited = await api.http
      .put(`/api/task-templates/${template.id}`)
      .set(as('attorney-admin'))
      .send(body({ dueInDays: '0', assignTo: user('attorney-member').id }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ dueInDays: 0, assignTo: user('attorney-member').id });
    const removed = await api.http.delete(`/api/task-templates/${template.id}`).set(as('attorney-owner'));
    expect(removed.status).toBe(200);
    expect(api.server.store.collection('taskTemplates').get(template.id)).toBeUndefined();
    expect(
      (await api.http.delete(`/api/task-templates/${template.id}`).set(as('attorney-owner'))).status,
    ).toBe(404);
  });

  it('refuses bad input with the field messages', async () => {
    const res = await create('attorney-owner', {
      caseStatus: 'LATER',
      title: '',
      dueInDays: 366,
      category: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      caseStatus: TASK_TEMPLATE_MESSAGES.caseStatusInvalid,
      title: MESSAGES.fieldRequired,
      category: MESSAGES.fieldRequired,
      dueInDays: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid,
    });
    const fraction = await create('attorney-owner', { dueInDays: 1.5 });
    expect(fraction.body.fields).toEqual({ dueInDays: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid });
    const outsider = await create('attorney-owner', { assignTo: user('health-provider-owner').id });
    expect(outsider.status).toBe(400);
    expect(outsider.body.fields).toEqual({ assignTo: TASK_TEMPLATE_MESSAGES.assigneeInvalid });
  });

  it('refuses a member (403), a plan without task tools (403) and another company (404)', async () => {
    const member = await create('attorney-member');
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(TASK_TEMPLATE_MESSAGES.notAllowed);
    const basic = await create('basic-attorney-owner');
    expect(basic.status).toBe(403);
    expect(basic.body.message).toBe(TASK_MESSAGES.upgrade);
    const template = (await create()).body as TaskTemplateView;
    const memberDelete = await api.http
      .delete(`/api/task-templates/${template.id}`)
      .set(as('attorney-member'));
    expect(memberDelete.status).toBe(403);
    const foreign = await api.http
      .put(`/api/task-templates/${template.id}`)
      .set(as('health-provider-owner'))
      .send(body());
    expect(foreign.status).toBe(404);
    const foreignList = await api.http.get('/api/task-templates').set(as('health-provider-owner'));
    expect((foreignList.body as TaskTemplateView[]).map((t) => t.id)).not.toContain(template.id);
    await api.http.delete(`/api/task-templates/${template.id}`).set(as('attorney-owner'));
  });
});

describe('a case status change', () => {
  it('creates the tasks of the templates of the new status, assigned and notified', async () => {
    const companyId = user('attorney-owner').companyId!;
    const legalCase = [...api.server.store.collection('cases').all()].find(
      (c) =>
        c.attorneyCompanyId === companyId && !c.mergedIntoCaseId && CASE_TRANSITIONS[c.status].length > 0,
    )!;
    const target = CASE_TRANSITIONS[legalCase.status][0]!;
    const other = target === 'CLOSED' ? 'WITHDRAWN' : 'CLOSED';
    await create('attorney-owner', { caseStatus: target, title: 'Ask for the records', dueInDays: 3 });
    await create('attorney-owner', {
      caseStatus: target,
      title: 'Review with the associate',
      dueInDays: 0,
      assignTo: user('attorney-member').id,
    });
    await create('attorney-owner', { caseStatus: target, title: 'Owner review', assignTo: 'OWNER' });
    await create('attorney-owner', { caseStatus: other, title: 'Not this status' });

    const moved = await api.http
      .put(`/api/cases/${legalCase.id}/status`)
      .set(as('attorney-admin'))
      .send({ status: target, comment: '' });
    expect(moved.status).toBe(200);
    const at = clock.now().getTime();
    const tasks = api.server.store.collection('tasks').findBy('caseId', legalCase.id);
    const byTitle = new Map(tasks.map((t) => [t.title, t]));
    expect(byTitle.has('Not this status')).toBe(false);
    expect(byTitle.get('Ask for the records')).toMatchObject({
      assigneeId: legalCase.attorneyUserId,
      companyId,
      status: 'PENDING',
      dueDate: new Date(at + 3 * DAY_MS).toISOString(),
      createdById: user('attorney-admin').id,
    });
    const review = byTitle.get('Review with the associate')!;
    expect(review).toMatchObject({
      assigneeId: user('attorney-member').id,
      dueDate: new Date(at).toISOString(),
    });
    expect(byTitle.get('Owner review')).toMatchObject({
      assigneeId: user('attorney-owner').id,
      dueDate: new Date(at + 7 * DAY_MS).toISOString(),
    });
    const notices = api.server.store
      .collection('notifications')
      .findBy('userId', user('attorney-member').id) as Notification[];
    expect(notices.find((n) => n.extra === `${legalCase.id}:${review.id}`)).toMatchObject({
      section: 'TASK',
      action: 'ASSIGN',
    });
    const activity = api.server.store.collection('caseActivities').findBy('caseId', legalCase.id);
    expect(activity.find((a) => a.action === 'TASKS_FROM_TEMPLATES')?.detail).toContain(
      'Ask for the records',
    );
  });
});
