/**
 * The funding feature (issue 14): the factoring companies' portal (their funding requests and the decision on
 * each), and the case page's Funding tab (a case's requests, asking for funding, the owner's review).
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const fundingRoutes = {
  '/funding-requests': lazyScreen(() => import('./FundingRequestsPage.tsx'), 'FundingRequestsPage'),
  '/funding-request-details/:id': lazyScreen(
    () => import('./FundingRequestDetailsPage.tsx'),
    'FundingRequestDetailsPage',
  ),
} satisfies FeatureRoutes;

/** The case page's Funding tab. */
export { CaseFunding } from './CaseFunding.tsx';
