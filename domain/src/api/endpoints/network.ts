import type { Endpoint } from './endpoint.ts';

/**
 * The network (issue 12): Make Intro, Invite Friends, My Network, associates, user details, unregistered
 * professionals.
 */
export const NETWORK_ENDPOINTS = {
  sendIntro: { method: 'POST', path: '/intros' },
  listIntros: { method: 'GET', path: '/intros' },
  countIntros: { method: 'GET', path: '/intros/count' },
  latestIntroAction: { method: 'GET', path: '/intros/latest-action' },
  getIntroFile: { method: 'GET', path: '/intros/:id/file' },
  referFriend: { method: 'POST', path: '/refer-friends' },
  listReferralParticipants: { method: 'GET', path: '/refer-friends/participants/:id' },
  countRewards: { method: 'GET', path: '/refer-friends/rewards/count' },
  getMyNetwork: { method: 'GET', path: '/network' },
  listMyAssociates: { method: 'GET', path: '/users/my-associates-users' },
  getUserDetails: { method: 'GET', path: '/user-details' },
  userDetailExists: { method: 'GET', path: '/user-details/:value/exists' },
  getUserNames: { method: 'GET', path: '/user-details/info/names' },
  createUnregisteredProfessional: { method: 'POST', path: '/unregistered-professionals' },
  updateUnregisteredProfessional: { method: 'PUT', path: '/unregistered-professionals/:id' },
  getUnregisteredProfessional: { method: 'GET', path: '/unregistered-professionals/:id' },
  searchUnregisteredProfessionals: { method: 'GET', path: '/unregistered-professionals/:id/search' },
} as const satisfies Record<string, Endpoint>;
