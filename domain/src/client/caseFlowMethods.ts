/**
 * The case workflow calls beyond the core (issue 11): collaborator search, status requests, merges, bulk
 * upload, the claimant's dashboard and a presented case. caseMethods.ts holds the core's calls.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  CaseStatus,
  CaseStatusRequestList,
  CaseStatusRequestView,
  CollaboratorCandidate,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface CaseFlowMethods {
  /** GET /cases/{id}/collaborator-candidates?q= (validated providers and facilities, the firm only). */
  searchCollaboratorCandidates(caseId: string, q: string): Promise<CollaboratorCandidate[]>;
  /** GET /cases/{id}/status-requests (and whether the caller may ask). */
  getCaseStatusRequests(caseId: string): Promise<CaseStatusRequestList>;
  /** POST /cases/{id}/status-requests (a collaborator on Advanced or Premium). */
  requestCaseStatus(caseId: string, message: string): Promise<CaseStatusRequestView>;
  /** PUT /cases/{id}/status-requests/{requestId}/answer (the firm). */
  answerCaseStatusRequest(
    caseId: string,
    requestId: string,
    answer: { answer: string; status: CaseStatus | null },
  ): Promise<CaseStatusRequestView>;
}

export function caseFlowMethods(http: HttpClient): CaseFlowMethods {
  const call = endpointCaller(http);
  return {
    searchCollaboratorCandidates: (id, q) =>
      call(ENDPOINTS.searchCaseCollaboratorCandidates, { params: { id }, query: { q } }),
    getCaseStatusRequests: (id) => call(ENDPOINTS.listCaseStatusRequests, { params: { id } }),
    requestCaseStatus: (id, message) =>
      call(ENDPOINTS.createCaseStatusRequest, { params: { id }, body: { message } }),
    answerCaseStatusRequest: (id, requestId, body) =>
      call(ENDPOINTS.answerCaseStatusRequest, { params: { id, requestId }, body }),
  };
}
