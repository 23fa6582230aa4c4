/**
 * Merging two cases of the caller's firm (issue 11): a side-by-side preview, the merge (legalCaseId1 kept,
 * legalCaseId2 merged into it and closed), a case's merges and the same-day undo. Cases and merges of another
 * firm answer 404. Logic in mergeService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  caseMergeInputSchema,
  caseMergePreviewSchema,
  caseMergeSchema,
  mayCreateCase,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { mergeCases, mergesOf, previewMerge, undoMerge } from './mergeService.ts';

const tags = ['cases'];
/** The firm's users (those who may open cases): anyone else gets 403. */
const firmUsers = mayCreateCase;

const preview = defineRoute({
  endpoint: ENDPOINTS.previewCaseMerge,
  access: firmUsers,
  query: caseMergeInputSchema,
  doc: {
    summary: 'Preview a merge: both cases side by side and what the kept case (legalCaseId1) holds after it',
    description:
      'Both cases must be the caller’s firm’s (404 otherwise); 409 when either was merged already. Nothing ' +
      'is written.',
    tags,
    response: caseMergePreviewSchema,
    errors: [404, 409],
  },
  handler: (ctx) => ({
    status: 200,
    body: previewMerge(ctx.services, callerOf(ctx), ctx.query.legalCaseId1, ctx.query.legalCaseId2),
  }),
});

const merge = defineRoute({
  endpoint: ENDPOINTS.mergeCases,
  access: firmUsers,
  body: caseMergeInputSchema,
  doc: {
    summary: 'Merge legalCaseId2 into legalCaseId1 (the firm’s users)',
    description:
      'The merged case’s notes, files, bills, payments, reductions, referrals, tasks, appointments, funding and ' +
      'status requests and activity move to the kept case, its collaborators and favorites join it, and it ' +
      'is closed with mergedIntoCaseId pointing to the kept case. 404 for a case of another firm, 409 when ' +
      'either was merged already. Undo the same day (UTC) with POST /cases/merges/{mergeId}/undo.',
    tags,
    response: caseMergeSchema,
    errors: [404, 409],
  },
  handler: (ctx) => ({
    status: 201,
    body: mergeCases(ctx.services, callerOf(ctx), ctx.body.legalCaseId1, ctx.body.legalCaseId2),
  }),
});

const list = defineRoute({
  endpoint: ENDPOINTS.getCaseMerges,
  access: firmUsers,
  params: idParams,
  doc: {
    summary:
      'The merges a case of the caller’s firm takes part in (not undone), with whether each can be undone',
    tags,
    response: z.array(caseMergeSchema),
    errors: [404],
  },
  handler: (ctx) => ({ status: 200, body: mergesOf(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const undo = defineRoute({
  endpoint: ENDPOINTS.undoCaseMerge,
  access: firmUsers,
  params: z.object({ mergeId: z.string().min(1) }),
  doc: {
    summary: 'Undo a merge, the day it was made (UTC, server clock)',
    description:
      'The moved records still on the kept case go back, the collaborators and favorites it gained leave it, ' +
      'and the merged case gets its status back. 409 once undone, after the day of the merge, or when a case ' +
      'was deleted; 404 for another firm’s merge.',
    tags,
    response: caseMergeSchema,
    errors: [404, 409],
  },
  handler: (ctx) => ({ status: 200, body: undoMerge(ctx.services, callerOf(ctx), ctx.params.mergeId) }),
});

export const mergeRoutes = [preview, merge, list, undo];
