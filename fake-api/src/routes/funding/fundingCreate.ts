/**
 * POST /funding-requests (issue 14): the case's law firm asks a factoring company for funding. Only the firm's
 * users (404 for a case they may not see, 403 for anyone else), on an open case (409), of a VALIDATED factoring
 * company that offers the type, serves the case's accident state and takes the amount (400 naming the field).
 * A member's request waits for the owner's review; an owner's or admin's goes to the factoring company. Every
 * check runs before the first write.
 */
import {
  FUNDING_TYPE_LABELS,
  MESSAGES,
  format,
  formatUsd,
  fundingOfferMismatch,
  initialFundingStatus,
  isCaseOpen,
} from '@casebridge/domain';
import type {
  FactoringCompany,
  FundingRequest,
  LegalCase,
  createFundingRequestBodySchema,
} from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, forbidden, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { firmCase, recordActivity } from '../cases/caseService.ts';
import { notifyFactoring, notifyFirmReviewers } from './fundingNotifications.ts';
import { historyEntry } from './fundingService.ts';

export type CreateFundingInput = z.output<typeof createFundingRequestBodySchema>;

const usd = (amount: number) => formatUsd(Math.round(amount * 100));

/** The factoring company asked, when it takes this request on this case; else the 400 saying why not. */
function checkFactoring(
  services: Services,
  legalCase: LegalCase,
  body: CreateFundingInput,
): FactoringCompany {
  const factoring = services.store.collection('factoringCompanies').get(body.factoringCompanyId);
  const company = factoring && services.store.collection('companies').get(factoring.companyId);
  if (!factoring || company?.status !== 'VALIDATED')
    throw validationError(
      { factoringCompanyId: MESSAGES.fundingFactoringUnavailable },
      MESSAGES.fundingFactoringUnavailable,
    );
  const ask = { type: body.type, stateCode: legalCase.accidentState, amount: body.amount };
  const values = {
    company: factoring.name,
    state: legalCase.accidentState,
    min: usd(factoring.minRequestAmount),
    max: usd(factoring.maxRequestAmount),
  };
  switch (fundingOfferMismatch(factoring, ask)) {
    case 'type': {
      const message = format(MESSAGES.fundingTypeNotOffered, values);
      throw validationError({ type: message }, message);
    }
    case 'stateCode': {
      const message = format(MESSAGES.fundingStateNotServed, values);
      throw validationError({ factoringCompanyId: message }, message);
    }
    case 'amount': {
      const message = format(MESSAGES.fundingAmountOutOfRange, values);
      throw validationError({ amount: message }, message);
    }
    case null:
      return factoring;
  }
}

export function createFundingRequest(
  services: Services,
  caller: Principal,
  body: CreateFundingInput,
): FundingRequest {
  const { legalCase } = firmCase(services, caller, body.caseId, () => forbidden(MESSAGES.fundingFirmOnly));
  if (!isCaseOpen(legalCase.status) || legalCase.mergedIntoCaseId) throw conflict(MESSAGES.fundingCaseClosed);
  const factoring = checkFactoring(services, legalCase, body);
  const status = initialFundingStatus(caller.permission);
  const now = services.clock.now().toISOString();
  const request = services.store.insert('fundingRequests', {
    caseId: legalCase.id,
    attorneyCompanyId: legalCase.attorneyCompanyId,
    factoringCompanyId: factoring.id,
    requestedBy: caller.userId,
    status,
    requestFor: body.requestFor,
    type: body.type,
    amount: body.amount,
    note: body.note,
    rejectReason: null,
    history: [historyEntry(services, caller, status, null)],
    createdAt: now,
    updatedAt: now,
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'FUNDING_REQUESTED',
    `${FUNDING_TYPE_LABELS[body.type]} of ${usd(body.amount)} requested from ${factoring.name}`,
  );
  if (status === 'OWNER_REVIEW') notifyFirmReviewers(services, legalCase, request);
  else notifyFactoring(services, legalCase, request, factoring);
  return request;
}
