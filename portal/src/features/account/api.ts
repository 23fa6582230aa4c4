/** My Account's reads: the plan pricing (shared key), the card on file and the company's case resume. */
import { useQuery } from '@tanstack/react-query';
import { accountKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';
import { publicKeys } from '../../shared/public/api.ts';

export const myAccountKeys = {
  /** Under accountKeys.all: a plan or card change (which invalidates the account) reads it again. */
  creditCard: [...accountKeys.all, 'creditCard'] as const,
  /** The cases feature's key for the same call, so a purchase or a new case refreshes both. */
  caseResume: (companyId: string) => ['cases', 'resume', companyId] as const,
};

/** GET /subscriptions/plan-pricing, through the key the plan page and the public cards share. */
export function usePricing() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: publicKeys.planPricing,
    queryFn: () => dataProvider.getPlanPricing(),
    staleTime: Infinity,
  });
}

/** GET /subscriptions/me/credit-card: asked only when the company is a customer (404 otherwise). */
export function useMyCreditCard(enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: myAccountKeys.creditCard,
    queryFn: () => dataProvider.getMyCreditCard(),
    enabled,
  });
}

/** GET /companies/{id}/case-resume: total, available, spent and purchased cases. */
export function useCaseResume(companyId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: myAccountKeys.caseResume(companyId ?? ''),
    queryFn: () => dataProvider.getCaseResume(companyId!),
    enabled: companyId !== null,
  });
}
