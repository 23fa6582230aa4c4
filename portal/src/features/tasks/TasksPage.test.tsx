import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, TASK_MESSAGES } from '@casebridge/domain';
import type { PlanType, TaskView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { GetListParams } from 'react-admin';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { companyMembers, taskView } from './taskTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(planType: PlanType = 'PRO', tasks: TaskView[] | Error = defaultTasks()) {
  const dataProvider = fakeDataProvider(0, { planType, billingType: 'MONTHLY' });
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => {
    if (tasks instanceof Error) throw tasks;
    return { data: tasks, total: tasks.length };
  });
  const calls = {
    getList,
    getCompanyMembers: vi.fn(async () => companyMembers),
    setTaskStatus: vi.fn(async (id: string, status: string) => ({ ...taskView({ id }), status })),
    createTask: vi.fn(async () => taskView({ id: 't9' })),
    deleteTask: vi.fn(async (id: string) => ({ id })),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

function defaultTasks() {
  return [
    taskView({ id: 't1', title: 'Request the MRI report' }, 0),
    taskView({ id: 't2', title: 'Call the adjuster', category: 'FOLLOW_UP', status: 'IN_PROGRESS' }, -3),
  ];
}

const lastParams = (getList: ReturnType<typeof provider>['getList']) => getList.mock.calls.at(-1)![1];

describe('the tasks screen', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists my tasks by due date with Today and overdue labels, and moves one to Done', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { dataProvider, getList, setTaskStatus } = provider();
    renderPortal('/tasks', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(document.title).toBe('Tasks · CaseBridge');
    expect(getList.mock.calls[0]![0]).toBe('my-tasks');
    expect(lastParams(getList)).toMatchObject({
      sort: { field: 'dueDate', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    const first = within(table).getByText('Request the MRI report').closest('tr')!;
    expect(within(first).getByText('Today')).toBeTruthy();
    expect(within(first).getByText('To do')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'CB-2026-000001' }).getAttribute('href')).toBe(
      '/cases/k1',
    );
    const second = within(table).getByText('Call the adjuster').closest('tr')!;
    expect(within(second).getByText('Overdue')).toBeTruthy();
    expect(within(second).getByText('In progress')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Mark done: Request the MRI report' }));
    await waitFor(() => expect(setTaskStatus).toHaveBeenCalledWith('t1', 'COMPLETED'));
    expect(await screen.findByText('Task moved to Done')).toBeTruthy();
  });

  it('shows the company’s tasks with their assignees, filtered by category, assignee and due, and sorted', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { dataProvider, getList } = provider();
    renderPortal('/tasks', { dataProvider });
    await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('tab', { name: 'Company tasks' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![0]).toBe('tasks'));
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByRole('columnheader', { name: 'Assignee' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Follow-up' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ category: 'FOLLOW_UP' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assignee' }));
    // Only active users are offered.
    expect(screen.queryByRole('option', { name: 'Cy Gone' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Bo Park' }));
    await waitFor(() => expect(lastParams(getList).filter).toMatchObject({ assigneeId: 'u2' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Due' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(lastParams(getList).filter).toMatchObject({
        category: 'FOLLOW_UP',
        status: ['PENDING', 'IN_PROGRESS'],
        dueDate_lt: expect.any(String),
      }),
    );
    fireEvent.click(
      within(screen.getByRole('table', { name: 'Tasks' })).getByRole('button', { name: 'Task' }),
    );
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'title', order: 'ASC' }));
  });

  it('creates a task in a dialog checked with the domain’s schema', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { dataProvider, createTask } = provider();
    renderPortal('/tasks', { dataProvider });
    await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(createTask).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Send the demand letter' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-12-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(createTask).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Send the demand letter', dueDate: '2026-12-24', assigneeId: 'u1' }),
      ),
    );
    expect(await screen.findByText(TASK_MESSAGES.created)).toBeTruthy();
  });

  it('edits a task with its values filled in, and shows the API’s refusal under the field', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { dataProvider } = provider();
    const refusal = Object.assign(new Error('refused'), {
      status: 400,
      body: {
        error: 'VALIDATION',
        message: TASK_MESSAGES.assigneeInvalid,
        fields: { assigneeId: TASK_MESSAGES.assigneeInvalid },
      },
    });
    const updateTask = vi.fn(async () => {
      throw refusal;
    });
    Object.assign(dataProvider, { updateTask });
    renderPortal('/tasks', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Call the adjuster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Call the adjuster',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Case (optional)' })).toHaveProperty(
      'value',
      'CB-2026-000001',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() =>
      expect(updateTask).toHaveBeenCalledWith('t2', expect.objectContaining({ title: 'Call the adjuster' })),
    );
    expect(await within(dialog).findByText(TASK_MESSAGES.assigneeInvalid)).toBeTruthy();
  });

  it('asks before deleting a task', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { dataProvider, deleteTask } = provider();
    renderPortal('/tasks', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Call the adjuster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this task?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteTask).not.toHaveBeenCalled();
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Call the adjuster' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this task?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(deleteTask).toHaveBeenCalledWith('t2'));
  });

  it('offers the upgrade instead of the tools on a plan without task tools', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { dataProvider } = provider('BASIC');
    renderPortal('/tasks', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const prompt = (await screen.findByText(TASK_MESSAGES.upgrade)).closest('[role="alert"]') as HTMLElement;
    expect(within(prompt).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Mark done/ })).toBeNull();
  });

  it('says when there is nothing, and when the list could not be loaded', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    renderPortal('/tasks', { dataProvider: provider('PRO', []).dataProvider });
    expect(await screen.findByText('You have no tasks.')).toBeTruthy();
    cleanup();
    session.set(SESSIONS.attorneyOwnerPremium());
    renderPortal('/tasks', { dataProvider: provider('PRO', new Error('Server unavailable')).dataProvider });
    expect(await screen.findByText('Server unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
