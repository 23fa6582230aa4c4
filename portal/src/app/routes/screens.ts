import { accountsRoutes } from '../../features/accounts/index.ts';
import { claimantsRoutes } from '../../features/claimants/index.ts';
import { homeRoutes } from '../../features/home/index.ts';
import { subscriptionRoutes } from '../../features/subscription/index.ts';
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { ClaimantCaseRedirect } from './ClaimantCaseRedirect.tsx';

/**
 * The screens built so far, by the route-table pattern they serve (each feature's index.ts lists its own);
 * every other route of the table shows ComingSoon with its purpose.
 */
export const SCREENS: FeatureRoutes = {
  ...homeRoutes,
  ...accountsRoutes,
  ...subscriptionRoutes,
  ...claimantsRoutes,
  '/claimant/cases/:id': ClaimantCaseRedirect,
};
