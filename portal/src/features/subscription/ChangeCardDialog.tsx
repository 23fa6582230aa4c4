import { Alert, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { CARD_BRAND_LABELS, MESSAGES } from '@casebridge/domain';
import type { CreditCard } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useChangePaymentMethod } from './api.ts';
import { PaymentForm } from './PaymentForm.tsx';

export interface ChangeCardDialogProps {
  companyId: string;
  cardOnFile: CreditCard | null;
  defaultEmail: string;
  onClose: () => void;
  onUnauthorized: () => void;
}

/**
 * Change payment method (SPEC.md 2.6: the payment information form in its change mode): PUT .../payment-method
 * with isChangePaymentMethod. A declined card keeps the old one: the form shows the payment error and the
 * provider's message above it, and the dialog stays open.
 */
export const ChangeCardDialog = (props: ChangeCardDialogProps) => {
  const { companyId, cardOnFile, defaultEmail, onClose, onUnauthorized } = props;
  const change = useChangePaymentMethod(companyId);
  const notify = useNotify();
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-card-title" maxWidth="sm" fullWidth>
      <DialogTitle id="change-card-title">Change payment method</DialogTitle>
      <DialogContent>
        {cardOnFile ? (
          <Typography sx={{ mb: 2 }}>
            Card on file: {CARD_BRAND_LABELS[cardOnFile.brand]} ending in {cardOnFile.lastDigits}. It is kept
            until the new card is accepted.
          </Typography>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            There is no card on file yet.
          </Alert>
        )}
        <PaymentForm
          submitLabel="Save card"
          defaultEmail={defaultEmail}
          secondaryAction={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (card) => {
            try {
              await change.mutateAsync(card);
            } catch (error) {
              if (apiFailure(error).status === 403) return onUnauthorized();
              throw error;
            }
            notify(MESSAGES.paymentMethodUpdated, { type: 'success' });
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
};
