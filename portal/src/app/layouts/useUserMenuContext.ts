import { can } from '@casebridge/domain';
import type { Actor, UserMenuContext } from '@casebridge/domain';
import { useRewardCount } from '../../features/network/index.ts';
import { useCompanySubscription } from '../../shared/api.ts';

/**
 * What the user menu needs beyond the actor: the company subscription's plan and billing type ('Switch to
 * Annual and save' is for admins of a paid monthly plan), and the reward counter of Invite Friends (n/10, for
 * those who may invite). Each is read only for those who see it; a failed read leaves the menu without it.
 */
export function useUserMenuContext(actor: Actor, companyId: string | null): UserMenuContext {
  const { data } = useCompanySubscription(companyId, can(actor, 'subscription.pay'));
  const rewards = useRewardCount(can(actor, 'inviteFriends'));
  return {
    ...(data ? { planType: data.planType, billingType: data.billingType } : {}),
    ...(rewards.data ? { rewardCount: rewards.data.count } : {}),
  };
}
