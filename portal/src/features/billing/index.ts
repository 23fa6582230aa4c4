/**
 * The billing feature (issue 14): a provider's billing screen on a case (bills, payments, reductions) and the
 * case page's Billing tab (every provider's totals against the policy limit).
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const billingRoutes = {
  '/cases/:id/billing/:healthProviderId': lazyScreen(() => import('./BillingPage.tsx'), 'BillingPage'),
} satisfies FeatureRoutes;

/** The case page's Billing tab. */
export { CaseBilling } from './CaseBilling.tsx';
