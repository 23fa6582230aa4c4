/** A file's active share links and their revocation (issue 11, Files): one react-query hook per call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';

// Under the case's files key: creating a link (which refreshes that key) lists it at once.
export const shareLinksKey = (caseId: string, fileId: string) =>
  ['cases', 'files', caseId, 'share-links', fileId] as const;

/** GET /cases/{id}/files/{fileId}/share-links (the firm). */
export function useFileShareLinks(caseId: string, fileId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: shareLinksKey(caseId, fileId),
    queryFn: () => dataProvider.listFileShareLinks(caseId, fileId),
  });
}

/** DELETE /cases/{id}/files/{fileId}/share-links/{linkId}: the list, the audit and the activity refresh. */
export function useRevokeShareLink(caseId: string, fileId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => dataProvider.revokeFileShareLink(caseId, fileId, linkId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shareLinksKey(caseId, fileId) });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'files', caseId, 'audit', fileId] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    },
  });
}
