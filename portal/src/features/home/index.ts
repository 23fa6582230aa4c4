/** The public home page: /sign-in, the marketing sections with the sign-in form and the plan cards. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const homeRoutes = {
  '/sign-in': lazyScreen(() => import('./SignInPage.tsx'), 'SignInPage'),
} satisfies FeatureRoutes;
