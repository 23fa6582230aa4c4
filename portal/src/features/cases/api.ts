/** The cases feature's server calls: one react-query hook per call, with keys (issue 11). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseInput, CaseStatus, LegalCaseView, NoteAudience } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';
import { casesKeys } from './api/keys.ts';

export { casesKeys };

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
      mutationFn: (note: { text: string; audience: NoteAudience }) =>
        dataProvider.createNote({ caseId, ...note }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...note }: { id: string; text: string; audience: NoteAudience }) =>
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

export * from './api/files.ts';
export * from './api/collaboration.ts';
export * from './api/merge.ts';
export * from './api/intake.ts';
export * from './api/shareLinks.ts';
export * from './api/adherence.ts';
