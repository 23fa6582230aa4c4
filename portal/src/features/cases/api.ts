/** The cases feature's server calls: one react-query hook per call, with keys (issue 11). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COLLABORATOR_SEARCH } from '@casebridge/domain';
import type { CaseInput, CaseStatus, LegalCaseView, NoteVisibility } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const casesKeys = {
  all: ['cases'] as const,
  list: (params: unknown) => ['cases', 'list', params] as const,
  one: (id: string) => ['cases', 'one', id] as const,
  notes: (id: string) => ['cases', 'notes', id] as const,
  activity: (id: string, page: number) => ['cases', 'activity', id, page] as const,
  resume: (companyId: string) => ['cases', 'resume', companyId] as const,
};

/** GET /cases (a page of the caller's visible cases and the total). */
export function useCaseList(params: {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: casesKeys.list(params),
    queryFn: () => dataProvider.getList<LegalCaseView>('cases', params),
    placeholderData: (previous) => previous,
  });
}

/** GET /cases/{id}. */
export function useCase(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: casesKeys.one(id),
    queryFn: () => dataProvider.getOne<LegalCaseView>('cases', { id }).then(({ data }) => data),
  });
}

/** After a change to one case: its record becomes the answer, lists and its activity refresh. */
function useCaseChanged() {
  const queryClient = useQueryClient();
  return (legalCase: LegalCaseView) => {
    queryClient.setQueryData(casesKeys.one(legalCase.id), legalCase);
    void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', legalCase.id] });
    // A status change answers the case's open requests for status.
    void queryClient.invalidateQueries({ queryKey: ['cases', 'status-requests', legalCase.id] });
  };
}

/** POST /cases or PUT /cases/{id}. */
export function useSaveCase(id: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCaseChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CaseInput) =>
      id
        ? (await dataProvider.update<LegalCaseView>('cases', { id, data: values, previousData: { id } })).data
        : (await dataProvider.create<LegalCaseView>('cases', { data: values })).data,
    onSuccess: (legalCase) => {
      changed(legalCase);
      void queryClient.invalidateQueries({ queryKey: ['cases', 'resume'] });
    },
  });
}

/** DELETE /cases/{id}. */
export function useDeleteCase(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.delete('cases', { id, previousData: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases', 'list'] }),
  });
}

/** PUT /cases/{id}/status. */
export function useSetCaseStatus(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCaseChanged();
  return useMutation({
    mutationFn: ({ status, comment }: { status: CaseStatus; comment: string }) =>
      dataProvider.setCaseStatus(id, status, comment),
    onSuccess: changed,
  });
}

/** PUT or DELETE /cases/{id}/favorite. */
export function useCaseFavorite() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCaseChanged();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      dataProvider.setCaseFavorite(id, favorite),
    onSuccess: changed,
  });
}

/** GET /cases/{id}/activity, 15 a page. */
export function useCaseActivity(id: string, page: number, enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: casesKeys.activity(id, page),
    queryFn: () => dataProvider.getCaseActivity(id, page),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** GET /notes?caseId=. */
export function useCaseNotes(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: casesKeys.notes(id), queryFn: () => dataProvider.getCaseNotes(id) });
}

/** POST /notes, PUT /notes/{id} and DELETE /notes/{id}: each refreshes the case's notes and activity. */
export function useNoteActions(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: casesKeys.notes(caseId) });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
  };
  return {
    create: useMutation({
      mutationFn: (note: { text: string; visibility: NoteVisibility }) =>
        dataProvider.createNote({ caseId, ...note }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...note }: { id: string; text: string; visibility: NoteVisibility }) =>
        dataProvider.updateNote(id, note),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => dataProvider.deleteNote(id), onSuccess }),
  };
}

/** GET /companies/{id}/case-resume. */
export function useCaseResume(companyId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: casesKeys.resume(companyId ?? ''),
    queryFn: () => dataProvider.getCaseResume(companyId!),
    enabled: !!companyId,
  });
}

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

// Merging two cases (issue 11).

export const mergeKeys = {
  options: (search: string) => ['cases', 'merge-options', search] as const,
  preview: (kept: string, merged: string) => ['cases', 'merge-preview', kept, merged] as const,
  ofCase: (caseId: string) => ['cases', 'merges', caseId] as const,
};

/** GET /cases?filter={"q":...}: up to 10 of the caller's cases to pick from, by folio. */
export function useCaseOptions(search: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const q = search.trim();
  return useQuery({
    queryKey: mergeKeys.options(q),
    queryFn: () =>
      dataProvider
        .getList<LegalCaseView>('cases', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'folio', order: 'ASC' },
          filter: q ? { q } : {},
        })
        .then(({ data }) => data),
    placeholderData: (previous) => previous,
  });
}

/** GET /cases/merge/preview (runs once two different cases are picked). */
export function useMergePreview(keptId: string | null, mergedId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: mergeKeys.preview(keptId ?? '', mergedId ?? ''),
    queryFn: () => dataProvider.previewCaseMerge(keptId!, mergedId!),
    enabled: !!keptId && !!mergedId && keptId !== mergedId,
  });
}

/** After a merge or its undo: every case query refreshes (records moved between the two cases). */
function useCasesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: casesKeys.all });
}

/** POST /cases/merge. */
export function useMergeCases() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCasesChanged();
  return useMutation({
    mutationFn: ({ keptId, mergedId }: { keptId: string; mergedId: string }) =>
      dataProvider.mergeCases(keptId, mergedId),
    onSuccess: changed,
  });
}

/** GET /cases/{id}/merges (the firm). */
export function useCaseMerges(caseId: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: mergeKeys.ofCase(caseId),
    queryFn: () => dataProvider.getCaseMerges(caseId),
    enabled,
  });
}

/** POST /cases/merges/{mergeId}/undo. */
export function useUndoMerge() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCasesChanged();
  return useMutation({
    mutationFn: (mergeId: string) => dataProvider.undoCaseMerge(mergeId),
    onSuccess: changed,
  });
}

// Bulk upload (issue 11, Advanced and Premium).

/** GET /cases/bulk-upload/template (a download: a mutation, run when the user asks). */
export function useDownloadBulkTemplate() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: () => dataProvider.downloadBulkTemplate() });
}

/** POST /cases/bulk-upload/check: the per-row report, nothing saved. */
export function useCheckBulkUpload() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: (file: File) => dataProvider.checkBulkUpload(file, file.name) });
}

/** POST /cases/bulk-upload: the list and the case counters refresh. */
export function useImportBulkUpload() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => dataProvider.importBulkUpload(file, file.name),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'resume'] });
    },
  });
}

/** GET /cases/{id}/presentation (the case list's presentCaseId). */
export function usePresentedCase(caseId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: ['cases', 'presentation', caseId ?? ''],
    queryFn: () => dataProvider.getPresentedCase(caseId!),
    enabled: !!caseId,
  });
}
