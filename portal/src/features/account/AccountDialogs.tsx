import { useState } from 'react';
import type { PlanPricing } from '@casebridge/domain';
import type { AccountResponse } from '@casebridge/domain/client';
import {
  CancelDowngradeDialog,
  ChangeCardDialog,
  DowngradeDialog,
  SwitchToAnnualDialog,
  UnauthorizedModal,
  UpgradeDialog,
} from '../subscription/index.ts';
import type { AccountAction } from './SubscriptionSection.tsx';

interface AccountDialogsProps {
  action: AccountAction;
  canPay: boolean;
  account: AccountResponse & { company: NonNullable<AccountResponse['company']> };
  /** Undefined while the plan pricing loads (the plan dialogs wait for it). */
  pricing: PlanPricing | undefined;
  onClose: () => void;
}

/** The dialog of a My Account action, or the unauthorized modal for anyone but an owner or admin. */
export const AccountDialogs = ({ action, canPay, account, pricing, onClose }: AccountDialogsProps) => {
  const [refused, setRefused] = useState(false);
  if (!canPay || refused) return <UnauthorizedModal open onClose={onClose} />;
  const { company, subscription, user } = account;
  const onUnauthorized = () => setRefused(true);
  if (action === 'card')
    return (
      <ChangeCardDialog
        companyId={company.id}
        cardOnFile={subscription?.creditCard ?? null}
        defaultEmail={user.email}
        onClose={onClose}
        onUnauthorized={onUnauthorized}
      />
    );
  // The page shows the pricing's failure with Retry; the plan dialogs open once it is there.
  if (!pricing) return null;
  if (action === 'upgrade')
    return (
      <UpgradeDialog
        company={company}
        subscription={subscription}
        pricing={pricing}
        defaultEmail={user.email}
        onClose={onClose}
        onUnauthorized={onUnauthorized}
      />
    );
  if (!subscription) return null;
  const common = { company, subscription, pricing, onClose, onUnauthorized };
  if (action === 'downgrade') return <DowngradeDialog {...common} />;
  if (action === 'annual') return <SwitchToAnnualDialog {...common} />;
  return <CancelDowngradeDialog {...common} />;
};
