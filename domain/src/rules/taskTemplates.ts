/**
 * Task templates per case status (issue 16): "when a case enters status X, create these tasks due N days later
 * for role Y". Who may manage them, the assignee roles, the limits, the messages and the pure rule turning a
 * case's templates into the tasks to create. The fake API (the case status hook) and the portal use these.
 */
import type { TaskCategory } from '../enums.ts';
import type { LegalCase, TaskTemplate } from '../entities/cases.ts';

/** The assignee roles a template may name; any other value is a user id of the company. */
export const TASK_TEMPLATE_ROLES = ['RESPONSIBLE_ATTORNEY', 'OWNER'] as const;
export type TaskTemplateRole = (typeof TASK_TEMPLATE_ROLES)[number];
export const TASK_TEMPLATE_ROLE_LABELS: Record<TaskTemplateRole, string> = {
  RESPONSIBLE_ATTORNEY: 'The case’s responsible attorney',
  OWNER: 'The company owner',
};

export function isTaskTemplateRole(value: string): value is TaskTemplateRole {
  return (TASK_TEMPLATE_ROLES as readonly string[]).includes(value);
}

export const TASK_TEMPLATE_LIMITS = { dueInDaysMin: 0, dueInDaysMax: 365 } as const;

export const TASK_TEMPLATE_MESSAGES = {
  notAllowed: 'Only a company owner or admin can manage task templates.',
  dueInDaysInvalid: 'Enter a whole number of days from 0 to 365.',
  caseStatusInvalid:
    'Choose one of the case statuses: Intake, Treating, Demand sent, Negotiating, Litigation, Settled, Closed, Withdrawn.',
  assigneeInvalid: 'Choose the responsible attorney, the owner or an active user of your company.',
  created: 'Task template created',
  updated: 'Task template saved',
  deleted: 'Task template deleted',
  deleteConfirm: 'Delete the task template “{title}”? Cases already moved keep their tasks.',
  activity: 'Tasks created from templates: {titles}',
} as const;

/** Templates are written by the company's owner or admins; its other members read them. */
export function mayManageTaskTemplates(permission: string | null): boolean {
  return permission === 'OWNER' || permission === 'ADMIN';
}

/** A task to create from a template: the assignee is resolved, or null when the role has nobody. */
export interface TemplateTaskDraft {
  templateId: string;
  companyId: string;
  caseId: string;
  assigneeId: string | null;
  title: string;
  description: string;
  category: TaskCategory;
  /** ISO instant: the status change plus the template's days. */
  dueDate: string;
}

const DAY_MS = 86_400_000;

/**
 * The tasks a case entering its current status gets from the templates of that status (other statuses'
 * templates are ignored): due `at` + dueInDays days, assigned to the case's responsible attorney, the
 * company's owner (`ownerId`) or the named user.
 */
export function tasksFromTemplates(
  templates: readonly TaskTemplate[],
  legalCase: Pick<LegalCase, 'id' | 'status' | 'attorneyUserId'>,
  at: Date,
  ownerId: string | null = null,
): TemplateTaskDraft[] {
  return templates
    .filter((t) => t.caseStatus === legalCase.status)
    .map((t) => ({
      templateId: t.id,
      companyId: t.companyId,
      caseId: legalCase.id,
      assigneeId: resolveAssignee(t.assignTo, legalCase.attorneyUserId, ownerId),
      title: t.title,
      description: t.description,
      category: t.category,
      dueDate: new Date(at.getTime() + t.dueInDays * DAY_MS).toISOString(),
    }));
}

function resolveAssignee(assignTo: string, attorneyId: string | null, ownerId: string | null): string | null {
  if (assignTo === 'RESPONSIBLE_ATTORNEY') return attorneyId || null;
  if (assignTo === 'OWNER') return ownerId;
  return assignTo || null;
}
