/**
 * Tasks (issue 16): a task as the API answers it and the bodies of its calls. The stored record is
 * entities/cases.ts Task; the answer adds the names a list shows (assignee, creator, case folio) and what the
 * caller may do with it. Messages and limits are rules/tasks.ts's.
 */
import { z } from 'zod';
import { TASK_CATEGORIES, TASK_STATUSES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { TASK_LIMITS, TASK_MESSAGES } from '../rules/tasks.ts';
import { optionalString, requiredChoice, requiredString } from '../validation/common.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const taskSchema = z.object({
  id,
  companyId: id,
  caseId: id.nullable(),
  caseFolio: z.string().nullable(),
  assigneeId: id,
  assigneeName: z.string(),
  createdById: id.nullable(),
  createdByName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  status: z.enum(TASK_STATUSES),
  dueDate: date,
  createdAt: date,
  updatedAt: date,
  completedAt: date.nullable(),
  canChange: z
    .boolean()
    .describe('the caller may edit it and move its status (creator, assignee, owner, admin)'),
  canDelete: z.boolean().describe('the caller may delete it (creator, owner, admin)'),
});
export type TaskView = z.output<typeof taskSchema>;

/** A due date: 'YYYY-MM-DD' (end of that day, UTC) or a full ISO timestamp. */
const dueDateSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired })
  .refine(isDueDate, { error: TASK_MESSAGES.dueDateInvalid });

/** A real calendar day ('2026-02-31' is not), alone or starting a valid ISO timestamp. */
function isDueDate(value: string): boolean {
  const day = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value)?.[1];
  if (!day || Number.isNaN(Date.parse(value))) return false;
  return new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
}

export const taskInputSchema = z.object({
  title: requiredString(MESSAGES.fieldRequired, TASK_LIMITS.titleMaxLength),
  description: optionalString(TASK_LIMITS.descriptionMaxLength).transform((v) => v ?? ''),
  category: requiredChoice(TASK_CATEGORIES, MESSAGES.fieldRequired),
  assigneeId: requiredString(MESSAGES.fieldRequired),
  dueDate: dueDateSchema,
  caseId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
});
export type TaskInput = z.output<typeof taskInputSchema>;
export type TaskFormValues = z.input<typeof taskInputSchema>;

export const taskStatusQuerySchema = z.object({
  status: z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid }),
});

/** The stored due instant of a due date: a bare day is due at the end of that day (UTC). */
export function taskDueInstant(dueDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(dueDate)
    ? new Date(`${dueDate}T23:59:59.000Z`).toISOString()
    : new Date(dueDate).toISOString();
}
