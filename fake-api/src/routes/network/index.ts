/** The network area's routes (issue 12): Make Intro, Invite Friends, My Network, user details and
 * unregistered professionals. */
import { introRoutes } from './introRoutes.ts';
import { networkRoutes } from './networkRoutes.ts';
import { referFriendRoutes } from './referFriendRoutes.ts';
import { unregisteredRoutes } from './unregisteredRoutes.ts';

export const allNetworkRoutes = [
  ...introRoutes,
  ...referFriendRoutes,
  ...networkRoutes,
  ...unregisteredRoutes,
];
