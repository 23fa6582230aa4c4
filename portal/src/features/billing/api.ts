/**
 * The billing feature's server calls (issue 14): one react-query hook per data provider method, with keys.
 * Every key of a case's billing sits under billingKeys.ofCase, so a change to a bill, a payment or a reduction
 * refreshes the provider's screen and the case's Billing tab at once; the case's activity, record (its billed
 * amount) and settlement statement refresh too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillBody, PaymentBody, ReductionRequestBody, ReductionStepBody } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const billingKeys = {
  all: ['billing'] as const,
  ofCase: (caseId: string) => ['billing', caseId] as const,
  caseSummary: (caseId: string) => ['billing', caseId, 'summary'] as const,
  provider: (caseId: string, providerId: string) => ['billing', caseId, 'provider', providerId] as const,
};

/**
 * After any billing change: the case's billing, its activity, its record and its settlement statement (the
 * settlement feature's key ['settlement', caseId]: its provider lines come from the billing).
 */
function useBillingChanged(caseId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: billingKeys.ofCase(caseId) });
    void queryClient.invalidateQueries({ queryKey: ['settlement', caseId] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'one', caseId] });
  };
}

/** GET /cases/{id}/billing: every provider's totals (a provider: its own) and the case against its limit. */
export function useCaseBilling(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: billingKeys.caseSummary(caseId),
    queryFn: () => dataProvider.getCaseBilling(caseId),
  });
}

/** GET /cases/{id}/billing/{providerId}: one provider's bills, payments, reductions, totals and abilities. */
export function useProviderBilling(caseId: string, providerId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: billingKeys.provider(caseId, providerId),
    queryFn: () => dataProvider.getProviderBilling(caseId, providerId),
  });
}

/** POST …/bills, or PUT …/bills/{billId} when `billId` is given (a correction). */
export function useSaveBill(caseId: string, providerId: string, billId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useBillingChanged(caseId);
  return useMutation({
    mutationFn: (body: BillBody) =>
      billId
        ? dataProvider.updateBill(caseId, providerId, billId, body)
        : dataProvider.createBill(caseId, providerId, body),
    onSuccess: changed,
  });
}

/** POST …/bills/{billId}/void with the reason. */
export function useVoidBill(caseId: string, providerId: string, billId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useBillingChanged(caseId);
  return useMutation({
    mutationFn: (reason: string) => dataProvider.voidBill(caseId, providerId, billId, reason),
    onSuccess: changed,
  });
}

/** POST …/payments (the firm or the provider). */
export function useRecordPayment(caseId: string, providerId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useBillingChanged(caseId);
  return useMutation({
    mutationFn: (body: PaymentBody) => dataProvider.recordPayment(caseId, providerId, body),
    onSuccess: changed,
  });
}

/** POST …/reductions (the firm); an attached breakdown gets shared, so the case's files read again too. */
export function useRequestReduction(caseId: string, providerId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  const changed = useBillingChanged(caseId);
  return useMutation({
    mutationFn: (body: ReductionRequestBody) => dataProvider.requestReduction(caseId, providerId, body),
    onSuccess: (_reduction, body) => {
      changed();
      if (body.breakdownFileId) void queryClient.invalidateQueries({ queryKey: ['cases', 'files', caseId] });
    },
  });
}

/** How many of the case's newest files the request dialog offers as the settlement breakdown. */
export const BREAKDOWN_CHOICES_MAX = 50;

/** GET /cases/{id}/files: the newest files of the case, to pick the settlement breakdown from (the firm). */
export function useBreakdownChoices(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    // Under the cases feature's key of the case's files, so an upload or a change refreshes it.
    queryKey: ['cases', 'files', caseId, 'breakdown-choices'],
    queryFn: () =>
      dataProvider.getCaseFiles(caseId, {
        // The first page: CaseFilesQuery counts pages from 0.
        page: 0,
        perPage: BREAKDOWN_CHOICES_MAX,
        sort: { field: 'uploadedAt', order: 'DESC' },
      }),
  });
}

/**
 * POST /cases/{id}/files: a settlement breakdown uploaded from the request dialog (category Other, shared with
 * the firm only: the request itself shares it with the provider).
 */
export function useUploadBreakdown(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (await dataProvider.uploadCaseFiles(caseId, [file], { category: 'OTHER', sharedWith: 'FIRM' }))[0],
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cases', 'files', caseId] });
      void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
    },
  });
}

/** GET /cases/{id}/files/{fileId}: the attached breakdown's name (both sides may read it). */
export function useBreakdownFile(caseId: string, fileId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: ['cases', 'files', caseId, 'one', fileId],
    queryFn: () => dataProvider.getCaseFile(caseId, fileId),
    retry: false,
  });
}

/** GET /cases/{id}/files/{fileId}/content as an attachment: the attached breakdown. */
export function useDownloadBreakdown(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (fileId: string) => dataProvider.downloadCaseFile(caseId, fileId, 'attachment'),
  });
}

/** PUT …/reductions/{reductionId}: accept, reject, counter or withdraw. */
export function useStepReduction(caseId: string, providerId: string, reductionId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useBillingChanged(caseId);
  return useMutation({
    mutationFn: (body: ReductionStepBody) =>
      dataProvider.stepReduction(caseId, providerId, reductionId, body),
    onSuccess: changed,
  });
}

/** After a 409 (the other side moved first): the screen reads the billing again. */
export function useRefreshBilling(caseId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: billingKeys.ofCase(caseId) });
}
