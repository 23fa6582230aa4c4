/**
 * The funding feature's server calls (issue 14): one react-query hook per data provider method, with keys.
 * The factoring portal's list and a request's details are react-admin's resource 'funding-requests'
 * (ListBase, ShowBase), cached under the same ['funding-requests'] root, so invalidating fundingKeys.all
 * refreshes them with the counts and the case's requests.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFundingRequestBody, FundingRequestView, FundingStatus } from '@casebridge/domain';
import type { FactoringSearchQuery } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const FUNDING_RESOURCE = 'funding-requests';

export const fundingKeys = {
  /** Everything about funding requests, react-admin's 'funding-requests' list and records included. */
  all: [FUNDING_RESOURCE] as const,
  counts: () => [FUNDING_RESOURCE, 'counts'] as const,
  ofCase: (caseId: string) => [FUNDING_RESOURCE, 'case', caseId] as const,
  caseFacts: (requestId: string) => [FUNDING_RESOURCE, 'facts', requestId] as const,
  fundedByMe: (caseId: string) => [FUNDING_RESOURCE, 'funded-by-me', caseId] as const,
  factoringSearch: (query: FactoringSearchQuery) => ['factoring-companies', 'search', query] as const,
};

/** After a request is made or moved: every funding view, and the notifications it sent. */
function useFundingChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fundingKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'unreadCount'] });
  };
}

/** GET /funding-requests/statuses/count: the requests the caller sees, per status (the tabs' counts). */
export function useFundingStatusCounts() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: fundingKeys.counts(), queryFn: () => dataProvider.getFundingStatusCounts() });
}

/** GET /cases/{id}/funding-requests: the case's requests (the case page's Funding tab). */
export function useCaseFundingRequests(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: fundingKeys.ofCase(caseId),
    queryFn: () => dataProvider.getCaseFundingRequests(caseId),
  });
}

/** GET /funding-requests/{id}/case: the case's facts the factoring company underwrites with. */
export function useFundingCaseFacts(requestId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: fundingKeys.caseFacts(requestId),
    queryFn: () => dataProvider.getFundingCaseFacts(requestId),
  });
}

/** GET /cases/{id}/users-funded-by-me (factoring staff): the firm's users the caller's company funded on it. */
export function useUsersFundedByMe(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: fundingKeys.fundedByMe(caseId),
    queryFn: () => dataProvider.getUsersFundedByMe(caseId),
  });
}

/** GET /factoring-companies/search for a valid amount, type and state (read only when `query` is set). */
export function useFactoringSearch(query: FactoringSearchQuery | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: fundingKeys.factoringSearch(
      query ?? { requestAmount: 0, requestType: 'ADVANCE', stateCode: '' },
    ),
    queryFn: () => dataProvider.searchFactoringCompanies(query!),
    enabled: query !== null,
    staleTime: 60_000,
  });
}

/** POST /funding-requests. */
export function useCreateFundingRequest() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useFundingChanged();
  return useMutation({
    mutationFn: (body: CreateFundingRequestBody) => dataProvider.createFundingRequest(body),
    onSuccess: changed,
  });
}

/** PUT /funding-requests/{id}/status (a rejection carries its reason). */
export function useSetFundingStatus(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useFundingChanged();
  return useMutation({
    mutationFn: ({
      status,
      reason,
    }: {
      status: FundingStatus;
      reason?: string;
    }): Promise<FundingRequestView> => dataProvider.setFundingStatus(id, status, reason),
    onSuccess: changed,
  });
}
