/**
 * The network feature (issue 12): My Network, Invite Friends and Make Intro. Other features open Make Intro
 * with `<MakeIntroButton receiver={{ id: companyId, name }} />` (or MakeIntroDialog for their own button);
 * the user menu reads the reward counter with useRewardCount.
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const networkRoutes = {
  '/my-network': lazyScreen(() => import('./MyNetworkPage.tsx'), 'MyNetworkPage'),
  '/invite-friend': lazyScreen(() => import('./InviteFriendPage.tsx'), 'InviteFriendPage'),
} satisfies FeatureRoutes;

export { MakeIntroButton, MakeIntroDialog } from './MakeIntroDialog.tsx';
export type { IntroReceiver } from './MakeIntroDialog.tsx';
export { useRewardCount, useLatestIntro } from './api.ts';
