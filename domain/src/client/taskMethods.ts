/**
 * Task writes (issue 16): create, edit, move and delete. The lists are resources of the data provider:
 * 'tasks' (GET /tasks, the company's) and 'my-tasks' (GET /me/tasks, the caller's), read with getList.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { TaskFormValues, TaskStatus, TaskView } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface TaskMethods {
  /** POST /tasks (task tools: Premium): notifies the assignee (TASK / ASSIGN). */
  createTask(body: TaskFormValues): Promise<TaskView>;
  /** PUT /tasks/{id}: title, description, category, assignee, due date, case (not the status). */
  updateTask(id: string, body: TaskFormValues): Promise<TaskView>;
  /** PUT /tasks/{id}/status?status=: along the domain's TASK_STATUS_TRANSITIONS (409 otherwise). */
  setTaskStatus(id: string, status: TaskStatus): Promise<TaskView>;
  /** DELETE /tasks/{id}: notifies the assignee (TASK / DELETE). */
  deleteTask(id: string): Promise<{ id: string }>;
}

export function taskMethods(http: HttpClient): TaskMethods {
  const call = endpointCaller(http);
  return {
    createTask: (body) => call(ENDPOINTS.createTask, { body }),
    updateTask: (id, body) => call(ENDPOINTS.updateTask, { params: { id }, body }),
    setTaskStatus: (id, status) => call(ENDPOINTS.setTaskStatus, { params: { id }, query: { status } }),
    deleteTask: (id) => call(ENDPOINTS.deleteTask, { params: { id } }),
  };
}
