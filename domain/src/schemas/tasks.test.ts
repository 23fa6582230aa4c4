import { describe, expect, it } from 'vitest';
import { MESSAGES, format } from '../messages.ts';
import { TASK_LIMITS, TASK_MESSAGES } from '../rules/tasks.ts';
import { fieldErrors } from '../validation/common.ts';
import { taskDueInstant, taskInputSchema } from './tasks.ts';

const valid = {
  title: ' Call the adjuster ',
  category: 'FOLLOW_UP',
  assigneeId: 'u1',
  dueDate: '2026-12-01',
};

describe('taskInputSchema', () => {
  it('trims, defaults the description and reads an empty case as none', () => {
    expect(taskInputSchema.parse({ ...valid, caseId: '' })).toEqual({
      title: 'Call the adjuster',
      description: '',
      category: 'FOLLOW_UP',
      assigneeId: 'u1',
      dueDate: '2026-12-01',
      caseId: null,
    });
  });

  it('names what is missing or wrong with the spec’s messages', () => {
    const result = taskInputSchema.safeParse({
      title: 'x'.repeat(TASK_LIMITS.titleMaxLength + 1),
      category: 'PARTY',
      dueDate: '2026-02-31',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: format(MESSAGES.maxLength, { max: TASK_LIMITS.titleMaxLength }),
      category: MESSAGES.invalidOption,
      assigneeId: MESSAGES.fieldRequired,
      dueDate: TASK_MESSAGES.dueDateInvalid,
    });
    expect(taskInputSchema.safeParse({ ...valid, dueDate: '12/01/2026' }).success).toBe(false);
    expect(taskInputSchema.safeParse({ ...valid, dueDate: '2026-12-01T15:00:00.000Z' }).success).toBe(true);
  });

  it('stores a bare day as due at its end (UTC)', () => {
    expect(taskDueInstant('2026-12-01')).toBe('2026-12-01T23:59:59.000Z');
    expect(taskDueInstant('2026-12-01T15:00:00Z')).toBe('2026-12-01T15:00:00.000Z');
  });
});
