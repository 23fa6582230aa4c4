import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { BILLING_TYPE_LABELS, PLAN_LABELS, trialOfferText } from '@casebridge/domain';
import type { CreditCard, PaymentFormValues } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useQuote } from './api.ts';
import { CardOnFileChoice } from './CardOnFileChoice.tsx';
import { PaymentConfirmDialog, cardLabel, chargeSummary } from './PaymentConfirmDialog.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { SubscriptionCartView } from './SubscriptionCartView.tsx';
import type { PlanChoice } from './useChoosePlan.ts';

interface PaymentStepProps {
  choice: PlanChoice;
  /** The card on file, which a paid plan may use instead of a new one. */
  cardOnFile: CreditCard | null;
  defaultEmail: string;
  pay: (card?: PaymentFormValues) => Promise<void>;
  onBack: () => void;
}

/** Step 3 of the plan choice: the subscription cart (PUT /subscriptions/quote) and the payment form. */
export const PaymentStep = ({ choice, cardOnFile, defaultEmail, pay, onBack }: PaymentStepProps) => {
  const notify = useNotify();
  const [usingCard, setUsingCard] = useState(false);
  // Choosing the card on file asks for a confirmation first (what is charged, when): it never pays at once.
  const [confirming, setConfirming] = useState(false);
  const { planType, billingType, previousBenefits } = choice;
  const quote = useQuote({
    upgradeTo: planType,
    billingType,
    ...(previousBenefits ? { previousBenefits } : {}),
  });
  const cart = quote.data;

  const payWithCardOnFile = async () => {
    setUsingCard(true);
    try {
      await pay();
    } catch (error) {
      notify(apiFailure(error).message, { type: 'error' });
    } finally {
      setUsingCard(false);
      setConfirming(false);
    }
  };

  const submitLabel = trialOfferText(choice.trial)?.action ?? 'Pay and subscribe';
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {PLAN_LABELS[planType]} · {BILLING_TYPE_LABELS[billingType]}
        </Typography>
        {quote.isPending && <CircularProgress size={24} aria-label="Loading the cart" />}
        {quote.isError && <Alert severity="warning">The cart could not be loaded; you can still pay.</Alert>}
        {cart && <SubscriptionCartView cart={cart} billingType={billingType} />}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Payment information
        </Typography>
        {cardOnFile && (
          <Stack sx={{ mb: 2 }}>
            <CardOnFileChoice card={cardOnFile} onUse={() => setConfirming(true)} disabled={usingCard} />
          </Stack>
        )}
        <PaymentForm
          submitLabel={submitLabel}
          defaultEmail={defaultEmail}
          onSubmit={(card) => pay(card)}
          secondaryAction={<Button onClick={onBack}>Back</Button>}
        />
      </Paper>
      {confirming && cardOnFile && (
        <PaymentConfirmDialog
          lines={[
            cart
              ? chargeSummary(cart, billingType, cardOnFile)
              : `The price of the plan is charged to your ${cardLabel(cardOnFile)}.`,
          ]}
          dueToday={cart?.dueAmount ?? null}
          pending={usingCard}
          onConfirm={() => void payWithCardOnFile()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
};
