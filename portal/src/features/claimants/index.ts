/** The claimants feature: the claimant's dashboard (their own cases) and profile. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const claimantsRoutes = {
  '/claimant/dashboard': lazyScreen(() => import('./ClaimantDashboardPage.tsx'), 'ClaimantDashboardPage'),
  '/claimant/complete-profile': lazyScreen(
    () => import('./ClaimantCompleteProfilePage.tsx'),
    'ClaimantCompleteProfilePage',
  ),
} satisfies FeatureRoutes;
