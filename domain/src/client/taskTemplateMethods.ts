/**
 * Task templates per case status (issue 16): the list is the data provider's 'task-templates' resource
 * (GET /task-templates, read with getList); these are the writes, for a company's owner or admins.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { TaskTemplateFormValues, TaskTemplateView } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface TaskTemplateMethods {
  /** POST /task-templates (owner or admin; task tools: Premium). */
  createTaskTemplate(body: TaskTemplateFormValues): Promise<TaskTemplateView>;
  /** PUT /task-templates/{id}: every field of the template. */
  updateTaskTemplate(id: string, body: TaskTemplateFormValues): Promise<TaskTemplateView>;
  /** DELETE /task-templates/{id}: tasks already created stay. */
  deleteTaskTemplate(id: string): Promise<{ id: string }>;
}

export function taskTemplateMethods(http: HttpClient): TaskTemplateMethods {
  const call = endpointCaller(http);
  return {
    createTaskTemplate: (body) => call(ENDPOINTS.createTaskTemplate, { body }),
    updateTaskTemplate: (id, body) => call(ENDPOINTS.updateTaskTemplate, { params: { id }, body }),
    deleteTaskTemplate: (id) => call(ENDPOINTS.deleteTaskTemplate, { params: { id } }),
  };
}
