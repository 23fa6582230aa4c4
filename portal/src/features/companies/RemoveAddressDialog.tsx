import { useNotify } from 'react-admin';
import { COMPANY_ADDRESS_MESSAGES } from '@casebridge/domain';
import type { CompanyAddressInput } from '@casebridge/domain';
import { placeLabel } from '../../shared/address/placeLocation.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDeleteAddress } from './api.ts';

/**
 * Asks before removing an address: a saved one is removed at once (DELETE /addresses?ids), a new one only
 * leaves the form.
 */
export const RemoveAddressDialog = ({
  companyId,
  address,
  onRemoved,
  onClose,
}: {
  companyId: string;
  address: CompanyAddressInput;
  onRemoved: () => void;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const remove = useDeleteAddress(companyId);
  const label = placeLabel(address);
  const confirm = () => {
    if (!address.id) {
      onRemoved();
      onClose();
      return;
    }
    remove.mutate(address.id, {
      onSuccess: () => {
        notify(COMPANY_ADDRESS_MESSAGES.addressesRemoved, { type: 'success' });
        onRemoved();
        onClose();
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });
  };
  return (
    <ConfirmDialog
      title="Remove this address?"
      confirmLabel="Remove address"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {label} will be removed from your company
      {address.premiumStatus === 'ACTIVE' ? ' and from your premium addresses' : ''}. This cannot be undone.
    </ConfirmDialog>
  );
};
