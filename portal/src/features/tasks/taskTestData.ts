/** Tasks as the API answers them, for the tasks feature's UI tests. */
import type { TaskView } from '@casebridge/domain';

const DAY_MS = 86_400_000;

/** A task due `dueInDays` from now (negative: past due). */
export function taskView(overrides: Partial<TaskView> = {}, dueInDays = 1): TaskView {
  return {
    id: 't1',
    companyId: 'c1',
    caseId: 'k1',
    caseFolio: 'CB-2026-000001',
    assigneeId: 'u1',
    assigneeName: 'Ann Lee',
    createdById: 'u2',
    createdByName: 'Bo Park',
    title: 'Request the MRI report',
    description: '',
    category: 'DOCUMENTS',
    status: 'PENDING',
    dueDate: new Date(Date.now() + dueInDays * DAY_MS).toISOString(),
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    completedAt: null,
    canChange: true,
    canDelete: true,
    ...overrides,
  };
}

export const companyMembers = [
  { id: 'u1', name: 'Ann', lastName: 'Lee', status: 'ACTIVE' },
  { id: 'u2', name: 'Bo', lastName: 'Park', status: 'ACTIVE' },
  { id: 'u3', name: 'Cy', lastName: 'Gone', status: 'DISABLED' },
];
