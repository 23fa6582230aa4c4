/**
 * The task service (issue 16). A task belongs to one company: only its users see it (404 for anyone else, so
 * ids cannot be probed). Writes need the plan's task tools (domain hasTaskTools; 403 with the upgrade message),
 * an active assignee of the company (400) and, when a case is named, a case the company sees (400). The status
 * moves only through setTaskStatus along the domain's TASK_STATUS_TRANSITIONS (409 otherwise). Routes in
 * taskRoutes.ts only parse, authorize and answer; notifications in taskNotices.ts.
 */
import {
  TASK_MESSAGES,
  TASK_STATUS_LABELS,
  canMoveTask,
  format,
  hasTaskTools,
  mayChangeTask,
  mayDeleteTask,
  taskDueInstant,
} from '@casebridge/domain';
import type { Task, TaskInput, TaskStatus, TaskView } from '@casebridge/domain';
import { conflict, forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { accessOf, userName } from '../cases/caseService.ts';
import { companyPlan, requirePlanFeature } from '../planFeatures.ts';
import { notifyTask } from './taskNotices.ts';

export function taskView(services: Services, caller: Principal, task: Task): TaskView {
  const folio = task.caseId ? (services.store.collection('cases').get(task.caseId)?.folio ?? null) : null;
  return {
    id: task.id,
    companyId: task.companyId,
    caseId: task.caseId,
    caseFolio: folio,
    assigneeId: task.assigneeId,
    assigneeName: userName(services, task.assigneeId),
    createdById: task.createdById,
    createdByName: userName(services, task.createdById),
    title: task.title,
    description: task.description ?? '',
    category: task.category,
    status: task.status,
    dueDate: task.dueDate,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt ?? task.createdAt,
    completedAt: task.completedAt ?? null,
    canChange: mayChangeTask(caller, task),
    canDelete: mayDeleteTask(caller, task),
  };
}

/** The caller's company (users of a company only: claimants and internal staff have no tasks). */
export function companyOf(caller: Principal): string {
  if (!caller.companyId || caller.userType === 'CLAIMANT') throw forbidden(TASK_MESSAGES.noCompany);
  return caller.companyId;
}

/** Whether the company's plan has task tools (Premium); not imported from caseWrites, which uses this area. */
export function companyHasTaskTools(services: Services, companyId: string): boolean {
  return hasTaskTools(companyPlan(services, companyId));
}

/** Writes need the plan's task tools (Premium). */
export function requireTaskTools(services: Services, companyId: string): void {
  requirePlanFeature(services, companyId, 'taskTools');
}

/** The task when it is the caller's company's (404 otherwise). */
export function seeTask(services: Services, caller: Principal, id: string): Task {
  const task = services.store.collection('tasks').get(id);
  if (!task || !caller.companyId || task.companyId !== caller.companyId) throw notFound();
  return task;
}

/** An active user of the company (a task's assignee). */
export function isActiveMember(services: Services, companyId: string, userId: string): boolean {
  const user = services.store.collection('users').get(userId);
  return !!user && user.companyId === companyId && user.status === 'ACTIVE';
}

function checkAssignee(services: Services, companyId: string, assigneeId: string): void {
  if (!isActiveMember(services, companyId, assigneeId))
    throw validationError({ assigneeId: TASK_MESSAGES.assigneeInvalid }, TASK_MESSAGES.assigneeInvalid);
}

/** A named case must be one the caller's company sees (its firm or a collaborator): 400 otherwise. */
function checkCase(services: Services, caller: Principal, caseId: string | null): void {
  if (!caseId) return;
  const legalCase = services.store.collection('cases').get(caseId);
  const access = legalCase ? accessOf(services, caller, legalCase) : null;
  if (!legalCase || (access !== 'FIRM' && access !== 'COLLABORATOR'))
    throw validationError({ caseId: TASK_MESSAGES.caseInvalid }, TASK_MESSAGES.caseInvalid);
}

function fields(input: TaskInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    assigneeId: input.assigneeId,
    dueDate: taskDueInstant(input.dueDate),
    caseId: input.caseId,
  };
}

export function createTask(services: Services, caller: Principal, input: TaskInput): Task {
  const companyId = companyOf(caller);
  requireTaskTools(services, companyId);
  checkAssignee(services, companyId, input.assigneeId);
  checkCase(services, caller, input.caseId);
  return insertTask(services, caller, companyId, fields(input));
}

/** What a new task is made of (checked by the caller of insertTask). */
export type NewTaskFields = Pick<
  Task,
  'title' | 'description' | 'category' | 'assigneeId' | 'dueDate' | 'caseId'
>;

/**
 * Stores a new open task of `companyId` created by the caller and tells its assignee (TASK / ASSIGN) unless it
 * is the caller: POST /tasks and the tasks of task templates when a case changes status.
 */
export function insertTask(
  services: Services,
  caller: Principal,
  companyId: string,
  values: NewTaskFields,
): Task {
  const now = services.clock.now().toISOString();
  const task = services.store.insert('tasks', {
    ...values,
    companyId,
    status: 'PENDING',
    createdById: caller.userId,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  });
  if (task.assigneeId !== caller.userId) notifyTask(services, caller, task, 'ASSIGN', task.assigneeId);
  return task;
}

export function updateTask(services: Services, caller: Principal, id: string, input: TaskInput): Task {
  const task = seeTask(services, caller, id);
  requireTaskTools(services, task.companyId);
  if (!mayChangeTask(caller, task)) throw forbidden(TASK_MESSAGES.notAllowed);
  checkAssignee(services, task.companyId, input.assigneeId);
  checkCase(services, caller, input.caseId);
  const updated = services.store.update('tasks', task.id, {
    ...fields(input),
    updatedAt: services.clock.now().toISOString(),
  });
  if (updated.assigneeId !== task.assigneeId && updated.assigneeId !== caller.userId)
    notifyTask(services, caller, updated, 'ASSIGN', updated.assigneeId);
  return updated;
}

export function setTaskStatus(services: Services, caller: Principal, id: string, status: TaskStatus): Task {
  const task = seeTask(services, caller, id);
  requireTaskTools(services, task.companyId);
  if (!mayChangeTask(caller, task)) throw forbidden(TASK_MESSAGES.notAllowed);
  if (!canMoveTask(task.status, status))
    throw conflict(
      format(TASK_MESSAGES.transitionRefused, {
        from: TASK_STATUS_LABELS[task.status],
        to: TASK_STATUS_LABELS[status],
      }),
    );
  const now = services.clock.now().toISOString();
  const updated = services.store.update('tasks', task.id, {
    status,
    updatedAt: now,
    completedAt: status === 'COMPLETED' ? now : null,
  });
  if (status === 'COMPLETED' && updated.createdById && updated.createdById !== caller.userId)
    notifyTask(services, caller, updated, 'COMPLETE', updated.createdById);
  return updated;
}

export function deleteTask(services: Services, caller: Principal, id: string): Task {
  const task = seeTask(services, caller, id);
  requireTaskTools(services, task.companyId);
  if (!mayDeleteTask(caller, task)) throw forbidden(TASK_MESSAGES.deleteNotAllowed);
  services.store.remove('tasks', task.id);
  if (task.assigneeId !== caller.userId) notifyTask(services, caller, task, 'DELETE', task.assigneeId);
  return task;
}
