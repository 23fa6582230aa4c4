/**
 * Task templates (issue 16): a template as the API answers it and the body of its writes. The stored record is
 * entities/cases.ts TaskTemplate; the answer adds the assignee's name. Messages and limits are
 * rules/taskTemplates.ts's (and rules/tasks.ts's for the title and description).
 */
import { z } from 'zod';
import { CASE_STATUSES, TASK_CATEGORIES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { TASK_LIMITS } from '../rules/tasks.ts';
import { TASK_TEMPLATE_LIMITS, TASK_TEMPLATE_MESSAGES } from '../rules/taskTemplates.ts';
import { optionalString, requiredChoice, requiredString } from '../validation/common.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const taskTemplateSchema = z.object({
  id,
  companyId: id,
  caseStatus: z.enum(CASE_STATUSES),
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  dueInDays: z.number().int(),
  assignTo: z
    .string()
    .describe('RESPONSIBLE_ATTORNEY (the case’s attorneyUserId), OWNER, or a user id of the company'),
  assigneeName: z.string().describe('the role’s label, or the named user’s name'),
  createdById: id,
  createdAt: date,
});
export type TaskTemplateView = z.output<typeof taskTemplateSchema>;

const dueInDaysSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid })
    .int({ error: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid })
    .min(TASK_TEMPLATE_LIMITS.dueInDaysMin, { error: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid })
    .max(TASK_TEMPLATE_LIMITS.dueInDaysMax, { error: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid }),
);

export const taskTemplateInputSchema = z.object({
  caseStatus: z.enum(CASE_STATUSES, { error: TASK_TEMPLATE_MESSAGES.caseStatusInvalid }),
  title: requiredString(MESSAGES.fieldRequired, TASK_LIMITS.titleMaxLength),
  description: optionalString(TASK_LIMITS.descriptionMaxLength).transform((v) => v ?? ''),
  category: requiredChoice(TASK_CATEGORIES, MESSAGES.fieldRequired),
  dueInDays: dueInDaysSchema,
  assignTo: requiredString(TASK_TEMPLATE_MESSAGES.assigneeInvalid),
});
export type TaskTemplateInput = z.output<typeof taskTemplateInputSchema>;
export type TaskTemplateFormValues = z.input<typeof taskTemplateInputSchema>;
