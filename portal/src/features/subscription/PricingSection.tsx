import { Box, Button, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  MESSAGES,
  PLAN_CONCEPT_LABELS,
  PUBLIC_ACTIONS,
  STATIC_PRICES,
  annualSavingPercent,
  format,
  formatPrice,
  trialButtonLabel,
  trialDays,
} from '@casebridge/domain';
import type { PlanPricing } from '@casebridge/domain';
import { PlanCard } from './PlanCard.tsx';
import { conceptLabel } from './SubscriptionCartView.tsx';
import { usePublicPlanPricing } from '../../shared/public/api.ts';

/** Monthly prices in cents: the static copy of SPEC.md 9 until the real plan pricing is loaded. */
function monthlyPrices(pricing: PlanPricing | null) {
  if (!pricing) {
    return {
      professional: STATIC_PRICES.professionalPlan * 100,
      facility: STATIC_PRICES.facilityPlan * 100,
      address: STATIC_PRICES.extraAddress * 100,
      profile: STATIC_PRICES.extraProfile * 100,
    };
  }
  return {
    professional: pricing.PROFESSIONAL_PLAN.price,
    facility: pricing.FACILITY_PLAN.price,
    address: pricing.ADDRESS.price,
    profile: pricing.PROFILE.price,
  };
}

/**
 * The public plan cards (SPEC.md 9): Basic, the professional Premium plan and the facility plan with the extra
 * address and profile prices; the static copy prices first, then GET /subscriptions/plan-pricing's (a public
 * call, so it works signed out). A failed call keeps the static prices.
 */
export const PricingSection = () => {
  const pricing = usePublicPlanPricing();
  const prices = monthlyPrices(pricing);
  const annual = pricing
    ? `or ${formatPrice(pricing.PROFESSIONAL_PLAN_PER_YEAR.price, 'ANNUAL')} (${format(MESSAGES.saveAnnualPercent, { n: annualSavingPercent(pricing) })})`
    : null;
  return (
    <Box component="section" id="pricing" aria-labelledby="pricing-title" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <Typography id="pricing-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Plans and pricing
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          {MESSAGES.noChargeUntilTrialEnds}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <PlanCard planType="BASIC" price="Free" subtitle="For every attorney, provider and facility" />
          <PlanCard
            planType="PRO"
            price={formatPrice(prices.professional, 'MONTHLY')}
            subtitle={[PLAN_CONCEPT_LABELS.PROFESSIONAL_PLAN, annual].filter(Boolean).join(', ')}
            highlighted
          />
          <PlanCard
            planType="PRO"
            title={conceptLabel('FACILITY_PLAN')}
            price={formatPrice(prices.facility, 'MONTHLY')}
            subtitle="For healthcare facilities"
          />
        </Box>
        <List aria-label="Extras" sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
          <ListItem>
            <ListItemText
              primary={PLAN_CONCEPT_LABELS.ADDRESS}
              secondary={`${formatPrice(prices.address, 'MONTHLY')} each`}
            />
          </ListItem>
          <ListItem>
            <ListItemText
              primary={PLAN_CONCEPT_LABELS.PROFILE}
              secondary={`${formatPrice(prices.profile, 'MONTHLY')} each`}
            />
          </ListItem>
        </List>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="contained" size="large" component={RouterLink} to={PUBLIC_ACTIONS.signUp.path}>
            {trialButtonLabel(trialDays(pricing, 'PROFESSIONAL_PLAN'))}
          </Button>
        </Box>
      </Container>
    </Box>
  );
};
