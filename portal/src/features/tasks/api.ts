/**
 * The tasks feature's server calls (issue 16): one react-query hook per data provider method. The two lists
 * are react-admin's resources 'tasks' (the company's) and 'my-tasks' (the caller's), read with ListBase and
 * cached under their names, so invalidating taskKeys.all and taskKeys.mine refreshes them after a write.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskFormValues, TaskStatus, TaskTemplateFormValues } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const TASKS_RESOURCE = 'tasks';
export const MY_TASKS_RESOURCE = 'my-tasks';
/** The company's task templates per case status (GET /task-templates). */
export const TASK_TEMPLATES_RESOURCE = 'task-templates';

export const taskKeys = {
  all: [TASKS_RESOURCE] as const,
  mine: [MY_TASKS_RESOURCE] as const,
  templates: [TASK_TEMPLATES_RESOURCE] as const,
  members: (companyId: string) => ['tasks', 'members', companyId] as const,
};

function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.mine }),
    ]);
}

/** POST /tasks, or PUT /tasks/{id} when editing `id`. */
export function useSaveTask(id: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (body: TaskFormValues) =>
      id ? dataProvider.updateTask(id, body) : dataProvider.createTask(body),
    onSuccess: refresh,
  });
}

/** PUT /tasks/{id}/status?status=. */
export function useSetTaskStatus() {
  const dataProvider = useCaseBridgeDataProvider();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      dataProvider.setTaskStatus(id, status),
    onSuccess: refresh,
  });
}

/** DELETE /tasks/{id}. */
export function useDeleteTask() {
  const dataProvider = useCaseBridgeDataProvider();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteTask(id),
    onSuccess: refresh,
  });
}

/** GET /companies/{id}/members: who a task may be given to (its active users) and the assignee filter. */
export function useTaskAssignees(companyId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: taskKeys.members(companyId ?? ''),
    queryFn: () => dataProvider.getCompanyMembers(companyId!),
    enabled: !!companyId,
    select: (members) => members.filter((m) => m.status === 'ACTIVE'),
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.templates });
}

/** POST /task-templates, or PUT /task-templates/{id} when editing `id`. */
export function useSaveTaskTemplate(id: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (body: TaskTemplateFormValues) =>
      id ? dataProvider.updateTaskTemplate(id, body) : dataProvider.createTaskTemplate(body),
    onSuccess: refresh,
  });
}

/** DELETE /task-templates/{id}. */
export function useDeleteTaskTemplate() {
  const dataProvider = useCaseBridgeDataProvider();
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteTaskTemplate(id),
    onSuccess: refresh,
  });
}
