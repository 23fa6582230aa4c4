/**
 * A case's collaborators: the health providers, facilities (and their support staff) working on it. The firm
 * adds and removes them; everyone who may see the case but its claimant lists them.
 */
import { z } from 'zod';
import {
  CASE_ABILITIES,
  ENDPOINTS,
  MESSAGES,
  caseCollaboratorInputSchema,
  caseCollaboratorSchema,
} from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { caseView, firmCase, recordActivity, seeCase } from './caseService.ts';
import { legalCaseSchema } from '@casebridge/domain';

const tags = ['cases'];
const firmOnly = () => forbidden('Only the case’s law firm can do this');
const COLLABORATING_TYPES = ['HEALTH_PROVIDER', 'FACILITY'];

const view = (c: Company) => ({
  companyId: c.id,
  name: c.name,
  type: c.type,
  city: c.location?.city ?? null,
  state: c.location?.state ?? null,
});

const list = defineRoute({
  endpoint: ENDPOINTS.getCaseCollaborators,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'The companies working on a case',
    tags,
    response: z.array(caseCollaboratorSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const seen = seeCase(ctx.services, callerOf(ctx), ctx.params.id);
    if (!CASE_ABILITIES.readCollaborators(seen.access)) throw forbidden();
    const companies = ctx.services.store
      .collection('companies')
      .getMany(seen.legalCase.collaboratorCompanyIds);
    return { status: 200, body: companies.map(view) };
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
    errors: [400, 403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const company = ctx.services.store.collection('companies').get(ctx.body.companyId);
    if (!company || company.status !== 'VALIDATED' || !COLLABORATING_TYPES.includes(company.type))
      throw validationError({ companyId: MESSAGES.invalidOption });
    if (legalCase.collaboratorCompanyIds.includes(company.id))
      return { status: 200, body: caseView(ctx.services, caller, { legalCase, access: 'FIRM' }) };
    const updated = ctx.services.store.update('cases', legalCase.id, {
      collaboratorCompanyIds: [...legalCase.collaboratorCompanyIds, company.id],
      updatedAt: ctx.services.clock.now().toISOString(),
    });
    recordActivity(
      ctx.services,
      caller,
      legalCase.id,
      'COLLABORATOR_ADDED',
      `${company.name} added as collaborator`,
    );
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
    if (!legalCase.collaboratorCompanyIds.includes(ctx.params.companyId)) throw notFound();
    const updated = ctx.services.store.update('cases', legalCase.id, {
      collaboratorCompanyIds: legalCase.collaboratorCompanyIds.filter((id) => id !== ctx.params.companyId),
      updatedAt: ctx.services.clock.now().toISOString(),
    });
    const name = ctx.services.store.collection('companies').get(ctx.params.companyId)?.name ?? 'A company';
    recordActivity(ctx.services, caller, legalCase.id, 'COLLABORATOR_REMOVED', `${name} removed`);
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

export const collaboratorRoutes = [list, add, remove];
