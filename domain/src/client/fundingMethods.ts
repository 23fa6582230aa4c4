/**
 * Funding requests from a case (issue 14): the firm asks a factoring company found with the factoring search,
 * and reads its case's requests. The console's and the factoring portal's reads (list, counts, one request,
 * status moves) are in dataProvider.ts.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  CreateFundingRequestBody,
  FactoringCompany,
  FundingCaseFacts,
  FundingRequestView,
  FundingType,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

/** GET /factoring-companies/search (SPEC.md section 7): who takes this amount and type in this state. */
export interface FactoringSearchQuery {
  requestAmount: number;
  requestType: FundingType;
  /** The two-letter id of the case's accident state. */
  stateCode: string;
}

/** One law-firm user whose requests on a case the caller's factoring company approved. */
export interface FundedUser {
  id: string;
  name: string;
  lastName: string;
  attorneyCompanyId: string;
  amount: number;
  requests: number;
}

export interface FundingMethods {
  /** POST /funding-requests (the case's firm): OWNER_REVIEW for a member, PENDING for an owner or admin. */
  createFundingRequest(body: CreateFundingRequestBody): Promise<FundingRequestView>;
  /** GET /cases/{id}/funding-requests: the case's requests (its firm, staff, or factoring staff: theirs). */
  getCaseFundingRequests(caseId: string): Promise<FundingRequestView[]>;
  /** GET /cases/{id}/users-funded-by-me (factoring staff). */
  getUsersFundedByMe(caseId: string): Promise<FundedUser[]>;
  /** GET /factoring-companies/search: the first 100 matches, by name. */
  searchFactoringCompanies(query: FactoringSearchQuery): Promise<FactoringCompany[]>;
  /** GET /funding-requests/{id}/case: what a factoring company underwrites with (it cannot open the case). */
  getFundingCaseFacts(id: string): Promise<FundingCaseFacts>;
}

export function fundingMethods(http: HttpClient): FundingMethods {
  const call = endpointCaller(http);
  return {
    createFundingRequest: (body) => call(ENDPOINTS.createFundingRequest, { body }),
    getCaseFundingRequests: (caseId) => call(ENDPOINTS.getCaseFundingRequests, { params: { id: caseId } }),
    getUsersFundedByMe: (caseId) => call(ENDPOINTS.getUsersFundedByMe, { params: { id: caseId } }),
    searchFactoringCompanies: ({ requestAmount, requestType, stateCode }) =>
      call(ENDPOINTS.searchFactoringCompanies, {
        query: { requestAmount: String(requestAmount), requestType, stateCode, size: '100' },
      }),
    getFundingCaseFacts: (id) => call(ENDPOINTS.getFundingCaseFacts, { params: { id } }),
  };
}
