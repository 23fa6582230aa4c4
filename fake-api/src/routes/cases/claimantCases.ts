/**
 * The claimant's own cases (issue 11, "Claimants"; /claimant/dashboard): the list and one case, read-only,
 * for CLAIMANT users only (403 for anyone else). Only their own cases: any other id answers 404. Their
 * documents are read through the case-file routes, which show a claimant the files shared with them.
 */
import { z } from 'zod';
import { CASE_STATUS_NEXT_STEPS, ENDPOINTS, claimantCaseSchema, isClaimant } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { notFound } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { seeCase } from './caseService.ts';
import { claimantCaseView, claimantCasesFilter, myClaimantRecord } from './claimantCaseService.ts';

const tags = ['claimants'];
const nextSteps = Object.entries(CASE_STATUS_NEXT_STEPS)
  .map(([status, sentence]) => `${status}: ${sentence}`)
  .join(' ');

const list = defineListRoute({
  endpoint: ENDPOINTS.listMyClaimantCases,
  access: isClaimant,
  collection: 'cases',
  resource: 'cases',
  filterFields: ['status'],
  sortFields: ['createdDate', 'updatedAt', 'accidentDate'],
  defaultSort: { field: 'createdDate', order: 'DESC' },
  scope: (filter, ctx) => ({
    ...claimantCasesFilter(filter),
    claimantId: myClaimantRecord(ctx.services, callerOf(ctx)).id,
  }),
  serialize: (legalCase, services) => claimantCaseView(services, legalCase),
  doc: {
    summary: 'The signed-in claimant’s own cases, read-only (CLAIMANT users only)',
    description:
      'Each case with its status, attorney and firm, the providers working on it, its key dates and the ' +
      'documents the firm shared with the claimant; q matches the folio. ' +
      `What the dashboard says happens next: ${nextSteps}`,
    tags,
    response: z.array(claimantCaseSchema),
    errors: [403, 404],
  },
});

const getOne = defineRoute({
  endpoint: ENDPOINTS.getMyClaimantCase,
  access: isClaimant,
  params: idParams,
  doc: {
    summary: 'One of the signed-in claimant’s own cases (404 for any other case)',
    tags,
    response: claimantCaseSchema,
    errors: [403, 404],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    myClaimantRecord(ctx.services, caller);
    const { legalCase, access } = seeCase(ctx.services, caller, ctx.params.id);
    if (access !== 'CLAIMANT') throw notFound();
    return { status: 200, body: claimantCaseView(ctx.services, legalCase) };
  },
});

export const claimantCaseRoutes = [list, getOne];
