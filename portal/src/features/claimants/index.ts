/** The claimants feature: the claimant's own profile. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { ClaimantCompleteProfilePage } from './ClaimantCompleteProfilePage.tsx';

export const claimantsRoutes = {
  '/claimant/complete-profile': ClaimantCompleteProfilePage,
} satisfies FeatureRoutes;
