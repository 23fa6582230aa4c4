import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, TASK_TEMPLATE_MESSAGES } from '@casebridge/domain';
import type { TaskTemplateView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  SESSIONS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { companyMembers } from './taskTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const template = (overrides: Partial<TaskTemplateView> = {}): TaskTemplateView => ({
  id: 'tt1',
  companyId: 'c1',
  caseStatus: 'NEGOTIATING',
  title: 'Call the adjuster',
  description: '',
  category: 'FOLLOW_UP',
  dueInDays: 3,
  assignTo: 'RESPONSIBLE_ATTORNEY',
  assigneeName: 'The case’s responsible attorney',
  createdById: 'u1',
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

function provider(templates: TaskTemplateView[] | Error = [template()]) {
  const dataProvider = fakeDataProvider(0, { planType: 'PRO', billingType: 'MONTHLY' });
  const calls = {
    getList: vi.fn(async (resource: string) => {
      if (resource !== 'task-templates') return { data: [], total: 0 };
      if (templates instanceof Error) throw templates;
      return { data: templates, total: templates.length };
    }),
    getCompanyMembers: vi.fn(async () => companyMembers),
    createTaskTemplate: vi.fn(async () => template({ id: 'tt9' })),
    updateTaskTemplate: vi.fn(async (id: string) => template({ id })),
    deleteTaskTemplate: vi.fn(async (id: string) => ({ id })),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

async function openTemplates(templates?: TaskTemplateView[] | Error) {
  session.set(SESSIONS.attorneyOwnerPremium());
  const calls = provider(templates);
  renderPortal('/tasks', { dataProvider: calls.dataProvider });
  fireEvent.click(await screen.findByRole('tab', { name: 'Templates' }));
  return calls;
}

describe('the task templates tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the templates by case status', async () => {
    await openTemplates([
      template(),
      template({ id: 'tt2', caseStatus: 'INTAKE', title: 'Open the file', dueInDays: 0 }),
    ]);
    const intake = await screen.findByRole('region', { name: 'When a case enters Intake' });
    expect(within(intake).getByText('Open the file')).toBeTruthy();
    expect(within(intake).getByText(/due the same day/)).toBeTruthy();
    const negotiating = screen.getByRole('region', { name: 'When a case enters Negotiating' });
    expect(
      within(negotiating).getByText(/Follow-up · due 3 days later · The case’s responsible attorney/),
    ).toBeTruthy();
  });

  it('creates a template, checking the fields as the API does', async () => {
    const { createTaskTemplate } = await openTemplates([]);
    expect(await screen.findByText(/No task templates yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task template' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Due after/ }), {
      target: { value: '400' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(within(dialog).getByText(TASK_TEMPLATE_MESSAGES.dueInDaysInvalid)).toBeTruthy();
    expect(createTaskTemplate).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Task title/ }), {
      target: { value: 'Request the records' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Due after/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() =>
      expect(createTaskTemplate).toHaveBeenCalledWith({
        caseStatus: 'INTAKE',
        title: 'Request the records',
        description: '',
        category: 'FOLLOW_UP',
        dueInDays: 5,
        assignTo: 'RESPONSIBLE_ATTORNEY',
      }),
    );
    expect(await screen.findByText(TASK_TEMPLATE_MESSAGES.created)).toBeTruthy();
  });

  it('edits a template and deletes one after a confirmation', async () => {
    const { updateTaskTemplate, deleteTaskTemplate } = await openTemplates();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit template Call the adjuster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(updateTaskTemplate).toHaveBeenCalledWith('tt1', expect.objectContaining({ dueInDays: 3 })),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete template Call the adjuster' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this task template?' });
    expect(deleteTaskTemplate).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(deleteTaskTemplate).toHaveBeenCalledWith('tt1'));
    expect(await screen.findByText(TASK_TEMPLATE_MESSAGES.deleted)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    await openTemplates(new Error('boom'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not offered to a member', async () => {
    session.set(testSession({ subscriptionType: 'PRO', permissions: 'MEMBER' }));
    renderPortal('/tasks', { dataProvider: provider().dataProvider });
    await screen.findByRole('tab', { name: 'Company tasks' });
    expect(screen.queryByRole('tab', { name: 'Templates' })).toBeNull();
  });
});
