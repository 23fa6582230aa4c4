import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { can } from '@casebridge/domain';
import type { Actor, UserMenuContext } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

/**
 * What the user menu needs beyond the actor: the company subscription's plan and billing type ('Switch to
 * Annual and save' is for admins of a paid monthly plan). Read only for those who may change the subscription;
 * a failed read leaves the menu without the switch. The reward counter comes with the referral program.
 */
export function useUserMenuContext(actor: Actor, companyId: string | null): UserMenuContext {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [ctx, setCtx] = useState<UserMenuContext>({});
  const allowed = can(actor, 'subscription.pay');

  useEffect(() => {
    if (!allowed || !companyId) return;
    let live = true;
    dataProvider.getCompanySubscription(companyId).then(
      (subscription) => {
        if (live) setCtx({ planType: subscription.planType, billingType: subscription.billingType });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed, companyId, dataProvider]);

  return ctx;
}
