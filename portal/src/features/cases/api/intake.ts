/** Bulk upload of cases and the case presented to the caller (issue 11): the server calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';

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
