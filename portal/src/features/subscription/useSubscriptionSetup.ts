import type { PlanPricing } from '@casebridge/domain';
import type { AccountResponse } from '@casebridge/domain/client';
import { useAccount } from '../../shared/api.ts';
import { usePlanPricing } from './api.ts';

export type SetupState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      account: AccountResponse & { company: NonNullable<AccountResponse['company']> };
      pricing: PlanPricing;
    };

/**
 * What the plan page needs: the caller's account (company, subscription; the same query as the Complete Your
 * Account panel's) and the plan pricing. Without a company the page cannot offer plans: failed.
 */
export function useSubscriptionSetup(): SetupState {
  const account = useAccount();
  const pricing = usePlanPricing();
  const retry = () => {
    if (account.isError) void account.refetch();
    if (pricing.isError) void pricing.refetch();
  };
  const refetching = (account.isError && account.isFetching) || (pricing.isError && pricing.isFetching);
  if (account.isPending || pricing.isPending || refetching) return { status: 'loading' };
  const company = account.data?.company;
  if (!account.data || !company || !pricing.data) return { status: 'failed', retry };
  return { status: 'ready', account: { ...account.data, company }, pricing: pricing.data };
}
