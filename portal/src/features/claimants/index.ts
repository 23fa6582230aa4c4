/** The claimants feature: the claimant's own profile and their dashboard (their own cases, read-only). */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const claimantsRoutes = {
  '/claimant/dashboard': lazyScreen(() => import('./ClaimantDashboardPage.tsx'), 'ClaimantDashboardPage'),
  '/claimant/complete-profile': lazyScreen(
    () => import('./ClaimantCompleteProfilePage.tsx'),
    'ClaimantCompleteProfilePage',
  ),
} satisfies FeatureRoutes;

/** /cases/{id} for a claimant: their own case, as on their dashboard, in their language. */
export const ClaimantCaseScreen = lazyScreen(() => import('./ClaimantCasePage.tsx'), 'ClaimantCasePage');
/** /cases for a claimant: their own cases, as on their dashboard. */
export const ClaimantCasesScreen = lazyScreen(() => import('./ClaimantCasesPage.tsx'), 'ClaimantCasesPage');

export { ClaimantLanguageSwitcher } from './ClaimantLanguageSwitcher.tsx';
export { useClaimantText } from './useClaimantText.ts';
