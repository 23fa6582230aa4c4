import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  MESSAGES,
  PLAN_CONCEPT_LABELS,
  PLAN_LABELS,
  format,
  formatLongDate,
  formatPrice,
  formatUsd,
} from '@casebridge/domain';
import type { BillingType, PlanConcept, SubscriptionCart } from '@casebridge/domain';

/** The spec's display names; facility plans (not named by the spec) by their plan label. */
export function conceptLabel(concept: PlanConcept): string {
  if (concept === 'FACILITY_PLAN') return `Facility ${PLAN_LABELS.PRO}`;
  if (concept === 'FACILITY_PLAN_ADVANCED') return `Facility ${PLAN_LABELS.ADVANCED}`;
  return PLAN_CONCEPT_LABELS[concept] ?? concept;
}

interface SubscriptionCartViewProps {
  cart: SubscriptionCart;
  billingType: BillingType;
}

/**
 * The subscription cart (SPEC.md 2.6, 3): its lines, what each period costs, what is due today and, when a free
 * trial applies, the day it ends (as the API answered: the rest of a running trial, or a new one).
 */
export const SubscriptionCartView = ({ cart, billingType }: SubscriptionCartViewProps) => (
  <Box component="section" aria-label="Subscription cart">
    <Stack spacing={1}>
      {cart.items.map((item) => (
        <Stack key={item.concept} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="body2">{conceptLabel(item.concept)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {item.quantity} × {formatUsd(item.unitAmount)}
            </Typography>
          </Box>
          <Typography variant="body2">{formatUsd(item.amount)}</Typography>
        </Stack>
      ))}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Subscription</Typography>
        <Typography variant="body2">{formatPrice(cart.subscriptionAmount, billingType)}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Due today</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatUsd(cart.dueAmount)}</Typography>
      </Stack>
      {cart.trialEnd && cart.subscriptionAmount > 0 && (
        <Typography variant="caption" color="text.secondary">
          {format(MESSAGES.noChargeUntilTrialEndsOn, { date: formatLongDate(cart.trialEnd) })}
        </Typography>
      )}
    </Stack>
  </Box>
);
