/**
 * My Account's subscription calls (SPEC.md 7 "Subscriptions"): the card on file and a new card. The plan changes
 * themselves (upgrade, switch to annual, downgrade, cancel downgrade) go through savePaymentMethod (POST
 * .../payment-method), whose answer rules/accountPlan.ts's planChange describes.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { CreditCard, PaymentFormValues, PaymentMethodResult } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface SubscriptionMethods {
  /** GET /subscriptions/me/credit-card: the caller company's card on file (404 when it has none). */
  getMyCreditCard(): Promise<CreditCard>;
  /** PUT /subscriptions/company/{id}/payment-method with isChangePaymentMethod: a declined card (402) keeps the old one. */
  changePaymentMethod(companyId: string, card: PaymentFormValues): Promise<PaymentMethodResult>;
}

export function subscriptionMethods(http: HttpClient): SubscriptionMethods {
  const call = endpointCaller(http);
  return {
    getMyCreditCard: () => call(ENDPOINTS.getCreditCard),
    changePaymentMethod: (id, card) =>
      call(ENDPOINTS.changePaymentMethod, { params: { id }, body: { isChangePaymentMethod: true, card } }),
  };
}
