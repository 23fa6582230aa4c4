/** The subscription feature: the plan choice and payment (/subscription) and the public plan cards. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { SubscriptionPage } from './SubscriptionPage.tsx';

export { PricingSection } from './PricingSection.tsx';

export const subscriptionRoutes = {
  '/subscription': SubscriptionPage,
} satisfies FeatureRoutes;
