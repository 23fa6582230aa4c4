/**
 * The contract of the task template calls (taskTemplateMethods: create, edit, delete) and of their list (the
 * 'task-templates' resource), run against the fake API's core in process. The table is typed so that every
 * method has its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import type { TaskTemplateFormValues, TaskTemplateView } from '@casebridge/domain';
import type { TaskTemplateMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const values: TaskTemplateFormValues = {
  caseStatus: 'DEMAND_SENT',
  title: 'Follow up on the demand',
  description: '',
  category: 'FOLLOW_UP',
  dueInDays: 10,
  assignTo: 'RESPONSIBLE_ATTORNEY',
};

const created = (world: ContractWorld): Promise<TaskTemplateView> =>
  world.client.dataProvider.createTaskTemplate(values);

const CASES: Record<keyof TaskTemplateMethods | 'task-templates list', ContractCase> = {
  createTaskTemplate: { as: 'attorney-owner', run: created },
  updateTaskTemplate: {
    as: 'attorney-owner',
    run: async (world) => {
      const template = await created(world);
      return world.client.dataProvider.updateTaskTemplate(template.id, { ...values, dueInDays: '3' });
    },
  },
  deleteTaskTemplate: {
    as: 'attorney-owner',
    run: async (world) => world.client.dataProvider.deleteTaskTemplate((await created(world)).id),
  },
  'task-templates list': {
    as: 'attorney-owner',
    run: async (world) => {
      const template = await created(world);
      const list = await world.client.dataProvider.getList('task-templates', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'createdAt', order: 'ASC' as const },
        filter: { caseStatus: 'DEMAND_SENT' },
      });
      expect(list.data.map((t) => t.id)).toContain(template.id);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('task template calls against the core', () => contractTests(CASES));
