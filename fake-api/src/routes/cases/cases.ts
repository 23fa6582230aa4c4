/**
 * The case routes (issue 11; the spec shows no paths for the /cases family, these are the project's):
 * the list (visible cases only), one case, create, edit, delete, status, reassign, favorites, activity.
 * A case the caller may not see answers 404 on every route.
 */
import { z } from 'zod';
import type { Endpoint } from '@casebridge/domain';
import {
  CASE_ABILITIES,
  CASE_LIST_DEFAULT_SORT,
  CASE_STATUS_LABELS,
  ENDPOINTS,
  LIMITS,
  caseActivitySchema,
  caseInputSchema,
  caseReassignInputSchema,
  caseStatusInputSchema,
  legalCaseSchema,
  mayCreateCase,
  mayDeleteCase,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { forbidden, validationError } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';
import { accessOf, caseView, firmCase, seeCase, visibleCasesFilter } from './caseService.ts';
import { claimantCasesFilter, claimantCaseView } from './claimantCaseService.ts';
import { createCase, moveCase, reassignCase, updateCase } from './caseWrites.ts';
import { softDeleteCase } from './caseDeletion.ts';
import { answerOpenRequests } from './statusRequestService.ts';

const FILTER_FIELDS = [
  'status',
  'caseType',
  'attorneyUserId',
  'collaboratorCompanyIds',
  'claimantId',
  'favorite',
];
const SORT_FIELDS = [
  'createdDate',
  'updatedAt',
  'folio',
  'claimantName',
  'accidentDate',
  'statuteOfLimitationsDate',
  'status',
];
const tags = ['cases'];
const firmOnly = () => forbidden('Only the case’s law firm can do this');
/** The case body (documented and parsed by the core; parseCase checks its dates again on the server's clock). */
const caseBody = caseInputSchema();

const listCases = defineListRoute({
  endpoint: ENDPOINTS.listCases,
  access: 'authenticated',
  collection: 'cases',
  resource: 'cases',
  filterFields: FILTER_FIELDS,
  sortFields: SORT_FIELDS,
  defaultSort: CASE_LIST_DEFAULT_SORT,
  scope: (filter, ctx) => {
    const caller = callerOf(ctx);
    const { favorite, ...rest } = filter;
    const asked = caller.userType === 'CLAIMANT' ? claimantCasesFilter(rest) : rest;
    const scoped = visibleCasesFilter(ctx.services, caller, asked);
    if (!scoped) return null;
    return favorite === true || favorite === 'true' ? { ...scoped, favoriteUserIds: caller.userId } : scoped;
  },
  serialize: (legalCase, services, ctx) => {
    const caller = callerOf(ctx);
    // A claimant gets their own view of their cases, never the firm's record (issue 39).
    if (caller.userType === 'CLAIMANT') return claimantCaseView(services, legalCase);
    return caseView(services, caller, {
      legalCase,
      access: accessOf(services, caller, legalCase) ?? 'INTERNAL',
    });
  },
  doc: {
    summary: 'Cases the caller may see: the firm’s, those its company collaborates on, or the claimant’s own',
    description:
      'A claimant gets their own cases as GET /claimants/me/cases answers them (never the firm’s record); ' +
      'their q matches the folio only. ' +
      `Filter on ${FILTER_FIELDS.join(', ')} (favorite=true: the caller's favorites) and q ` +
      '(folio, claimant name, description).',
    tags,
    response: z.array(legalCaseSchema),
  },
});

const getCase = defineRoute({
  endpoint: ENDPOINTS.getCase,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'One case, as the caller may see it',
    description:
      'A claimant gets their own case as GET /claimants/me/cases/{id} answers it (never the firm’s record); ' +
      'any other case is a 404.',
    tags,
    response: legalCaseSchema,
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    if (seen.access === 'CLAIMANT')
      return { status: 200, body: claimantCaseView(ctx.services, seen.legalCase) };
    return { status: 200, body: caseView(ctx.services, caller, seen) };
  },
});

function parseCase(ctx: { body: unknown; services: { clock: { now(): Date } } }) {
  const parsed = caseInputSchema(() => ctx.services.clock.now()).safeParse(ctx.body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_form'] ??= issue.message;
    throw validationError(fields);
  }
  return parsed.data;
}

const create = defineRoute({
  endpoint: ENDPOINTS.createCase,
  access: (principal) => mayCreateCase(principal),
  body: caseBody,
  doc: {
    summary: 'Open a case for the caller’s firm (spends one case of a BASIC firm’s quota)',
    description:
      'Attorney-firm users. A BASIC firm with no case left gets 409 with the out-of-cases sentence. ' +
      'inviteClaimant with a claimantEmail e-mails the claimant an invitation (kept in the outbox).',
    tags,
    response: legalCaseSchema,
    errors: [400, 403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const input = parseCase(ctx);
    const company = companyOr404(ctx.services, caller.companyId!);
    const legalCase = createCase(ctx.services, caller, company, input);
    return { status: 201, body: caseView(ctx.services, caller, { legalCase, access: 'FIRM' }) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateCase,
  access: 'authenticated',
  params: idParams,
  body: caseBody,
  doc: { summary: 'Edit a case (its firm)', tags, response: legalCaseSchema, errors: [400, 403] },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const updated = updateCase(ctx.services, caller, legalCase, parseCase(ctx));
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.deleteCase,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Delete an empty case, restorable for 30 days (the firm’s owner or admin)',
    description:
      'A case with billing, files shared with others, a finalized settlement statement, records of other ' +
      'companies or a merge answers 409 with the reasons (close or withdraw it instead). Otherwise the case ' +
      'is soft-deleted: hidden everywhere, restorable with POST /deleted-cases/{id}/restore until purgeAt.',
    tags,
    response: z.object({ id: z.string(), purgeAt: z.string() }),
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.params.id);
    if (!mayDeleteCase(caller, seen.access))
      throw forbidden('Only an owner or admin of the law firm can delete a case');
    const deleted = softDeleteCase(ctx.services, caller, seen.legalCase);
    return { status: 200, body: { id: deleted.id, purgeAt: deleted.purgeAt } };
  },
});

const setStatus = defineRoute({
  endpoint: ENDPOINTS.setCaseStatus,
  access: 'authenticated',
  params: idParams,
  body: caseStatusInputSchema,
  doc: {
    summary: 'Move a case to another status (its firm), recorded in its activity',
    description:
      'Allowed moves: the domain’s CASE_TRANSITIONS; any other answers 409. The move answers the case’s open ' +
      'requests for status (with the comment) and notifies who asked.',
    tags,
    response: legalCaseSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const updated = moveCase(ctx.services, caller, legalCase, ctx.body.status, ctx.body.comment);
    answerOpenRequests(
      ctx.services,
      caller,
      updated,
      ctx.body.comment || `The case moved to ${CASE_STATUS_LABELS[updated.status]}`,
    );
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

const reassign = defineRoute({
  endpoint: ENDPOINTS.reassignCase,
  access: 'authenticated',
  params: idParams,
  body: caseReassignInputSchema,
  doc: {
    summary: 'Give a case to another active attorney of the firm (its firm), who is notified',
    description:
      'attorneyUserId: an ACTIVE user of type ATTORNEY of the case’s firm (400 otherwise); the current ' +
      'responsible attorney answers 409. The new attorney gets a CASE / OWNERSHIP_TRANSFERED notification.',
    tags,
    response: legalCaseSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { legalCase } = firmCase(ctx.services, caller, ctx.params.id, firmOnly);
    const updated = reassignCase(ctx.services, caller, legalCase, ctx.body.attorneyUserId);
    return { status: 200, body: caseView(ctx.services, caller, { legalCase: updated, access: 'FIRM' }) };
  },
});

function favoriteRoute(endpoint: Endpoint, on: boolean) {
  return defineRoute({
    endpoint,
    access: 'authenticated',
    params: idParams,
    doc: {
      summary: on ? 'Star a case (the caller’s favorites)' : 'Unstar a case',
      tags,
      response: legalCaseSchema,
    },
    handler: (ctx) => {
      const caller = callerOf(ctx);
      const seen = seeCase(ctx.services, caller, ctx.params.id);
      const others = (seen.legalCase.favoriteUserIds ?? []).filter((id) => id !== caller.userId);
      const legalCase = ctx.services.store.update('cases', seen.legalCase.id, {
        favoriteUserIds: on ? [...others, caller.userId] : others,
      });
      return { status: 200, body: caseView(ctx.services, caller, { ...seen, legalCase }) };
    },
  });
}

const activity = defineListRoute({
  endpoint: ENDPOINTS.getCaseActivity,
  access: 'authenticated',
  collection: 'caseActivities',
  resource: 'activity',
  filterFields: ['action'],
  sortFields: ['createAt'],
  defaultSort: { field: 'createAt', order: 'DESC' },
  // SPEC.md 9: the activity log's page is 15, also when no page is asked for.
  defaultPageSize: LIMITS.activityLogPageSize,
  scope: (filter, ctx) => {
    const seen = seeCase(ctx.services, callerOf(ctx), ctx.params['id'] ?? '');
    if (!CASE_ABILITIES.readActivity(seen.access)) throw forbidden();
    return { ...filter, caseId: seen.legalCase.id };
  },
  doc: {
    summary: 'A case’s activity log, newest first (page size 15 by default, the first page without paging)',
    description: 'The firm and internal staff. page and size, or range.',
    tags,
    response: z.array(caseActivitySchema),
    errors: [403],
  },
});

export const caseRoutes = [
  listCases,
  create,
  getCase,
  update,
  remove,
  setStatus,
  reassign,
  favoriteRoute(ENDPOINTS.addCaseFavorite, true),
  favoriteRoute(ENDPOINTS.removeCaseFavorite, false),
  activity,
];
