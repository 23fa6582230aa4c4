/** Merging two cases of a firm, its preview and its same-day undo (issue 11): the server calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';
import { casesKeys } from './keys.ts';

// Merging two cases (issue 11).

export const mergeKeys = {
  preview: (kept: string, merged: string) => ['cases', 'merge-preview', kept, merged] as const,
  ofCase: (caseId: string) => ['cases', 'merges', caseId] as const,
};

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
