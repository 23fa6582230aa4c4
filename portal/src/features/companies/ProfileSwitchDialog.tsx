import { useNotify } from 'react-admin';
import { PROFILE_MESSAGES } from '@casebridge/domain';
import type { BillingType, License, SubscriptionCart } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { AddressPremiumCart } from './AddressPremiumCart.tsx';
import { useSwitchProfile } from './api.ts';

/**
 * Asks before a profile is switched on or off: a plain confirmation, or the cart (PUT /subscriptions/{id}/summary)
 * when activating it is a paid extra profile (the card on file pays what is due today).
 */
export const ProfileSwitchDialog = ({
  companyId,
  license,
  active,
  cart,
  billingType,
  onClose,
}: {
  companyId: string;
  license: License;
  active: boolean;
  /** The priced change when it is a paid extra profile. */
  cart: SubscriptionCart | null;
  billingType: BillingType;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const change = useSwitchProfile(companyId);
  const name = `${license.name} ${license.lastName}`;
  const confirm = () =>
    change.mutate(
      { licenseId: license.id, active },
      {
        onSuccess: () => {
          notify(active ? PROFILE_MESSAGES.activated : PROFILE_MESSAGES.deactivated, { type: 'success' });
          onClose();
        },
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  if (cart)
    return (
      <AddressPremiumCart
        title={PROFILE_MESSAGES.cartTitle}
        cart={cart}
        billingType={billingType}
        saving={change.isPending}
        error={change.error ? apiFailure(change.error).message : null}
        onConfirm={confirm}
        onClose={onClose}
      />
    );
  return (
    <ConfirmDialog
      title={active ? 'Activate this profile?' : 'Deactivate this profile?'}
      confirmLabel={active ? 'Activate profile' : 'Deactivate profile'}
      confirmColor={active ? 'primary' : 'error'}
      pending={change.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {active
        ? `${name} will be an active professional profile of your company.`
        : `${name} will no longer be an active professional profile of your company.`}
    </ConfirmDialog>
  );
};
