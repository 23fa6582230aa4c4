import { Chip } from '@mui/material';
import {
  BILLING_TYPE_LABELS,
  MESSAGES,
  PLAN_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
} from '@casebridge/domain';
import { longDate } from '../../common/dates.ts';
import { Facts } from './Facts.tsx';
import { SectionCard } from './SectionCard.tsx';
import { useCompanyDetail } from './useCompanyDetail.ts';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function trialText(trialEnd: string | null): string {
  const end = longDate(trialEnd);
  return end ? `Trialing until ${end}` : 'Trialing';
}

function card(subscription: Subscription): string | null {
  const { creditCard } = subscription;
  return creditCard ? `${capitalize(creditCard.brand)} ending in ${creditCard.lastDigits}` : null;
}

export const SubscriptionFacts = ({ subscription }: { subscription: Subscription }) => (
  <Facts
    facts={[
      { label: 'Plan', value: PLAN_LABELS[subscription.planType] },
      { label: 'Billing', value: BILLING_TYPE_LABELS[subscription.billingType] },
      {
        label: 'Status',
        value: (
          <Chip
            size="small"
            label={SUBSCRIPTION_STATUS_LABELS[subscription.status]}
            color={
              subscription.status === 'PENDING_CANCELLATION' || subscription.status === 'PAST_DUE'
                ? 'warning'
                : 'default'
            }
          />
        ),
      },
      {
        label: 'Trial',
        value: subscription.trialing ? trialText(subscription.trialEnd) : 'No',
      },
      { label: 'Period end', value: longDate(subscription.subscriptionPeriodEnd) },
      {
        label: 'Downgrades to',
        value: subscription.downgradeTo
          ? `${PLAN_LABELS[subscription.downgradeTo.planType]} (${BILLING_TYPE_LABELS[subscription.downgradeTo.billingType]})`
          : null,
      },
      { label: 'Card', value: card(subscription) },
      { label: 'Payment error', value: subscription.paymentError ? 'Yes' : 'No' },
    ]}
  />
);

/** The company's subscription (GET /subscriptions/company/:id). */
export const SubscriptionSection = ({ companyId }: { companyId: string }) => {
  const { data, isPending, error } = useCompanyDetail('getCompanySubscription', companyId);
  return (
    <SectionCard
      title="Subscription"
      isPending={isPending}
      error={error}
      isEmpty={!data}
      emptyText={MESSAGES.registryNoSubscription}
    >
      {data ? <SubscriptionFacts subscription={data} /> : null}
    </SectionCard>
  );
};
