/**
 * My Account (/my-account, issue 15): the user's own data and password link, the company's subscription (plan,
 * billing, trial, period end, card on file, case resume, what the plan includes) and its lifecycle, whose
 * dialogs live in the subscription feature.
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const accountRoutes = {
  '/my-account': lazyScreen(() => import('./MyAccountPage.tsx'), 'MyAccountPage'),
} satisfies FeatureRoutes;
