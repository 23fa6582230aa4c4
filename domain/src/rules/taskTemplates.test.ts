import { describe, expect, it } from 'vitest';
import type { TaskTemplate } from '../entities/cases.ts';
import { isTaskTemplateRole, mayManageTaskTemplates, tasksFromTemplates } from './taskTemplates.ts';

const template = (id: string, overrides: Partial<TaskTemplate> = {}): TaskTemplate => ({
  id,
  companyId: 'co1',
  caseStatus: 'NEGOTIATING',
  title: `Task ${id}`,
  description: '',
  category: 'FOLLOW_UP',
  dueInDays: 2,
  assignTo: 'RESPONSIBLE_ATTORNEY',
  createdById: 'u-owner',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const legalCase = { id: 'ca1', status: 'NEGOTIATING' as const, attorneyUserId: 'u-attorney' };
const at = new Date('2026-11-25T10:30:00.000Z');

describe('tasksFromTemplates', () => {
  it('makes a task per template of the case’s status, due at the change plus the days', () => {
    const drafts = tasksFromTemplates(
      [template('t1'), template('t2', { caseStatus: 'SETTLED' }), template('t3', { dueInDays: 0 })],
      legalCase,
      at,
      'u-owner',
    );
    expect(drafts.map((d) => d.templateId)).toEqual(['t1', 't3']);
    expect(drafts[0]).toEqual({
      templateId: 't1',
      companyId: 'co1',
      caseId: 'ca1',
      assigneeId: 'u-attorney',
      title: 'Task t1',
      description: '',
      category: 'FOLLOW_UP',
      dueDate: '2026-11-27T10:30:00.000Z',
    });
    expect(drafts[1]!.dueDate).toBe(at.toISOString());
  });

  it('resolves the owner role and a named user; an unknown owner leaves the task unassigned', () => {
    const templates = [template('t1', { assignTo: 'OWNER' }), template('t2', { assignTo: 'u-member' })];
    expect(tasksFromTemplates(templates, legalCase, at, 'u-owner').map((d) => d.assigneeId)).toEqual([
      'u-owner',
      'u-member',
    ]);
    expect(tasksFromTemplates(templates, legalCase, at)[0]!.assigneeId).toBeNull();
  });

  it('makes nothing without templates of the status', () => {
    expect(tasksFromTemplates([template('t1', { caseStatus: 'CLOSED' })], legalCase, at)).toEqual([]);
    expect(tasksFromTemplates([], legalCase, at)).toEqual([]);
  });
});

describe('task template permissions and roles', () => {
  it('lets owners and admins manage, not members', () => {
    expect(mayManageTaskTemplates('OWNER')).toBe(true);
    expect(mayManageTaskTemplates('ADMIN')).toBe(true);
    expect(mayManageTaskTemplates('MEMBER')).toBe(false);
    expect(mayManageTaskTemplates(null)).toBe(false);
  });

  it('knows the roles from user ids', () => {
    expect(isTaskTemplateRole('RESPONSIBLE_ATTORNEY')).toBe(true);
    expect(isTaskTemplateRole('OWNER')).toBe(true);
    expect(isTaskTemplateRole('us-000001')).toBe(false);
  });
});
