/**
 * The settlement statement's server calls (issue 14): one react-query hook per data provider method, with
 * keys. A save or a finalization answers the new statement, which becomes the cached one; sending the
 * pro-rata requests changes the providers' negotiations, so the statement is read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementBody, SettlementView } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const settlementKeys = {
  all: ['settlement'] as const,
  ofCase: (caseId: string) => ['settlement', caseId] as const,
};

function useSettlementAnswered(caseId: string) {
  const queryClient = useQueryClient();
  return (view: SettlementView) => queryClient.setQueryData(settlementKeys.ofCase(caseId), view);
}

/** GET /cases/{id}/settlement (the firm): the statement, its problems, the suggestion, why it cannot be finalized. */
export function useSettlement(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: settlementKeys.ofCase(caseId),
    queryFn: () => dataProvider.getSettlement(caseId),
  });
}

/** PUT /cases/{id}/settlement: the draft's figures. */
export function useSaveSettlement(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const answered = useSettlementAnswered(caseId);
  return useMutation({
    mutationFn: (body: SettlementBody) => dataProvider.saveSettlement(caseId, body),
    onSuccess: answered,
  });
}

/** POST /cases/{id}/settlement/pro-rata-requests: the suggestion sent to every requestable provider. */
export function useSendProRataRequests(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { note: string | null; providerIds: string[] }) =>
      dataProvider.sendProRataRequests(caseId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settlementKeys.ofCase(caseId) });
      // The requests are negotiations of the case's billing (the billing feature's ['billing', caseId]).
      void queryClient.invalidateQueries({ queryKey: ['billing', caseId] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    },
  });
}

/** POST /cases/{id}/settlement/finalize: locks it and stores its PDF and .xlsx with the case's files. */
export function useFinalizeSettlement(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  const answered = useSettlementAnswered(caseId);
  return useMutation({
    mutationFn: () => dataProvider.finalizeSettlement(caseId),
    onSuccess: (view) => {
      answered(view);
      // The PDF and the .xlsx join the case's files; the finalization is in its activity.
      void queryClient.invalidateQueries({ queryKey: ['cases', 'files', caseId] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    },
  });
}

/** GET /cases/{id}/files/{fileId}/content as an attachment: the finalized statement's PDF or .xlsx. */
export function useDownloadSettlementFile(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (fileId: string) => dataProvider.downloadCaseFile(caseId, fileId, 'attachment'),
  });
}
