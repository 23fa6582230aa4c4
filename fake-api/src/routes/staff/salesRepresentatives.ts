/**
 * Sales representatives (SPEC.md section 7, internal users): GET /internal-users/sales-representatives lists the
 * current assignments (representative -> company) and /historical the ended ones, both with the console's
 * list protocol (filter by companyId or salesRepresentativeId). POST assigns a representative to a company:
 * the current assignment ends now and moves to history with its dates.
 */
import { z } from 'zod';
import {
  INTERNAL_ROLES,
  MESSAGES,
  can,
  salesAssignmentSchema,
  ENDPOINTS,
  salesAssignmentEntrySchema,
} from '@casebridge/domain';
import type { SalesAssignment, SalesAssignmentEntry } from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, validationError } from '../../core/errors.ts';
import { listResponse } from '../../core/list.ts';
import { listQueryParams, parseListQuery } from '../../core/listQuery.ts';
import { scalarFieldsOf } from '../../core/sortFields.ts';
import type { Services } from '../../core/types.ts';
import { companyOr404 } from '../companies/companies.ts';

const FILTER_FIELDS = ['companyId', 'salesRepresentativeId', 'startDate', 'endDate'];
const SEARCH_FIELDS = ['companyName', 'salesRepresentativeName'];
/** What an entry may be sorted by: its scalar fields (an allow-list: others are a 400). */
const SORT_FIELDS = scalarFieldsOf(salesAssignmentEntrySchema);

function entryOf(services: Services, assignment: SalesAssignment): SalesAssignmentEntry {
  const company = services.store.collection('companies').get(assignment.companyId);
  const rep = services.store.collection('users').get(assignment.salesRepresentativeId);
  return {
    ...assignment,
    companyName: company?.name ?? assignment.companyId,
    salesRepresentativeName: rep ? `${rep.name} ${rep.lastName}` : assignment.salesRepresentativeId,
    current: assignment.endDate === null,
  };
}

function assignmentList(current: boolean) {
  return defineRoute({
    endpoint: current ? ENDPOINTS.listSalesAssignments : ENDPOINTS.listSalesAssignmentHistory,
    access: (principal) => can(principal, 'users.read'),
    query: listQueryParams,
    doc: {
      summary: current
        ? 'Current sales-representative assignments (one per company at most)'
        : 'Ended sales-representative assignments, with their start and end dates',
      description: `Filter on ${FILTER_FIELDS.join(', ')} and q (company or representative name).`,
      tags: ['sales-representatives'],
      response: z.array(salesAssignmentEntrySchema),
      list: true,
    },
    handler: ({ query, services }) => {
      const listQuery = parseListQuery(query, {
        filterFields: FILTER_FIELDS,
        sortFields: SORT_FIELDS,
        defaultSort: { field: current ? 'startDate' : 'endDate', order: 'DESC' },
      });
      const rows = [...services.store.collection('salesAssignments').all()]
        .filter((assignment) => (assignment.endDate === null) === current)
        .map((assignment) => entryOf(services, assignment));
      const result = listArray(rows, listQuery, SEARCH_FIELDS);
      return listResponse('sales-representatives', result, listQuery.range);
    },
  });
}

const assign = defineRoute({
  endpoint: ENDPOINTS.assignSalesRepresentative,
  access: (principal) => can(principal, 'salesReps.assign'),
  body: salesAssignmentSchema,
  doc: {
    summary:
      'Assign a sales representative to a company; the current assignment ends now and moves to history',
    tags: ['sales-representatives'],
    response: salesAssignmentEntrySchema,
    errors: [404, 409],
  },
  handler: ({ body, services }) => {
    const company = companyOr404(services, body.companyId);
    const rep = services.store.collection('users').get(body.salesRepresentativeId);
    const isRep =
      rep &&
      (INTERNAL_ROLES as readonly string[]).includes(rep.userType) &&
      rep.position === 'SALES_REPRESENTATIVE' &&
      rep.enabled &&
      rep.status === 'ACTIVE';
    if (!isRep) throw validationError({ salesRepresentativeId: MESSAGES.notSalesRepresentative });
    const assignments = services.store.collection('salesAssignments');
    const current = assignments.findBy('companyId', company.id).find((a) => a.endDate === null);
    if (current?.salesRepresentativeId === rep.id) throw conflict(MESSAGES.alreadyAssigned);
    const now = services.clock.now().toISOString();
    if (current) services.store.update('salesAssignments', current.id, { endDate: now });
    const created = services.store.insert('salesAssignments', {
      companyId: company.id,
      salesRepresentativeId: rep.id,
      startDate: now,
      endDate: null,
    });
    services.store.update('companies', company.id, { salesRepresentativeId: rep.id, updatedAt: now });
    return { status: 201, body: entryOf(services, created) };
  },
});

export const salesRepresentativeRoutes = [assignmentList(true), assignmentList(false), assign];
