/**
 * Requests for case status (issue 11, a plan feature: Advanced and Premium): list, ask, answer. A case the caller
 * may not see answers 404. Logic in statusRequestService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  STATUS_REQUEST_MESSAGES,
  caseStatusRequestListSchema,
  caseStatusRequestSchema,
  statusRequestAnswerSchema,
  statusRequestInputSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { firmCase, seeCase } from './caseService.ts';
import { answerStatusRequest, askForStatus, listStatusRequests } from './statusRequestService.ts';

const tags = ['cases'];

const list = defineRoute({
  endpoint: ENDPOINTS.listCaseStatusRequests,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      'A case’s requests for status (the firm: all; a collaborator: its own) and whether the caller may ask',
    description:
      'ask: ALLOWED, UPGRADE (a collaborator on the Basic plan: status requests are an Advanced and Premium ' +
      'feature), ALREADY_OPEN (its last request is not answered yet) or NOT_ALLOWED (the firm, staff). The ' +
      'claimant gets 403.',
    tags,
    response: caseStatusRequestListSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    return { status: 200, body: listStatusRequests(ctx.services, caller, seen) };
  },
});

const ask = defineRoute({
  endpoint: ENDPOINTS.createCaseStatusRequest,
  access: 'authenticated',
  params: idParams,
  body: statusRequestInputSchema,
  doc: {
    summary: 'Ask the firm for a status update (a collaborating company on Advanced or Premium)',
    description:
      `403 for anyone but a collaborator, and "${STATUS_REQUEST_MESSAGES.upgrade}" for the Basic plan; 409 ` +
      'while the company’s last request on the case is open. Notifies the firm (CASE / REQUEST_CASE_STATUS).',
    tags,
    response: caseStatusRequestSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    return { status: 201, body: askForStatus(ctx.services, caller, seen, ctx.body.message) };
  },
});

const answer = defineRoute({
  endpoint: ENDPOINTS.answerCaseStatusRequest,
  access: 'authenticated',
  params: z.object({ id: z.string().min(1), requestId: z.string().min(1) }),
  body: statusRequestAnswerSchema,
  doc: {
    summary: 'Answer a request for status (the firm), optionally moving the case to a new status',
    description:
      '409 when the request was answered already or the status move is off the graph (nothing is written ' +
      'then). Notifies the asker (CASE / UPDATE_CASE_STATUS); a status move answers the other open requests too.',
    tags,
    response: caseStatusRequestSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = firmCase(ctx.services, caller, ctx.params.id, () =>
      forbidden('Only the case’s law firm can answer'),
    );
    return {
      status: 200,
      body: answerStatusRequest(ctx.services, caller, seen, ctx.params.requestId, ctx.body),
    };
  },
});

export const statusRequestRoutes = [list, ask, answer];
