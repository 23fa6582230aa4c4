/**
 * A case's collaborators: the health providers and facilities working on it. The firm searches validated ones,
 * adds and removes them; everyone who may see the case but its claimant lists them. Logic in
 * collaboratorService.ts.
 */
import { z } from 'zod';
import {
  CASE_ABILITIES,
  ENDPOINTS,
  caseCollaboratorInputSchema,
  caseCollaboratorSchema,
  collaboratorCandidateSchema,
  collaboratorSearchQuerySchema,
  legalCaseSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { caseView, firmCase, seeCase } from './caseService.ts';
import {
  addCollaborator,
  listCollaborators,
  removeCollaborator,
  searchCandidates,
} from './collaboratorService.ts';

const tags = ['cases'];
const firmOnly = () => forbidden('Only the case’s law firm can do this');

const list = defineRoute({
  endpoint: ENDPOINTS.getCaseCollaborators,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'The companies working on a case, with what each billed (a collaborator: only its own)',
    tags,
    response: z.array(caseCollaboratorSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    if (!CASE_ABILITIES.readCollaborators(seen.access)) throw forbidden();
    return { status: 200, body: listCollaborators(ctx.services, caller, seen) };
  },
});

const search = defineRoute({
  endpoint: ENDPOINTS.searchCaseCollaboratorCandidates,
  access: 'authenticated',
  params: idParams,
  query: collaboratorSearchQuerySchema,
  doc: {
    summary: 'Validated health providers and facilities the firm may add to a case (its firm)',
    description:
      'q (2 to 60 characters) matches the name, e-mail, city, state or tax id; at most 10 answers, by name, ' +
      'without the companies already on the case.',
    tags,
    response: z.array(collaboratorCandidateSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const { legalCase } = firmCase(ctx.services, callerOf(ctx), ctx.params.id, firmOnly);
    return { status: 200, body: searchCandidates(ctx.services, legalCase, ctx.query.q) };
  },
});

const add = defineRoute({
  endpoint: ENDPOINTS.addCaseCollaborator,
  access: 'authenticated',
  params: idParams,
  body: caseCollaboratorInputSchema,
  doc: {
    summary: 'Add a validated health provider or facility to a case (its firm)',
    tags,
    response: legalCaseSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const updated = addCollaborator(ctx.services, caller, legalCase, ctx.body.companyId);
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.removeCaseCollaborator,
  access: 'authenticated',
  params: z.object({ id: z.string().min(1), companyId: z.string().min(1) }),
  doc: {
    summary: 'Remove a collaborator from a case (its firm)',
    tags,
    response: legalCaseSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const updated = removeCollaborator(ctx.services, caller, legalCase, ctx.params.companyId);
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

export const collaboratorRoutes = [list, search, add, remove];
