/** The claimants feature: the claimant's own profile. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const claimantsRoutes = {
  '/claimant/complete-profile': lazyScreen(
    () => import('./ClaimantCompleteProfilePage.tsx'),
    'ClaimantCompleteProfilePage',
  ),
} satisfies FeatureRoutes;
