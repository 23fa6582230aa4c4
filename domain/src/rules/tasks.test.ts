import { describe, expect, it } from 'vitest';
import { TASK_CATEGORIES, TASK_STATUSES } from '../enums.ts';
import {
  TASK_CATEGORY_LABELS,
  TASK_STATUS_LABELS,
  canMoveTask,
  hasTaskTools,
  isTaskOverdue,
  mayChangeTask,
  mayDeleteTask,
  taskDueFilter,
  taskStatusActionLabel,
} from './tasks.ts';

describe('task statuses', () => {
  it('labels every status and category', () => {
    for (const s of TASK_STATUSES) expect(TASK_STATUS_LABELS[s]).toBeTruthy();
    for (const c of TASK_CATEGORIES) expect(TASK_CATEGORY_LABELS[c]).toBeTruthy();
    expect(TASK_STATUS_LABELS.COMPLETED).toBe('Done');
  });

  it('starts, finishes and reopens, and refuses the rest', () => {
    expect(canMoveTask('PENDING', 'IN_PROGRESS')).toBe(true);
    expect(canMoveTask('PENDING', 'COMPLETED')).toBe(true);
    expect(canMoveTask('IN_PROGRESS', 'COMPLETED')).toBe(true);
    expect(canMoveTask('IN_PROGRESS', 'PENDING')).toBe(true);
    expect(canMoveTask('COMPLETED', 'PENDING')).toBe(true);
    expect(canMoveTask('COMPLETED', 'IN_PROGRESS')).toBe(false);
    for (const s of TASK_STATUSES) expect(canMoveTask(s, s)).toBe(false);
  });

  it('names the quick actions', () => {
    expect(taskStatusActionLabel('PENDING', 'COMPLETED')).toBe('Mark done');
    expect(taskStatusActionLabel('PENDING', 'IN_PROGRESS')).toBe('Start');
    expect(taskStatusActionLabel('COMPLETED', 'PENDING')).toBe('Reopen');
    expect(taskStatusActionLabel('IN_PROGRESS', 'PENDING')).toBe('Back to To do');
  });
});

describe('who may do what', () => {
  const task = { createdById: 'creator', assigneeId: 'assignee' };
  it('lets the creator, the assignee and owners or admins change a task', () => {
    expect(mayChangeTask({ userId: 'creator', permission: null }, task)).toBe(true);
    expect(mayChangeTask({ userId: 'assignee', permission: null }, task)).toBe(true);
    expect(mayChangeTask({ userId: 'x', permission: 'ADMIN' }, task)).toBe(true);
    expect(mayChangeTask({ userId: 'x', permission: null }, task)).toBe(false);
  });
  it('keeps deleting to the creator and owners or admins', () => {
    expect(mayDeleteTask({ userId: 'assignee', permission: null }, task)).toBe(false);
    expect(mayDeleteTask({ userId: 'creator', permission: null }, task)).toBe(true);
    expect(mayDeleteTask({ userId: 'x', permission: 'OWNER' }, task)).toBe(true);
  });
  it('gives task tools to Premium only', () => {
    expect(hasTaskTools('PRO')).toBe(true);
    expect(hasTaskTools('ADVANCED')).toBe(false);
    expect(hasTaskTools('BASIC')).toBe(false);
  });
});

describe('due filters', () => {
  // Wednesday 25 November 2026, 10:00 UTC.
  const now = new Date('2026-11-25T10:00:00.000Z');
  it('finds open tasks past due', () => {
    expect(taskDueFilter('overdue', now)).toEqual({
      dueDate_lt: '2026-11-25T10:00:00.000Z',
      status: ['PENDING', 'IN_PROGRESS'],
    });
    expect(isTaskOverdue({ status: 'PENDING', dueDate: '2026-11-25T09:00:00.000Z' }, now)).toBe(true);
    expect(isTaskOverdue({ status: 'COMPLETED', dueDate: '2026-11-20T09:00:00.000Z' }, now)).toBe(false);
    expect(isTaskOverdue({ status: 'PENDING', dueDate: '2026-11-26T09:00:00.000Z' }, now)).toBe(false);
  });
  it('bounds today and the rest of the week (to Sunday) in the viewer’s time zone', () => {
    expect(taskDueFilter('today', now)).toEqual({
      dueDate_gte: '2026-11-25T00:00:00.000Z',
      dueDate_lt: '2026-11-26T00:00:00.000Z',
    });
    expect(taskDueFilter('week', now)).toEqual({
      dueDate_gte: '2026-11-25T00:00:00.000Z',
      dueDate_lt: '2026-11-30T00:00:00.000Z',
    });
    // New York (UTC-5): at 02:00 UTC on Thursday it is still Wednesday evening there.
    expect(taskDueFilter('today', new Date('2026-11-26T02:00:00.000Z'), 300)).toEqual({
      dueDate_gte: '2026-11-25T05:00:00.000Z',
      dueDate_lt: '2026-11-26T05:00:00.000Z',
    });
    // A Sunday's week is that day alone.
    expect(taskDueFilter('week', new Date('2026-11-29T10:00:00.000Z'))).toEqual({
      dueDate_gte: '2026-11-29T00:00:00.000Z',
      dueDate_lt: '2026-11-30T00:00:00.000Z',
    });
  });
});
