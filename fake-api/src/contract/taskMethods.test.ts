/**
 * The contract of the task calls (taskMethods: create, edit, move, delete) and of the two task lists (the
 * 'tasks' and 'my-tasks' resources), run against the fake API's core in process. The table is typed so that
 * every method has its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import type { TaskFormValues, TaskView } from '@casebridge/domain';
import type { TaskMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const values = (world: ContractWorld): TaskFormValues => ({
  title: 'Call the adjuster',
  description: '',
  category: 'FOLLOW_UP',
  assigneeId: world.userOf('attorney-admin').id,
  dueDate: '2026-12-10',
  caseId: world.store.collection('cases').findBy('attorneyCompanyId', world.companyIdOf('attorney-owner'))[0]!
    .id,
});

const created = (world: ContractWorld): Promise<TaskView> =>
  world.client.dataProvider.createTask(values(world));

const CASES: Record<keyof TaskMethods | 'tasks and my-tasks lists', ContractCase> = {
  createTask: { as: 'attorney-owner', run: created },
  updateTask: {
    as: 'attorney-owner',
    run: async (world) => {
      const task = await created(world);
      return world.client.dataProvider.updateTask(task.id, {
        ...values(world),
        title: 'Call the adjuster again',
      });
    },
  },
  setTaskStatus: {
    as: 'attorney-owner',
    run: async (world) => {
      const task = await created(world);
      return world.client.dataProvider.setTaskStatus(task.id, 'COMPLETED');
    },
  },
  deleteTask: {
    as: 'attorney-owner',
    run: async (world) => world.client.dataProvider.deleteTask((await created(world)).id),
  },
  'tasks and my-tasks lists': {
    as: 'attorney-admin',
    run: async ({ client }) => {
      const params = {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'dueDate', order: 'ASC' as const },
        filter: { status: ['PENDING', 'IN_PROGRESS'] },
      };
      const company = await client.dataProvider.getList('tasks', params);
      const mine = await client.dataProvider.getList('my-tasks', params);
      expect(company.total).toBeGreaterThanOrEqual(mine.total ?? 0);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('task calls against the core', () => contractTests(CASES));
