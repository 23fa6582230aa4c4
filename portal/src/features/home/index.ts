/**
 * The public home page: /sign-in, the marketing sections with the sign-in form and the plan cards. It is the
 * portal's first page, so it is not lazy: app/PortalRoot.tsx renders it in the light shell (see README).
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { SignInPage } from './SignInPage.tsx';

export { SignInPage };

export const homeRoutes = {
  '/sign-in': SignInPage,
} satisfies FeatureRoutes;
