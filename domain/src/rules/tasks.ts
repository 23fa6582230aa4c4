/**
 * Tasks (issue 16; SPEC.md 7 "Tasks and notes", 4 "Task status is changed through a status parameter", 6 "task
 * tools" a Premium plan feature). The labels, the status graph (a status moves only through
 * PUT /tasks/{id}/status, along TASK_STATUS_TRANSITIONS), who may change or delete a task, the due-date ranges
 * the screens filter by and the messages the API answers. The fake API and the portal both use these.
 */
import type { TaskCategory, TaskStatus } from '../enums.ts';
import { planHasFeature } from './plans.ts';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING: 'To do',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Done',
};

export const TASK_CATEGORY_LABELS: Record<TaskCategory, string> = {
  FOLLOW_UP: 'Follow-up',
  DOCUMENTS: 'Documents',
  BILLING: 'Billing',
  MEDICAL: 'Medical',
  LEGAL: 'Legal',
  OTHER: 'Other',
};

/** Where each status may go: start, finish, put back; a finished task is reopened to To do. */
export const TASK_STATUS_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  PENDING: ['IN_PROGRESS', 'COMPLETED'],
  IN_PROGRESS: ['PENDING', 'COMPLETED'],
  COMPLETED: ['PENDING'],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return TASK_STATUS_TRANSITIONS[from].includes(to);
}

/** The label of the action moving a task to `to` (the quick status buttons). */
export function taskStatusActionLabel(from: TaskStatus, to: TaskStatus): string {
  if (to === 'COMPLETED') return 'Mark done';
  if (to === 'IN_PROGRESS') return 'Start';
  return from === 'COMPLETED' ? 'Reopen' : 'Back to To do';
}

export const TASK_LIMITS = { titleMaxLength: 120, descriptionMaxLength: 2000 } as const;

export const TASK_MESSAGES = {
  upgrade: 'Task tools are part of the Premium plan. Upgrade your plan to create and manage tasks.',
  noCompany: 'Only users of a company have tasks.',
  assigneeInvalid: 'Choose an active user of your company as the assignee.',
  caseInvalid: 'The case was not found among your company’s cases.',
  transitionRefused: 'A task that is {from} cannot be moved to {to}.',
  statusInvalid: 'Choose one of the task statuses: To do, In progress, Done.',
  notAllowed: 'Only the task’s creator, its assignee or a company owner or admin can change this task.',
  deleteNotAllowed: 'Only the task’s creator or a company owner or admin can delete this task.',
  dueDateInvalid: 'Enter a valid due date (YYYY-MM-DD).',
  categoriesInvalid: 'Unknown task categories: {values}.',
  created: 'Task created',
  updated: 'Task saved',
  deleted: 'Task deleted',
  statusChanged: 'Task moved to {status}',
} as const;

/** Task tools (creating, editing, moving, deleting tasks) need the Premium plan; reading does not. */
export function hasTaskTools(planType: 'BASIC' | 'ADVANCED' | 'PRO'): boolean {
  return planHasFeature(planType, 'taskTools');
}

/** What the API needs to know about the caller and the task to decide. */
export interface TaskActor {
  userId: string;
  permission: string | null;
}
export interface TaskParties {
  createdById: string | null;
  assigneeId: string;
}

const isOwnerOrAdmin = (actor: TaskActor) => actor.permission === 'OWNER' || actor.permission === 'ADMIN';

/** Editing or moving a task: its creator, its assignee, or the company's owner or admins. */
export function mayChangeTask(actor: TaskActor, task: TaskParties): boolean {
  return isOwnerOrAdmin(actor) || actor.userId === task.createdById || actor.userId === task.assigneeId;
}

/** Deleting a task: its creator, or the company's owner or admins. */
export function mayDeleteTask(actor: TaskActor, task: TaskParties): boolean {
  return isOwnerOrAdmin(actor) || actor.userId === task.createdById;
}

export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
export const TASK_DUE_FILTER_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due this week',
};

const DAY_MS = 86_400_000;

function localMidnight(now: Date, timeZoneOffsetMinutes: number): number {
  const shifted = now.getTime() - timeZoneOffsetMinutes * 60_000;
  return Math.floor(shifted / DAY_MS) * DAY_MS + timeZoneOffsetMinutes * 60_000;
}

/**
 * The list filter of a due filter, in ra-data-simple-rest's operators (dueDate_gte / dueDate_lt, and the open
 * statuses for "overdue"). `timeZoneOffsetMinutes` is Date.getTimezoneOffset() of the viewer (0 = UTC); the
 * week runs from today to the end of Sunday.
 */
export function taskDueFilter(
  kind: TaskDueFilter,
  now: Date,
  timeZoneOffsetMinutes = 0,
): Record<string, string | string[]> {
  const today = localMidnight(now, timeZoneOffsetMinutes);
  const iso = (ms: number) => new Date(ms).toISOString();
  if (kind === 'overdue') return { dueDate_lt: iso(now.getTime()), status: ['PENDING', 'IN_PROGRESS'] };
  if (kind === 'today') return { dueDate_gte: iso(today), dueDate_lt: iso(today + DAY_MS) };
  const weekday = new Date(today - timeZoneOffsetMinutes * 60_000).getUTCDay(); // 0 = Sunday
  const daysLeft = weekday === 0 ? 1 : 8 - weekday;
  return { dueDate_gte: iso(today), dueDate_lt: iso(today + daysLeft * DAY_MS) };
}

/** A task not done whose due time has passed. */
export function isTaskOverdue(task: { status: TaskStatus; dueDate: string }, now: Date): boolean {
  return task.status !== 'COMPLETED' && Date.parse(task.dueDate) < now.getTime();
}
