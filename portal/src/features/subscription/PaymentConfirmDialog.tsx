import { Typography } from '@mui/material';
import { CARD_BRAND_LABELS, formatLongDate, formatPrice, formatUsd } from '@casebridge/domain';
import type { BillingType, CreditCard, SubscriptionCart } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';

interface PaymentConfirmDialogProps {
  cart: SubscriptionCart | null;
  billingType: BillingType;
  card: CreditCard;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Visa ending in 4242'. */
export const cardLabel = (card: CreditCard) =>
  `${CARD_BRAND_LABELS[card.brand]} ending in ${card.lastDigits}`;

/** What paying the cart charges and when: today's amount, or nothing until the trial's end, then the price. */
export function chargeSummary(cart: SubscriptionCart, billingType: BillingType, card: CreditCard): string {
  const then =
    cart.subscriptionAmount > 0 ? `, then ${formatPrice(cart.subscriptionAmount, billingType)}` : '';
  if (cart.dueAmount === 0 && cart.trialEnd)
    return `Nothing is charged today. Your ${cardLabel(card)} is charged from ${formatLongDate(cart.trialEnd)}${then}.`;
  return `Your ${cardLabel(card)} is charged ${formatUsd(cart.dueAmount)} today${then}.`;
}

/**
 * Paying with the card on file (issue 40 item 32): choosing the card does not pay; this asks first, with what
 * will be charged and when (the cart of PUT /subscriptions/quote).
 */
export const PaymentConfirmDialog = ({
  cart,
  billingType,
  card,
  pending,
  onConfirm,
  onClose,
}: PaymentConfirmDialogProps) => (
  <ConfirmDialog
    title="Confirm your payment"
    confirmLabel={cart && cart.dueAmount > 0 ? `Confirm and pay ${formatUsd(cart.dueAmount)}` : 'Confirm'}
    pending={pending}
    onConfirm={onConfirm}
    onClose={onClose}
  >
    <Typography>
      {cart
        ? chargeSummary(cart, billingType, card)
        : `The price of the plan is charged to your ${cardLabel(card)}.`}
    </Typography>
  </ConfirmDialog>
);
