/**
 * Tasks (SPEC.md 7 "Tasks and notes": POST /tasks, PUT and DELETE /tasks/{id}, GET /tasks?query,
 * GET /me/tasks?query&categories=, PUT /tasks/{id}/status?status=). The rules are in taskService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  TASK_CATEGORIES,
  TASK_MESSAGES,
  format,
  taskInputSchema,
  taskSchema,
  taskStatusQuerySchema,
} from '@casebridge/domain';
import type { TaskCategory } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import type { ListFilter } from '../../core/listRoute.ts';
import { listQueryParams } from '../../core/listQuery.ts';
import { badRequest } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { createTask, deleteTask, setTaskStatus, taskView, updateTask } from './taskService.ts';

const tags = ['tasks'];
const FILTER_FIELDS = ['category', 'status', 'assigneeId', 'caseId', 'dueDate', 'createdById'] as const;
const SORT_FIELDS = ['dueDate', 'createdAt', 'updatedAt', 'title'] as const;
const description =
  'Filter (ra-data-simple-rest): category, status, assigneeId, caseId, createdById (equality or any-of) and ' +
  'dueDate_gte / dueDate_lt ranges; q searches title and description.';

/** The caller's company forced into the filter; users without a company see nothing. */
function companyScope(filter: ListFilter, companyId: string | null): ListFilter | null {
  return companyId ? { ...filter, companyId } : null;
}

const list = defineListRoute({
  endpoint: ENDPOINTS.listTasks,
  access: 'authenticated',
  collection: 'tasks',
  resource: 'tasks',
  filterFields: FILTER_FIELDS,
  sortFields: SORT_FIELDS,
  defaultSort: { field: 'dueDate', order: 'ASC' },
  scope: (filter, ctx) => companyScope(filter, callerOf(ctx).companyId),
  serialize: (task, services, ctx) => taskView(services, callerOf(ctx), task),
  doc: { summary: 'The tasks of the caller’s company', description, tags, response: z.array(taskSchema) },
});

const myQuery = listQueryParams.extend({
  categories: z
    .string()
    .optional()
    .describe(`comma-separated categories (${TASK_CATEGORIES.join(', ')})`),
});

function parseCategories(value: unknown): TaskCategory[] | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const asked = value.split(',').map((v) => v.trim());
  const unknown = asked.filter((v) => !(TASK_CATEGORIES as readonly string[]).includes(v));
  if (unknown.length)
    throw badRequest(format(TASK_MESSAGES.categoriesInvalid, { values: unknown.join(', ') }));
  return asked as TaskCategory[];
}

const mine = defineListRoute({
  endpoint: ENDPOINTS.listMyTasks,
  access: 'authenticated',
  collection: 'tasks',
  resource: 'tasks',
  query: myQuery,
  filterFields: FILTER_FIELDS,
  sortFields: SORT_FIELDS,
  defaultSort: { field: 'dueDate', order: 'ASC' },
  scope: (filter, ctx) => {
    const caller = callerOf(ctx);
    const categories = parseCategories(ctx.query['categories']);
    const scoped = companyScope({ ...filter, assigneeId: caller.userId }, caller.companyId);
    return scoped && categories ? { ...scoped, category: categories } : scoped;
  },
  serialize: (task, services, ctx) => taskView(services, callerOf(ctx), task),
  doc: {
    summary: 'The caller’s own tasks (assigned to them), optionally of some categories',
    description,
    tags,
    response: z.array(taskSchema),
    errors: [400],
  },
});

const create = defineRoute({
  endpoint: ENDPOINTS.createTask,
  access: 'authenticated',
  body: taskInputSchema,
  doc: {
    summary: 'Create a task (task tools: Premium); the assignee is notified (TASK / ASSIGN)',
    tags,
    response: taskSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const task = createTask(ctx.services, caller, ctx.body);
    return { status: 201, body: taskView(ctx.services, caller, task) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateTask,
  access: 'authenticated',
  params: idParams,
  body: taskInputSchema,
  doc: {
    summary: 'Edit a task (its creator, assignee, or an owner or admin); a new assignee is notified',
    tags,
    response: taskSchema,
    errors: [400, 403, 404],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const task = updateTask(ctx.services, caller, ctx.params.id, ctx.body);
    return { status: 200, body: taskView(ctx.services, caller, task) };
  },
});

const status = defineRoute({
  endpoint: ENDPOINTS.setTaskStatus,
  access: 'authenticated',
  params: idParams,
  query: taskStatusQuerySchema,
  doc: {
    summary:
      'Move a task along its status graph (409 off the graph); done tells its creator (TASK / COMPLETE)',
    tags,
    response: taskSchema,
    errors: [400, 403, 404, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const task = setTaskStatus(ctx.services, caller, ctx.params.id, ctx.query.status);
    return { status: 200, body: taskView(ctx.services, caller, task) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.deleteTask,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Delete a task (its creator, or an owner or admin); the assignee is notified (TASK / DELETE)',
    tags,
    response: z.object({ id: z.string() }),
    errors: [403, 404],
  },
  handler: (ctx) => {
    const task = deleteTask(ctx.services, callerOf(ctx), ctx.params.id);
    return { status: 200, body: { id: task.id } };
  },
});

export const taskRoutes = [list, mine, create, update, status, remove];
