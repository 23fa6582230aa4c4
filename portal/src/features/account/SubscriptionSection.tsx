import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import {
  BILLING_TYPE_LABELS,
  CARD_BRAND_LABELS,
  MESSAGES,
  SUBSCRIPTION_STATUS_LABELS,
  annualSwitchTarget,
  canOfferUpgrade,
  choosesPlan,
  downgradeChoices,
  downgradeDate,
  formatLongDate,
  ownPlanLabel,
  planKeyLabel,
  runningTrialEnd,
} from '@casebridge/domain';
import type { Company, Subscription } from '@casebridge/domain';
import { useMyCreditCard } from './api.ts';
import { Field } from './Field.tsx';

export type AccountAction = 'upgrade' | 'annual' | 'downgrade' | 'cancelDowngrade' | 'card';

interface SubscriptionSectionProps {
  company: Company;
  subscription: Subscription | null;
  onAction: (action: AccountAction) => void;
}

const date = (value: string | null) => (value ? formatLongDate(value) : '—');

/** The card on file (GET /subscriptions/me/credit-card, only for a customer of the payment provider). */
const CardOnFile = ({ subscription }: { subscription: Subscription }) => {
  const card = useMyCreditCard(subscription.customer);
  if (!subscription.customer) return <>No card on file</>;
  if (card.isPending) return <>Loading…</>;
  if (!card.data) return <>No card on file</>;
  return (
    <>
      {CARD_BRAND_LABELS[card.data.brand]} ending in {card.data.lastDigits}
    </>
  );
};

/** The subscription: plan (Basic / Advanced / Premium), billing, trial, period end, the card and the actions. */
export const SubscriptionSection = ({ company, subscription, onAction }: SubscriptionSectionProps) => {
  const plans = choosesPlan(company.type);
  const pending = subscription?.status === 'PENDING_CANCELLATION';
  const trialEnd = runningTrialEnd(subscription, new Date());
  const next = subscription?.downgradeTo;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="subscription-title" sx={{ p: 3 }}>
      <Typography id="subscription-title" variant="h6" component="h2" gutterBottom>
        Subscription
      </Typography>
      {subscription?.paymentError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {MESSAGES.paymentError}. Change your payment method below.
        </Alert>
      )}
      {subscription ? (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Field label="Plan" value={ownPlanLabel(subscription)} />
          <Field label="Billing" value={BILLING_TYPE_LABELS[subscription.billingType]} />
          <Field label="Status" value={SUBSCRIPTION_STATUS_LABELS[subscription.status]} />
          <Field
            label="Free trial"
            value={
              trialEnd ? `Until ${date(trialEnd)}` : subscription.freeTrialUsed ? 'Used' : 'Not used yet'
            }
          />
          <Field label="Current period ends" value={date(subscription.subscriptionPeriodEnd)} />
          {pending && next && (
            <Field
              label="Next plan"
              value={`${planKeyLabel(`${next.planType}_${next.billingType}`)} from ${date(downgradeDate(subscription))}`}
            />
          )}
          <Field label="Card on file" value={<CardOnFile subscription={subscription} />} />
        </Stack>
      ) : (
        <Typography>No plan has been chosen yet.</Typography>
      )}
      {plans && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {pending ? (
            <Button variant="contained" onClick={() => onAction('cancelDowngrade')}>
              {MESSAGES.cancelDowngrade}
            </Button>
          ) : (
            <>
              {canOfferUpgrade(subscription) && (
                <Button variant="contained" color="secondary" onClick={() => onAction('upgrade')}>
                  {subscription ? 'Upgrade' : 'Choose a plan'}
                </Button>
              )}
              {annualSwitchTarget(subscription) && (
                <Button variant="outlined" onClick={() => onAction('annual')}>
                  {MESSAGES.switchToAnnual}
                </Button>
              )}
              {downgradeChoices(subscription).length > 0 && (
                <Button variant="outlined" onClick={() => onAction('downgrade')}>
                  Downgrade
                </Button>
              )}
            </>
          )}
          {subscription && (subscription.customer || subscription.planType !== 'BASIC') && (
            <Button variant="outlined" onClick={() => onAction('card')}>
              Change payment method
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
};
