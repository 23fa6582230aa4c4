/** The subscription feature: the plan choice and payment (/subscription) and the public plan cards. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export { PricingSection } from './PricingSection.tsx';

export const subscriptionRoutes = {
  '/subscription': lazyScreen(() => import('./SubscriptionPage.tsx'), 'SubscriptionPage'),
} satisfies FeatureRoutes;
export { PaymentForm } from './PaymentForm.tsx';
export { UnauthorizedModal } from './UnauthorizedModal.tsx';
export { usePlanPricing } from './api.ts';
