/**
 * The case workflow calls beyond the core (issue 11): collaborator search, status requests, merges, bulk
 * upload, the claimant's dashboard and a presented case. caseMethods.ts holds the core's calls.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { CollaboratorCandidate } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface CaseFlowMethods {
  /** GET /cases/{id}/collaborator-candidates?q= (validated providers and facilities, the firm only). */
  searchCollaboratorCandidates(caseId: string, q: string): Promise<CollaboratorCandidate[]>;
}

export function caseFlowMethods(http: HttpClient): CaseFlowMethods {
  const call = endpointCaller(http);
  return {
    searchCollaboratorCandidates: (id, q) =>
      call(ENDPOINTS.searchCaseCollaboratorCandidates, { params: { id }, query: { q } }),
  };
}
