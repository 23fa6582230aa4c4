/**
 * Task templates per case status (issue 16): GET /task-templates (the caller's company's, any of its users),
 * POST /task-templates, PUT and DELETE /task-templates/{id} (its owner or admins, task tools: Premium). The
 * rules are in taskTemplateService.ts; the tasks a case status change creates in templateTasks.ts.
 */
import { z } from 'zod';
import { ENDPOINTS, taskTemplateInputSchema, taskTemplateSchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { callerOf, idParams } from '../access.ts';
import {
  createTaskTemplate,
  deleteTaskTemplate,
  taskTemplateView,
  updateTaskTemplate,
} from './taskTemplateService.ts';

const tags = ['tasks'];

const list = defineListRoute({
  endpoint: ENDPOINTS.listTaskTemplates,
  access: 'authenticated',
  collection: 'taskTemplates',
  resource: 'task-templates',
  filterFields: ['caseStatus'],
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'ASC' },
  scope: (filter, ctx) => {
    const { companyId } = callerOf(ctx);
    return companyId ? { ...filter, companyId } : null;
  },
  serialize: (template, services) => taskTemplateView(services, template),
  doc: {
    summary: 'The task templates of the caller’s company (filter: caseStatus)',
    tags,
    response: z.array(taskTemplateSchema),
  },
});

const create = defineRoute({
  endpoint: ENDPOINTS.createTaskTemplate,
  access: 'authenticated',
  body: taskTemplateInputSchema,
  doc: {
    summary: 'Create a task template (owner or admin; task tools: Premium)',
    tags,
    response: taskTemplateSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const template = createTaskTemplate(ctx.services, callerOf(ctx), ctx.body);
    return { status: 201, body: taskTemplateView(ctx.services, template) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateTaskTemplate,
  access: 'authenticated',
  params: idParams,
  body: taskTemplateInputSchema,
  doc: {
    summary: 'Edit a task template (owner or admin; task tools: Premium)',
    tags,
    response: taskTemplateSchema,
    errors: [400, 403, 404],
  },
  handler: (ctx) => {
    const template = updateTaskTemplate(ctx.services, callerOf(ctx), ctx.params.id, ctx.body);
    return { status: 200, body: taskTemplateView(ctx.services, template) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.deleteTaskTemplate,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Delete a task template (owner or admin); tasks it already created stay',
    tags,
    response: z.object({ id: z.string() }),
    errors: [403, 404],
  },
  handler: (ctx) => {
    const template = deleteTaskTemplate(ctx.services, callerOf(ctx), ctx.params.id);
    return { status: 200, body: { id: template.id } };
  },
});

export const taskTemplateRoutes = [list, create, update, remove];
