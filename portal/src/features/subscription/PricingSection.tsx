import { Box, Button, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  DEFAULT_PLAN_PRICING,
  PLAN_CONCEPT_LABELS,
  PLAN_MESSAGES,
  PLAN_TYPES,
  PUBLIC_ACTIONS,
  annualSavingPercent,
  format,
  formatPrice,
  planConcept,
  planPeriodPrice,
  trialButtonLabel,
  trialDays,
} from '@casebridge/domain';
import type { PlanPricing, PlanType } from '@casebridge/domain';
import { PlanCard } from './PlanCard.tsx';
import { usePublicPlanPricing } from '../../shared/public/api.ts';

/** A paid plan's card: the professionals' monthly price, their annual one and the facilities' price. */
function paidPlan(pricing: PlanPricing, planType: PlanType) {
  const professional = planConcept(planType, 'MONTHLY')!;
  const monthly = (companyType: 'ATTORNEY' | 'FACILITY') =>
    formatPrice(planPeriodPrice(pricing, planType, 'MONTHLY', companyType), 'MONTHLY');
  const annual = formatPrice(planPeriodPrice(pricing, planType, 'ANNUAL'), 'ANNUAL');
  return {
    price: monthly('ATTORNEY'),
    subtitle: (
      <>
        {PLAN_CONCEPT_LABELS[professional]}, or {annual}
        <br />
        Facilities: {monthly('FACILITY')}
      </>
    ),
  };
}

/**
 * The public plan cards (SPEC.md 9): every plan the plan page sells (Basic, Advanced, Premium: PLAN_TYPES), each
 * with the professionals' and the facilities' price, and the extra address and profile prices. The static copy
 * prices first (DEFAULT_PLAN_PRICING, which holds SPEC.md 9's), then GET /subscriptions/plan-pricing's (a public
 * call, so it works signed out); a failed call keeps the static prices. Prices come from the same domain
 * functions as the plan page's cards.
 */
export const PricingSection = () => {
  const loaded = usePublicPlanPricing();
  const pricing = loaded ?? DEFAULT_PLAN_PRICING;
  const saving = format(PLAN_MESSAGES.saveAnnualPercent, { n: annualSavingPercent(pricing) });
  return (
    <Box component="section" id="pricing" aria-labelledby="pricing-title" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <Typography id="pricing-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Plans and pricing
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          {PLAN_MESSAGES.noChargeUntilTrialEnds} Billed annually: {saving.toLowerCase()}.
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PLAN_TYPES.map((planType) =>
            planType === 'BASIC' ? (
              <PlanCard
                key={planType}
                planType={planType}
                price="Free"
                subtitle="For every attorney, provider and facility"
              />
            ) : (
              <PlanCard
                key={planType}
                planType={planType}
                {...paidPlan(pricing, planType)}
                highlighted={planType === 'PRO'}
              />
            ),
          )}
        </Box>
        <List aria-label="Extras" sx={{ maxWidth: 560, mx: 'auto', mt: 3 }}>
          <ListItem>
            <ListItemText
              primary={PLAN_CONCEPT_LABELS.ADDRESS}
              secondary={`${formatPrice(pricing.ADDRESS.price, 'MONTHLY')} each`}
            />
          </ListItem>
          <ListItem>
            <ListItemText
              primary={PLAN_CONCEPT_LABELS.PROFILE}
              secondary={`${formatPrice(pricing.PROFILE.price, 'MONTHLY')} each`}
            />
          </ListItem>
        </List>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="contained" size="large" component={RouterLink} to={PUBLIC_ACTIONS.signUp.path}>
            {trialButtonLabel(trialDays(loaded, 'PROFESSIONAL_PLAN'))}
          </Button>
        </Box>
      </Container>
    </Box>
  );
};
