import { Box } from '@mui/material';
import {
  LIMITS,
  PLAN_LABELS,
  PLAN_TYPES,
  currentPlanKey,
  formatPrice,
  isPlanChangeAllowed,
  planAvailableFor,
  planKey,
  planPeriodPrice,
  trialOffer,
  trialOfferText,
} from '@casebridge/domain';
import type { BillingType, CompanyType, PlanPricing, PlanType, Subscription } from '@casebridge/domain';
import { PlanCard } from './PlanCard.tsx';

interface PlanCardsProps {
  pricing: PlanPricing;
  companyType: CompanyType;
  billingType: BillingType;
  subscription: Subscription | null;
  /** The plan whose action is running. */
  busy: PlanType | null;
  onChoose: (planType: PlanType) => void;
  /** Only these plans (the upgrade modal's allowed targets); every plan by default. */
  planTypes?: readonly PlanType[];
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
  const { pricing, companyType, billingType, subscription, busy, onChoose, planTypes = PLAN_TYPES } = props;
  const current = currentPlanKey(subscription);
  const now = new Date();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.max(planTypes.length, 2)}, 1fr)` },
      }}
    >
      {planTypes.map((planType) => {
        const key = planKey(planType, billingType);
        const paid = planType !== 'BASIC';
        // What choosing this plan really does (the rule the API follows): a new trial, the rest of the one
        // running, or none.
        const trial = trialOfferText(
          trialOffer({ planType, billingType, companyType, subscription, pricing, now }),
        );
        const label = current === key ? 'Current plan' : (trial?.action ?? `Choose ${PLAN_LABELS[planType]}`);
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
            notice={trial && current !== key ? trial.notice : undefined}
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
