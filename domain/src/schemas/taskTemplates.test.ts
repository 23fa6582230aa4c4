import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { TASK_TEMPLATE_MESSAGES } from '../rules/taskTemplates.ts';
import { fieldErrors } from '../validation/common.ts';
import { taskTemplateInputSchema } from './taskTemplates.ts';

const valid = {
  caseStatus: 'TREATING',
  title: ' Request records ',
  category: 'DOCUMENTS',
  dueInDays: '14',
  assignTo: 'OWNER',
};

describe('taskTemplateInputSchema', () => {
  it('trims, defaults the description and reads the days typed as text', () => {
    expect(taskTemplateInputSchema.parse(valid)).toEqual({
      caseStatus: 'TREATING',
      title: 'Request records',
      description: '',
      category: 'DOCUMENTS',
      dueInDays: 14,
      assignTo: 'OWNER',
    });
  });

  it('answers the exact messages', () => {
    const result = taskTemplateInputSchema.safeParse({ caseStatus: 'SOON', title: '', dueInDays: -1 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      caseStatus: TASK_TEMPLATE_MESSAGES.caseStatusInvalid,
      title: MESSAGES.fieldRequired,
      category: MESSAGES.fieldRequired,
      dueInDays: TASK_TEMPLATE_MESSAGES.dueInDaysInvalid,
      assignTo: TASK_TEMPLATE_MESSAGES.assigneeInvalid,
    });
    for (const dueInDays of ['', 'soon', 2.5, 366])
      expect(taskTemplateInputSchema.safeParse({ ...valid, dueInDays }).success).toBe(false);
    expect(taskTemplateInputSchema.parse({ ...valid, dueInDays: 365 }).dueInDays).toBe(365);
  });
});
