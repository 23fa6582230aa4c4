/**
 * A case's deletion check, the firm's deleted cases and their restore (issue 40 item 28): the firm's owner or
 * admin, as for DELETE /cases/{id}. Another firm's deleted case is a 404.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  caseDeletionCheckSchema,
  deletedCaseSchema,
  isOwnerOrAdmin,
  legalCaseSchema,
  mayDeleteCase,
} from '@casebridge/domain';
import type { DeletedCase, DeletedCaseView } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { caseView, seeCase } from './caseService.ts';
import { caseDeletionCheck, firmDeletedCase, restoreCase } from './caseDeletion.ts';

const tags = ['cases'];
const ownerOrAdminOnly = () => forbidden('Only an owner or admin of the law firm can delete a case');

const view = (d: DeletedCase): DeletedCaseView => ({
  id: d.id,
  folio: d.folio,
  claimantName: d.claimantName,
  deletedAt: d.deletedAt,
  deletedByName: d.deletedByName,
  purgeAt: d.purgeAt,
});

const check = defineRoute({
  endpoint: ENDPOINTS.getCaseDeletion,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      'Whether the case can be deleted: what blocks it (billing, shared files, a finalized statement…)',
    tags,
    response: caseDeletionCheckSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    if (!mayDeleteCase(caller, seen.access)) throw ownerOrAdminOnly();
    return { status: 200, body: caseDeletionCheck(ctx.services, seen.legalCase) };
  },
});

const list = defineRoute({
  endpoint: ENDPOINTS.listDeletedCases,
  access: 'authenticated',
  doc: {
    summary: 'The firm’s deleted cases, restorable until their purge date (newest deletion first)',
    tags,
    response: z.array(deletedCaseSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    if (caller.companyType !== 'ATTORNEY' || !caller.companyId || !isOwnerOrAdmin(caller))
      throw ownerOrAdminOnly();
    const now = ctx.services.clock.now().toISOString();
    const { data } = ctx.services.store.collection('deletedCases').list({
      filter: { attorneyCompanyId: caller.companyId, purgeAt_gt: now },
      sort: { field: 'deletedAt', order: 'DESC' },
    });
    return { status: 200, body: data.map(view) };
  },
});

const restore = defineRoute({
  endpoint: ENDPOINTS.restoreCase,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Restore a deleted case with its records (within its restore period)',
    tags,
    response: legalCaseSchema,
    errors: [403, 404, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const deleted = firmDeletedCase(ctx.services, caller, ctx.params.id);
    if (!isOwnerOrAdmin(caller)) throw ownerOrAdminOnly();
    const legalCase = restoreCase(ctx.services, caller, deleted);
    return { status: 200, body: caseView(ctx.services, caller, { legalCase, access: 'FIRM' }) };
  },
});

export const deletedCaseRoutes = [check, list, restore];
