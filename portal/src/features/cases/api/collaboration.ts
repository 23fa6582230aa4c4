/** The Collaborators tab, reassignment and status requests' server calls (issue 11). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COLLABORATOR_SEARCH } from '@casebridge/domain';
import type { CaseStatus, LegalCaseView } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';
import { casesKeys } from './keys.ts';

// The Collaborators tab and reassignment (issue 11, collaborators).

export const collaboratorKeys = {
  list: (caseId: string) => ['cases', 'collaborators', caseId] as const,
  candidates: (caseId: string, q: string) => ['cases', 'collaborator-candidates', caseId, q] as const,
  members: (companyId: string) => ['cases', 'firm-members', companyId] as const,
};

/** After a collaborator or attorney change: the case, its collaborators, lists and activity refresh. */
function useCaseTouched() {
  const queryClient = useQueryClient();
  return (legalCase: LegalCaseView) => {
    queryClient.setQueryData(casesKeys.one(legalCase.id), legalCase);
    void queryClient.invalidateQueries({ queryKey: collaboratorKeys.list(legalCase.id) });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'collaborator-candidates', legalCase.id] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', legalCase.id] });
  };
}

/** GET /cases/{id}/collaborators. */
export function useCaseCollaborators(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: collaboratorKeys.list(caseId),
    queryFn: () => dataProvider.getCaseCollaborators(caseId),
  });
}

/** GET /cases/{id}/collaborator-candidates?q= (runs once `q` has 2 characters). */
export function useCollaboratorCandidates(caseId: string, q: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const term = q.trim();
  return useQuery({
    queryKey: collaboratorKeys.candidates(caseId, term),
    queryFn: () => dataProvider.searchCollaboratorCandidates(caseId, term),
    enabled: term.length >= COLLABORATOR_SEARCH.minLength,
    placeholderData: (previous) => previous,
  });
}

/** POST /cases/{id}/collaborators. */
export function useAddCollaborator(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const touched = useCaseTouched();
  return useMutation({
    mutationFn: (companyId: string) => dataProvider.addCaseCollaborator(caseId, companyId),
    onSuccess: touched,
  });
}

/** DELETE /cases/{id}/collaborators/{companyId}. */
export function useRemoveCollaborator(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const touched = useCaseTouched();
  return useMutation({
    mutationFn: (companyId: string) => dataProvider.removeCaseCollaborator(caseId, companyId),
    onSuccess: touched,
  });
}

/** GET /companies/{id}/members (the firm's users; the reassign dialog keeps its active attorneys). */
export function useFirmMembers(companyId: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: collaboratorKeys.members(companyId),
    queryFn: () => dataProvider.getCompanyMembers(companyId),
    enabled,
  });
}

/** PUT /cases/{id}/reassign. */
export function useReassignCase(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const touched = useCaseTouched();
  return useMutation({
    mutationFn: (attorneyUserId: string) => dataProvider.reassignCase(caseId, attorneyUserId),
    onSuccess: touched,
  });
}

// Requests for case status (issue 11, Advanced and Premium).

export const statusRequestKeys = {
  list: (caseId: string) => ['cases', 'status-requests', caseId] as const,
};

/** GET /cases/{id}/status-requests (the requests the caller may read and whether it may ask). */
export function useCaseStatusRequests(caseId: string, enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: statusRequestKeys.list(caseId),
    queryFn: () => dataProvider.getCaseStatusRequests(caseId),
    enabled,
  });
}

/** POST /cases/{id}/status-requests. */
export function useRequestCaseStatus(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => dataProvider.requestCaseStatus(caseId, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusRequestKeys.list(caseId) }),
  });
}

/** PUT /cases/{id}/status-requests/{requestId}/answer: the requests, the case and its activity refresh. */
export function useAnswerStatusRequest(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      ...answer
    }: {
      requestId: string;
      answer: string;
      status: CaseStatus | null;
    }) => dataProvider.answerCaseStatusRequest(caseId, requestId, answer),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statusRequestKeys.list(caseId) });
      void queryClient.invalidateQueries({ queryKey: casesKeys.one(caseId) });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    },
  });
}
