/**
 * Funding requests from a case (issue 14): POST /funding-requests (the case's firm asks), PUT /{id}/status
 * (the owner's review, the factoring company's decision; a rejection carries its reason) and
 * GET /{id}/case, the case's facts the factoring company underwrites with.
 */
import {
  centsToUsd,
  ENDPOINTS,
  MESSAGES,
  can,
  createFundingRequestBodySchema,
  fundingCaseFactsSchema,
  fundingRequestViewSchema,
  isFactoring,
  mayRequestFunding,
  setFundingStatusBodySchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { notFound } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { createFundingRequest } from './fundingCreate.ts';
import { fundingView, moveFundingRequest, requestOr404 } from './fundingService.ts';

const tags = ['funding-requests'];

const create = defineRoute({
  endpoint: ENDPOINTS.createFundingRequest,
  access: (principal) => mayRequestFunding(principal),
  body: createFundingRequestBodySchema,
  doc: {
    summary: 'Ask a factoring company for funding on a case (the case’s law firm)',
    description:
      'Users of an attorney firm only (others 403); a case the caller may not see answers 404, a settled, ' +
      `closed, withdrawn or merged one 409 "${MESSAGES.fundingCaseClosed}". factoringCompanyId is a ` +
      'FactoringCompany record of a VALIDATED company (GET /factoring-companies/search): it must offer the ' +
      'type (400 on type), serve the case’s accident state (400 on factoringCompanyId) and take the amount ' +
      'within its min..max (400 on amount). A plain member’s request starts OWNER_REVIEW and the firm’s ' +
      'owners and admins get FUNDING_REQUEST / REQUEST; an OWNER’s or ADMIN’s starts PENDING and the factoring ' +
      'company’s users get FUNDING_REQUEST / REQUEST (extra caseId:requestId) and the company an e-mail. ' +
      'history starts with the creation; the case’s activity logs it.',
    tags,
    response: fundingRequestViewSchema,
    errors: [403, 404, 409],
  },
  handler: (ctx) => ({
    status: 201,
    body: fundingView(ctx.services, createFundingRequest(ctx.services, callerOf(ctx), ctx.body)),
  }),
});

const updateStatus = defineRoute({
  endpoint: ENDPOINTS.setFundingStatus,
  access: 'authenticated',
  params: idParams,
  body: setFundingStatusBodySchema,
  doc: {
    summary: 'Move a funding request along the transition graph; notifies the law firm',
    description:
      'OWNER_REVIEW -> PENDING | OWNER_REJECTED (the firm OWNER/ADMIN or SUPER_USER+); PENDING -> APPROVED | ' +
      'REJECTED (the factoring company asked or SUPER_USER+). OWNER_REJECTED and REJECTED need a reason (400 ' +
      'on reason), kept in rejectReason. Every move is appended to history (status, at, byId, byName, reason) ' +
      'and logged in the case’s activity; the firm’s owner and the requester are notified, and a move to ' +
      'PENDING also notifies the factoring company’s users (FUNDING_REQUEST / REQUEST) and e-mails it. A ' +
      'move off the graph answers 409 to a caller involved in the request, 403 to others; factoring staff ' +
      'get 404 for requests not sent to them.',
    tags,
    response: fundingRequestViewSchema,
    errors: [403, 404, 409],
  },
  handler: (ctx) => {
    const { params, body, services } = ctx;
    const principal = callerOf(ctx);
    const request = requestOr404(services, principal, params.id);
    return {
      status: 200,
      body: fundingView(services, moveFundingRequest(services, principal, request, body)),
    };
  },
});

const caseFacts = defineRoute({
  endpoint: ENDPOINTS.getFundingCaseFacts,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'The case facts of a funding request, to underwrite it (factoring staff: their requests)',
    description:
      'Case type and status, accident date and state, police report, policy limit, the bills billed so far ' +
      'on the case (all providers) and the firm’s name. For the factoring company asked, internal staff and ' +
      'the case’s law firm; 404 for anyone else and for a missing request.',
    tags,
    response: fundingCaseFactsSchema,
    errors: [404],
  },
  handler: (ctx) => {
    const { services } = ctx;
    const principal = callerOf(ctx);
    const request = requestOr404(services, principal, ctx.params.id);
    const ownFirm = principal.companyId === request.attorneyCompanyId;
    if (!isFactoring(principal) && !ownFirm && !can(principal, 'funding.read')) throw notFound();
    const legalCase = services.store.collection('cases').get(request.caseId);
    if (!legalCase) throw notFound();
    const billed = services.store
      .collection('bills')
      .findBy('caseId', legalCase.id)
      .reduce((sum, bill) => sum + (bill.voidedAt === null ? bill.amountCents : 0), 0);
    const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
    return {
      status: 200,
      body: {
        requestId: request.id,
        caseId: legalCase.id,
        folio: legalCase.folio,
        caseType: legalCase.caseType,
        caseStatus: legalCase.status,
        accidentDate: legalCase.accidentDate,
        accidentState: legalCase.accidentState,
        policeReport: legalCase.policeReport,
        policyLimit: legalCase.policyLimit,
        billedTotal: centsToUsd(billed),
        firmName: firm?.name ?? '',
      },
    };
  },
});

export const fundingWriteRoutes = [create, updateStatus, caseFacts];
