/** The network area's routes (issue 12): Make Intro, Invite Friends, My Network and user details. */
import { introRoutes } from './introRoutes.ts';
import { networkRoutes } from './networkRoutes.ts';
import { referFriendRoutes } from './referFriendRoutes.ts';

export const allNetworkRoutes = [...introRoutes, ...referFriendRoutes, ...networkRoutes];
