/**
 * Billing of a case per provider, reduction negotiations and the settlement statement (issue 14). Amounts
 * travel in cents; the screens convert what is typed in dollars with usdToCents.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  BillBody,
  BillView,
  CaseBilling,
  PaymentBody,
  PaymentView,
  ProRataRequestsResult,
  ProviderBilling,
  ReductionRequestBody,
  ReductionStepBody,
  ReductionView,
  SettlementBody,
  SettlementView,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface BillingMethods {
  /** GET /cases/{id}/billing: every provider's totals (a provider: its own) and the case against its limit. */
  getCaseBilling(caseId: string): Promise<CaseBilling>;
  /** GET /cases/{id}/billing/{providerId}: the bills, payments, reductions and totals of one provider. */
  getProviderBilling(caseId: string, providerId: string): Promise<ProviderBilling>;
  /** POST …/bills (the provider). */
  createBill(caseId: string, providerId: string, body: BillBody): Promise<BillView>;
  /** PUT …/bills/{billId} (the provider): a correction, never below what was paid on it. */
  updateBill(caseId: string, providerId: string, billId: string, body: BillBody): Promise<BillView>;
  /** POST …/bills/{billId}/void (the provider), with the reason. */
  voidBill(caseId: string, providerId: string, billId: string, reason: string): Promise<BillView>;
  /** POST …/payments (the firm or the provider); an overpayment is refused (400). */
  recordPayment(caseId: string, providerId: string, body: PaymentBody): Promise<PaymentView>;
  /** POST …/reductions (the firm). */
  requestReduction(caseId: string, providerId: string, body: ReductionRequestBody): Promise<ReductionView>;
  /** PUT …/reductions/{reductionId}: accept, reject, counter or withdraw (409 when the state refuses it). */
  stepReduction(
    caseId: string,
    providerId: string,
    reductionId: string,
    body: ReductionStepBody,
  ): Promise<ReductionView>;
  /** GET /cases/{id}/settlement (the firm). */
  getSettlement(caseId: string): Promise<SettlementView>;
  /** PUT /cases/{id}/settlement (the firm): the draft's figures. */
  saveSettlement(caseId: string, body: SettlementBody): Promise<SettlementView>;
  /** POST /cases/{id}/settlement/pro-rata-requests: the suggestion sent as reduction requests in one step. */
  sendProRataRequests(
    caseId: string,
    body: { note?: string | null; providerIds?: string[] },
  ): Promise<ProRataRequestsResult>;
  /** POST /cases/{id}/settlement/finalize: locks it and stores its PDF and .xlsx with the case's files. */
  finalizeSettlement(caseId: string): Promise<SettlementView>;
}

export function billingMethods(http: HttpClient): BillingMethods {
  const call = endpointCaller(http);
  const at = (id: string, providerId: string) => ({ id, providerId });
  return {
    getCaseBilling: (id) => call(ENDPOINTS.getCaseBilling, { params: { id } }),
    getProviderBilling: (id, providerId) =>
      call(ENDPOINTS.getProviderBilling, { params: at(id, providerId) }),
    createBill: (id, providerId, body) => call(ENDPOINTS.createBill, { params: at(id, providerId), body }),
    updateBill: (id, providerId, billId, body) =>
      call(ENDPOINTS.updateBill, { params: { ...at(id, providerId), billId }, body }),
    voidBill: (id, providerId, billId, reason) =>
      call(ENDPOINTS.voidBill, { params: { ...at(id, providerId), billId }, body: { reason } }),
    recordPayment: (id, providerId, body) =>
      call(ENDPOINTS.recordPayment, { params: at(id, providerId), body }),
    requestReduction: (id, providerId, body) =>
      call(ENDPOINTS.requestReduction, { params: at(id, providerId), body }),
    stepReduction: (id, providerId, reductionId, body) =>
      call(ENDPOINTS.stepReduction, { params: { ...at(id, providerId), reductionId }, body }),
    getSettlement: (id) => call(ENDPOINTS.getSettlement, { params: { id } }),
    saveSettlement: (id, body) => call(ENDPOINTS.saveSettlement, { params: { id }, body }),
    sendProRataRequests: (id, body) => call(ENDPOINTS.sendProRataRequests, { params: { id }, body }),
    finalizeSettlement: (id) => call(ENDPOINTS.finalizeSettlement, { params: { id } }),
  };
}
