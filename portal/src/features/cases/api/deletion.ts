/** A case's deletion, the firm's deleted cases and their restore (issue 40 item 28). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';

export const deletionKeys = {
  check: (caseId: string) => ['cases', 'deletion', caseId] as const,
  deleted: ['cases', 'deleted'] as const,
};

/** GET /cases/{id}/deletion: what blocks the case's deletion (fresh each time the dialog opens). */
export function useCaseDeletionCheck(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: deletionKeys.check(caseId),
    queryFn: () => dataProvider.getCaseDeletion(caseId),
    staleTime: 0,
  });
}

/** GET /deleted-cases. */
export function useDeletedCases(enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: deletionKeys.deleted,
    queryFn: () => dataProvider.listDeletedCases(),
    enabled,
  });
}

/** POST /deleted-cases/{id}/restore: the case is back in the lists. */
export function useRestoreCase() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.restoreCase(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deletionKeys.deleted });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
    },
  });
}
