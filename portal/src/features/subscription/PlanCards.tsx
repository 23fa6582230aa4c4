import { Box } from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  PLAN_LABELS,
  PLAN_TYPES,
  currentPlanKey,
  formatPrice,
  isPlanChangeAllowed,
  planAvailableFor,
  planConcept,
  planKey,
  planPeriodPrice,
  trialButtonLabel,
  trialDays,
} from '@casebridge/domain';
import type { BillingType, CompanyType, PlanPricing, PlanType, Subscription } from '@casebridge/domain';
import { PlanCard } from './PlanCard.tsx';

interface PlanCardsProps {
  pricing: PlanPricing;
  companyType: CompanyType;
  billingType: BillingType;
  subscription: Subscription | null;
  /** A paid plan chosen now starts (or goes on with) the free trial. */
  trial: boolean;
  /** The plan whose action is running. */
  busy: PlanType | null;
  onChoose: (planType: PlanType) => void;
}

/** Days of the trial a paid plan would start, by its concept (the plan's trialPeriodDays overrides 60). */
export function planTrialDays(
  pricing: PlanPricing,
  planType: PlanType,
  billing: BillingType,
  type: CompanyType,
) {
  const concept = planConcept(planType, billing, type);
  return concept ? trialDays(pricing, concept) : null;
}

function includes(planType: PlanType, companyType: CompanyType): string | undefined {
  if (planType === 'BASIC') return 'Free, for as long as you like';
  if (planType !== 'PRO') return undefined;
  return companyType === 'FACILITY'
    ? 'Includes 1 premium address and unlimited support staff'
    : `Includes ${LIMITS.premiumProfilesIncluded} premium profiles, 1 premium address per profile and unlimited support staff`;
}

/** Basic, Advanced and Premium for the company's type and the chosen billing. */
export const PlanCards = (props: PlanCardsProps) => {
  const { pricing, companyType, billingType, subscription, trial, busy, onChoose } = props;
  const current = currentPlanKey(subscription);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {PLAN_TYPES.map((planType) => {
        const key = planKey(planType, billingType);
        const paid = planType !== 'BASIC';
        const days = planTrialDays(pricing, planType, billingType, companyType);
        const label =
          current === key
            ? 'Current plan'
            : paid && trial && days
              ? trialButtonLabel(days)
              : `Choose ${PLAN_LABELS[planType]}`;
        return (
          <PlanCard
            key={planType}
            planType={planType}
            price={
              paid
                ? formatPrice(planPeriodPrice(pricing, planType, billingType, companyType), billingType)
                : 'Free'
            }
            subtitle={includes(planType, companyType)}
            highlighted={planType === 'PRO'}
            badge={current === key ? 'Current plan' : undefined}
            notice={paid && trial && current !== key ? MESSAGES.noChargeUntilTrialEnds : undefined}
            action={{
              label,
              onClick: () => onChoose(planType),
              disabled:
                !planAvailableFor(companyType, planType) ||
                !isPlanChangeAllowed(subscription, key) ||
                (busy !== null && busy !== planType),
              busy: busy === planType,
            }}
          />
        );
      })}
    </Box>
  );
};
