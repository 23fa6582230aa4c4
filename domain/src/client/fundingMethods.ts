/**
 * Funding requests from a case (issue 14): the firm asks a factoring company. The console's and the factoring
 * portal's reads (list, counts, one request, status moves) are in dataProvider.ts.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { CreateFundingRequestBody, FundingCaseFacts, FundingRequest } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface FundingMethods {
  /** POST /funding-requests (the case's firm): OWNER_REVIEW for a member, PENDING for an owner or admin. */
  createFundingRequest(body: CreateFundingRequestBody): Promise<FundingRequest>;
  /** GET /funding-requests/{id}/case: what a factoring company underwrites with (it cannot open the case). */
  getFundingCaseFacts(id: string): Promise<FundingCaseFacts>;
}

export function fundingMethods(http: HttpClient): FundingMethods {
  const call = endpointCaller(http);
  return {
    createFundingRequest: (body) => call(ENDPOINTS.createFundingRequest, { body }),
    getFundingCaseFacts: (id) => call(ENDPOINTS.getFundingCaseFacts, { params: { id } }),
  };
}
