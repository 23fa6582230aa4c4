import { can } from '@casebridge/domain';
import type { Actor, UserMenuContext } from '@casebridge/domain';
import { useCompanySubscription } from '../../shared/api.ts';

/**
 * What the user menu needs beyond the actor: the company subscription's plan and billing type ('Switch to
 * Annual and save' is for admins of a paid monthly plan). Read only for those who may change the subscription;
 * a failed read leaves the menu without the switch. The reward counter comes with the referral program.
 */
export function useUserMenuContext(actor: Actor, companyId: string | null): UserMenuContext {
  const { data } = useCompanySubscription(companyId, can(actor, 'subscription.pay'));
  return data ? { planType: data.planType, billingType: data.billingType } : {};
}
