import { Suspense } from 'react';
import {
  Alert,
  CircularProgress,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { COMPANY_ADDRESS_MESSAGES, formatUsd } from '@casebridge/domain';
import type { BillingType, SubscriptionCart } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { SubscriptionCartLines } from '../subscription/index.ts';

/**
 * The cart of a premium address change or an extra professional profile (PUT /subscriptions/{id}/summary),
 * shown before the change is saved: confirming saves it (the card on file pays what is due today).
 */
export const AddressPremiumCart = ({
  title = COMPANY_ADDRESS_MESSAGES.premiumConfirmTitle,
  cart,
  billingType,
  saving,
  error,
  onConfirm,
  onClose,
}: {
  /** The dialog's title (premium addresses by default; an extra professional profile reuses the cart). */
  title?: string;
  cart: SubscriptionCart;
  billingType: BillingType;
  saving: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog open onClose={onClose} aria-labelledby="premium-cart-title" maxWidth="xs" fullWidth>
    <DialogTitle id="premium-cart-title">{title}</DialogTitle>
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>
        Your subscription after this change. What is due today is charged to your card on file.
      </DialogContentText>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Suspense fallback={<CircularProgress size={24} aria-label="Loading the cart" />}>
        <SubscriptionCartLines cart={cart} billingType={billingType} />
      </Suspense>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      <LoadingButton variant="contained" loading={saving} onClick={onConfirm}>
        {cart.dueAmount > 0 ? `Confirm and pay ${formatUsd(cart.dueAmount)}` : 'Confirm'}
      </LoadingButton>
    </DialogActions>
  </Dialog>
);
