import { Box } from '@mui/material';
import { CARD_BRAND_LABELS, formatLongDate, formatPrice, formatUsd } from '@casebridge/domain';
import type { BillingType, CreditCard, SubscriptionCart } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';

interface PaymentConfirmDialogProps {
  /** What is charged, to which card and when: one sentence a line. */
  lines: readonly string[];
  /** What is charged today, in cents: the button says it ('Confirm and pay $98'); 0 or unknown: 'Confirm'. */
  dueToday: number | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Visa ending in 4242'. */
export const cardLabel = (card: Pick<CreditCard, 'brand' | 'lastDigits'>) =>
  `${CARD_BRAND_LABELS[card.brand]} ending in ${card.lastDigits}`;

type CardOnFile = Pick<CreditCard, 'brand' | 'lastDigits'> | null;

/** 'your Visa ending in 4242', or 'your card on file' when it is not known. */
export const yourCardPhrase = (card: CardOnFile) => (card ? `your ${cardLabel(card)}` : 'your card on file');

/** The same as a sentence's subject: 'Your Visa ending in 4242'. */
export const yourCard = (card: CardOnFile) => `Y${yourCardPhrase(card).slice(1)}`;

/** What paying the cart charges and when: today's amount, or nothing until the trial's end, then the price. */
export function chargeSummary(
  cart: SubscriptionCart,
  billingType: BillingType,
  card: CreditCard | null,
): string {
  const then =
    cart.subscriptionAmount > 0 ? `, then ${formatPrice(cart.subscriptionAmount, billingType)}` : '';
  const who = yourCard(card);
  if (cart.dueAmount === 0 && cart.trialEnd)
    return `Nothing is charged today. ${who} is charged from ${formatLongDate(cart.trialEnd)}${then}.`;
  return `${who} is charged ${formatUsd(cart.dueAmount)} today${then}.`;
}

/**
 * A payment to confirm (issue 40 item 32): choosing a card or pressing Pay does not pay; this asks first, with
 * what will be charged and when, and only its confirm button makes the call.
 */
export const PaymentConfirmDialog = ({
  lines,
  dueToday,
  pending,
  onConfirm,
  onClose,
}: PaymentConfirmDialogProps) => (
  <ConfirmDialog
    title="Confirm your payment"
    confirmLabel={dueToday ? `Confirm and pay ${formatUsd(dueToday)}` : 'Confirm'}
    confirmColor="primary"
    pending={pending}
    onConfirm={onConfirm}
    onClose={onClose}
  >
    {/* The dialog's text is one paragraph: each sentence on its own line inside it. */}
    {lines.map((line) => (
      <Box component="span" key={line} sx={{ display: 'block' }}>
        {line}
      </Box>
    ))}
  </ConfirmDialog>
);
