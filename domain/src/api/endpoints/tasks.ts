import type { Endpoint } from './endpoint.ts';

/**
 * Tasks (issue 16; SPEC.md 7 "Tasks and notes") and the task templates.
 */
export const TASK_ENDPOINTS = {
  listTasks: { method: 'GET', path: '/tasks' },
  listMyTasks: { method: 'GET', path: '/me/tasks' },
  createTask: { method: 'POST', path: '/tasks' },
  updateTask: { method: 'PUT', path: '/tasks/:id' },
  deleteTask: { method: 'DELETE', path: '/tasks/:id' },
  setTaskStatus: { method: 'PUT', path: '/tasks/:id/status' },
  // Task templates per case status (issue 16): a case entering the status gets the template's tasks
  listTaskTemplates: { method: 'GET', path: '/task-templates' },
  createTaskTemplate: { method: 'POST', path: '/task-templates' },
  updateTaskTemplate: { method: 'PUT', path: '/task-templates/:id' },
  deleteTaskTemplate: { method: 'DELETE', path: '/task-templates/:id' },
} as const satisfies Record<string, Endpoint>;
