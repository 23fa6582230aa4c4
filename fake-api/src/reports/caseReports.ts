/** Reports on cases: the case list, tasks by categories, case status counts and average case velocity. */
import { CASE_STATUSES, CASE_STATUS_LABELS, POLICE_REPORT_LABELS } from '@casebridge/domain';
import { notFound } from '../core/errors.ts';
import { humanize, lookups } from './lookup.ts';
import { asDate, inRange, type ReportDefinition } from './types.ts';

const DAY_MS = 86_400_000;

export const casesReport: ReportDefinition = {
  key: 'cases',
  columns: [
    { key: 'folio', header: 'Folio', type: 'text', width: 14 },
    { key: 'firm', header: 'Law firm', type: 'text', width: 30 },
    { key: 'attorney', header: 'Attorney', type: 'text' },
    { key: 'claimant', header: 'Claimant', type: 'text' },
    { key: 'status', header: 'Status', type: 'text', width: 14 },
    { key: 'accidentDate', header: 'Accident date', type: 'date' },
    { key: 'policeReport', header: 'Police report', type: 'text', width: 14 },
    { key: 'collaborators', header: 'Collaborators', type: 'number', width: 14 },
    { key: 'createdDate', header: 'Created', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('cases').all()]
      .filter((legalCase) => inRange(legalCase.createdDate, query))
      .map((legalCase) => ({
        folio: legalCase.folio,
        firm: name.company(legalCase.attorneyCompanyId),
        attorney: name.user(legalCase.attorneyUserId),
        claimant: legalCase.claimantName,
        status: humanize(legalCase.status),
        accidentDate: asDate(legalCase.accidentDate),
        policeReport: POLICE_REPORT_LABELS[legalCase.policeReport],
        collaborators: legalCase.collaboratorCompanyIds.length,
        createdDate: asDate(legalCase.createdDate),
      }));
  },
};

export const tasksReport: ReportDefinition = {
  key: 'tasks',
  columns: [
    { key: 'title', header: 'Task', type: 'text', width: 36 },
    { key: 'category', header: 'Category', type: 'text', width: 14 },
    { key: 'status', header: 'Status', type: 'text', width: 14 },
    { key: 'company', header: 'Company', type: 'text', width: 30 },
    { key: 'assignee', header: 'Assignee', type: 'text' },
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'dueDate', header: 'Due', type: 'date' },
    { key: 'createdAt', header: 'Created', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('tasks').all()]
      .filter((task) => inRange(task.createdAt, query))
      .filter((task) => !query.categories || query.categories.includes(task.category))
      .map((task) => ({
        title: task.title,
        category: humanize(task.category),
        status: humanize(task.status),
        company: name.company(task.companyId),
        assignee: name.user(task.assigneeId),
        folio: name.folio(task.caseId),
        dueDate: asDate(task.dueDate),
        createdAt: asDate(task.createdAt),
      }));
  },
};

export const caseStatusesReport: ReportDefinition = {
  key: 'case-statuses',
  columns: [
    { key: 'status', header: 'Status', type: 'text', width: 16 },
    { key: 'count', header: 'Cases', type: 'number' },
  ],
  rows: (services, query) => {
    const counts = new Map<string, number>(CASE_STATUSES.map((status) => [status, 0]));
    for (const legalCase of services.store.collection('cases').all())
      if (inRange(legalCase.createdDate, query))
        counts.set(legalCase.status, (counts.get(legalCase.status) ?? 0) + 1);
    return CASE_STATUSES.map((status) => ({
      status: CASE_STATUS_LABELS[status],
      count: counts.get(status) ?? 0,
    }));
  },
};

/** Days from creation to the last update of settled or closed cases, averaged per attorney. */
export const caseVelocityReport: ReportDefinition = {
  key: 'case-velocity',
  columns: [
    { key: 'attorney', header: 'Attorney', type: 'text' },
    { key: 'firm', header: 'Law firm', type: 'text', width: 30 },
    { key: 'cases', header: 'Resolved cases', type: 'number', width: 16 },
    { key: 'averageDays', header: 'Average days', type: 'number', width: 14 },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    if (query.userId && !services.store.collection('users').get(query.userId)) throw notFound();
    const groups = new Map<string, { firm: string; days: number[] }>();
    for (const legalCase of services.store.collection('cases').all()) {
      if (legalCase.status !== 'SETTLED' && legalCase.status !== 'CLOSED') continue;
      if (query.userId && legalCase.attorneyUserId !== query.userId) continue;
      if (!inRange(legalCase.createdDate, query)) continue;
      const group = groups.get(legalCase.attorneyUserId) ?? { firm: legalCase.attorneyCompanyId, days: [] };
      group.days.push((Date.parse(legalCase.updatedAt) - Date.parse(legalCase.createdDate)) / DAY_MS);
      groups.set(legalCase.attorneyUserId, group);
    }
    return [...groups.entries()]
      .map(([userId, group]) => ({
        attorney: name.user(userId),
        firm: name.company(group.firm),
        cases: group.days.length,
        averageDays: Math.round(group.days.reduce((a, b) => a + b, 0) / group.days.length),
      }))
      .sort((a, b) => String(a.attorney).localeCompare(String(b.attorney)));
  },
};
