/** The subscription feature's server calls: plan pricing, the cart quote, the previous benefits, the save. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentFormValues } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { accountKeys, sharedKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';
import { publicKeys } from '../../shared/public/api.ts';

type QuoteRequest = Parameters<CaseBridgeDataProvider['getQuote']>[0];
type PaymentRequest = Parameters<CaseBridgeDataProvider['savePaymentMethod']>[1];

export const subscriptionKeys = {
  planPricing: publicKeys.planPricing,
  quote: (request: QuoteRequest) => ['subscriptions', 'quote', request] as const,
  previousSummary: (subscriptionId: string, annual: boolean) =>
    ['subscriptions', subscriptionId, 'previousSummary', annual] as const,
};

/**
 * GET /subscriptions/plan-pricing (public): read once per app load, shared by the plan page and, through the
 * same key, by the public plan cards (whose read, made before react-query loads, fills this cache).
 */
export function usePlanPricing() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: subscriptionKeys.planPricing,
    queryFn: () => dataProvider.getPlanPricing(),
    staleTime: Infinity,
  });
}

/** PUT /subscriptions/quote: the subscription cart of a plan choice. */
export function useQuote(request: QuoteRequest) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: subscriptionKeys.quote(request),
    queryFn: () => dataProvider.getQuote(request),
  });
}

/** Reads the Premium benefits a subscription had (asked when Premium is chosen, not when the page opens). */
export function usePreviousSummaryReader() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return (subscriptionId: string, annual: boolean) =>
    queryClient.fetchQuery({
      queryKey: subscriptionKeys.previousSummary(subscriptionId, annual),
      queryFn: () => dataProvider.getPreviousSummary(subscriptionId, annual),
    });
}

/**
 * PUT /companies/{id}/payment-method (the plan choice, with or without a card). Success or failure (a
 * decline sets the payment error), the account, its completeness and the company subscription are read again.
 */
export function useSavePaymentMethod(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentRequest) => dataProvider.savePaymentMethod(companyId, request),
    onSettled: () => {
      // accountKeys.all covers My Account's card on file too.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.companySubscription(companyId) });
    },
  });
}

/**
 * POST /subscriptions/company/{id}/buy-cases: packs of 10 cases, paid with the card on file (its id) or a new
 * card, which then becomes the card on file: the account and the company subscription are read again.
 */
export function useBuyCases(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { paymentMethodId: string; itemQuantity: number; card?: unknown }) =>
      dataProvider.buyCases(companyId, request),
    onSuccess: (_answer, request) => {
      if (request.card === undefined) return;
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.companySubscription(companyId) });
    },
  });
}

/**
 * PUT /subscriptions/company/{id}/payment-method with isChangePaymentMethod: a new card (402 keeps the old one).
 * The account (whose keys cover My Account's card on file), the company subscription are read again.
 */
export function useChangePaymentMethod(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: PaymentFormValues) => dataProvider.changePaymentMethod(companyId, card),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.companySubscription(companyId) });
    },
  });
}
