/**
 * The directory feature (issue 12): the searches with their map, and the public and signed-in profiles. The
 * signed-in profile's actions slot (DirectoryProfileActions) is where Make Intro and Present case go.
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

const search = (name: 'DirectoryPage' | 'HealthProviderSearchPage' | 'AttorneySearchPage') =>
  lazyScreen(() => import('./DirectorySearchPage.tsx'), name);
const publicProfile = lazyScreen(() => import('./DirectoryProfilePage.tsx'), 'PublicProfilePage');
const signedInProfile = lazyScreen(() => import('./DirectoryProfilePage.tsx'), 'DirectoryProfilePage');

export const directoryRoutes = {
  '/directory': search('DirectoryPage'),
  '/attorney/search/health-provider': search('HealthProviderSearchPage'),
  '/claimant/search/attorney': search('AttorneySearchPage'),
  '/health-provider/details/:userId': publicProfile,
  '/facility/details/:userId': publicProfile,
  '/attorney/details/:userId': publicProfile,
  '/health-provider/:userId/details/:addressId': signedInProfile,
  '/facility/:userId/details/:addressId': signedInProfile,
  '/attorney/:userId/details/:addressId': signedInProfile,
} satisfies FeatureRoutes;

export { DirectoryProfileActions } from './DirectoryProfileActions.tsx';
export type { DirectoryProfileActionsProps } from './DirectoryProfileActions.tsx';
