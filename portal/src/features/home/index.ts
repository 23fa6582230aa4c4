/** The public home page: /sign-in, the marketing sections with the sign-in form and the plan cards. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { SignInPage } from './SignInPage.tsx';

export const homeRoutes = {
  '/sign-in': SignInPage,
} satisfies FeatureRoutes;
