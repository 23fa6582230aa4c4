/** The task lists (issue 16): GET /tasks (the company's) and GET /me/tasks?categories= (the caller's). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskDueFilter } from '@casebridge/domain';
import type { TaskView } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner', 'attorney-admin', 'health-provider-owner', 'claimant'], tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const storedOf = (companyId: string) =>
  [...api.server.store.collection('tasks').all()].filter((t) => t.companyId === companyId);

describe('GET /tasks', () => {
  it('lists the company’s tasks only, by due date, with Content-Range', async () => {
    const companyId = userOfRole(api, 'attorney-owner').companyId!;
    const res = await api.http.get('/api/tasks?range=[0,9]').set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const tasks = res.body as TaskView[];
    expect(tasks.length).toBeGreaterThan(1);
    expect(tasks.length).toBe(Math.min(10, storedOf(companyId).length));
    expect(tasks.every((t) => t.companyId === companyId)).toBe(true);
    const dues = tasks.map((t) => t.dueDate);
    expect(dues).toEqual([...dues].sort());
    expect(res.headers['content-range']).toBe(`tasks 0-${tasks.length - 1}/${storedOf(companyId).length}`);
  });

  it('filters by status, category, assignee and due range, and sorts by title', async () => {
    const admin = userOfRole(api, 'attorney-admin');
    const filter = { status: ['PENDING', 'IN_PROGRESS'], assigneeId: admin.id };
    const res = await api.http
      .get(`/api/tasks?filter=${q(filter)}&sort=${q(['title', 'ASC'])}&range=[0,99]`)
      .set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const tasks = res.body as TaskView[];
    const expected = storedOf(admin.companyId!).filter(
      (t) => t.assigneeId === admin.id && t.status !== 'COMPLETED',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(tasks.length).toBe(Math.min(100, expected.length));
    const titles = tasks.map((t) => t.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const overdue = await api.http
      .get(`/api/tasks?filter=${q(taskDueFilter('overdue', new Date()))}&range=[0,99]`)
      .set(as('attorney-owner'));
    expect(
      (overdue.body as TaskView[]).every(
        (t) => t.status !== 'COMPLETED' && Date.parse(t.dueDate) < Date.now(),
      ),
    ).toBe(true);
  });

  it('refuses a filter or sort outside the allow-list (400) and shows others nothing of the company', async () => {
    const badFilter = await api.http
      .get(`/api/tasks?filter=${q({ companyId: 'x' })}`)
      .set(as('attorney-owner'));
    expect(badFilter.status).toBe(400);
    const badSort = await api.http
      .get(`/api/tasks?sort=${q(['assigneeName', 'ASC'])}`)
      .set(as('attorney-owner'));
    expect(badSort.status).toBe(400);
    const provider = await api.http.get('/api/tasks?range=[0,99]').set(as('health-provider-owner'));
    const providerCompany = userOfRole(api, 'health-provider-owner').companyId;
    expect((provider.body as TaskView[]).every((t) => t.companyId === providerCompany)).toBe(true);
    const claimant = await api.http.get('/api/tasks').set(as('claimant'));
    // The claimant has no Tasks screen: its lists are refused (issue 40 item 17).
    expect(claimant.status).toBe(403);
    expect((await api.http.get('/api/tasks')).status).toBe(401);
  });
});

describe('GET /me/tasks', () => {
  it('lists the caller’s own tasks, of the categories asked', async () => {
    const admin = userOfRole(api, 'attorney-admin');
    const res = await api.http.get('/api/me/tasks?range=[0,199]').set(as('attorney-admin'));
    expect(res.status).toBe(200);
    const mine = storedOf(admin.companyId!).filter((t) => t.assigneeId === admin.id);
    expect(mine.length).toBeGreaterThan(0);
    expect((res.body as TaskView[]).length).toBe(Math.min(200, mine.length));
    expect((res.body as TaskView[]).every((t) => t.assigneeId === admin.id)).toBe(true);
    const some = await api.http
      .get('/api/me/tasks?categories=LEGAL,BILLING&range=[0,199]')
      .set(as('attorney-admin'));
    expect(some.status).toBe(200);
    expect((some.body as TaskView[]).length).toBe(
      mine.filter((t) => t.category === 'LEGAL' || t.category === 'BILLING').length,
    );
  });

  it('refuses unknown categories with their names', async () => {
    const res = await api.http.get('/api/me/tasks?categories=LEGAL,FUN').set(as('attorney-admin'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown task categories: FUN.');
  });
});
