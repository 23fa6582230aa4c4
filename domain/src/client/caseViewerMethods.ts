/**
 * What people outside a case's firm read of it (issue 11): the claimant's own cases (/claimant/dashboard).
 * caseMethods.ts holds the core's calls, caseFlowMethods.ts the firm's workflows.
 */
import { ENDPOINTS, fillPath } from '@casebridge/domain';
import type { ClaimantCaseView } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { PageOf } from './caseMethods.ts';
import type { HttpClient } from './httpClient.ts';

/** A claimant's cases fit one page: this many, newest first. */
export const CLAIMANT_CASES_PAGE = 50;

export interface CaseViewerMethods {
  /** GET /claimants/me/cases (CLAIMANT users): the caller's own cases, newest first. */
  getMyClaimantCases(): Promise<PageOf<ClaimantCaseView>>;
  /** GET /claimants/me/cases/{id}: one of them (404 for any other case). */
  getMyClaimantCase(id: string): Promise<ClaimantCaseView>;
}

export function caseViewerMethods(http: HttpClient): CaseViewerMethods {
  const call = endpointCaller(http);
  return {
    getMyClaimantCases: async () => {
      const query = { range: JSON.stringify([0, CLAIMANT_CASES_PAGE - 1]) };
      const response = await http.request<ClaimantCaseView[]>(
        fillPath(ENDPOINTS.listMyClaimantCases.path, {}, query),
        { method: 'GET' },
      );
      const total = Number(response.headers.get('Content-Range')?.split('/')[1] ?? response.json.length);
      return { data: response.json, total };
    },
    getMyClaimantCase: (id) => call(ENDPOINTS.getMyClaimantCase, { params: { id } }),
  };
}
