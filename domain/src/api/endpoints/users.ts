import type { UserAction } from '../../rules/userAdmin.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * External users, internal users and sales representatives.
 */
export const USER_ENDPOINTS = {
  // Users
  listExternalUsers: { method: 'GET', path: '/users' },
  getUser: { method: 'GET', path: '/users/:id' },
  getUserPicture: { method: 'GET', path: '/users/:id/picture' },
  updateMyPicture: { method: 'PUT', path: '/me/picture' },
  updateUserPicture: { method: 'PUT', path: '/users/:id/picture' },
  getUserIdPicture: { method: 'GET', path: '/users/:id/id-picture' },
  getUsersByIds: { method: 'PUT', path: '/users' },
  isUserPremium: { method: 'GET', path: '/users/:id/is-premium' },
  enableUser: { method: 'PUT', path: '/users/:id/enable' },
  disableUser: { method: 'PUT', path: '/users/:id/disable' },
  activateUser: { method: 'PUT', path: '/users/:id/activate' },
  activateUserProfile: { method: 'PUT', path: '/users/profile/:id/activate' },
  deactivateUserProfile: { method: 'PUT', path: '/users/profile/:id/deactivate' },
  // Internal users and sales representatives
  listInternalUsers: { method: 'GET', path: '/internal-users' },
  getInternalUser: { method: 'GET', path: '/internal-users/:id' },
  createInternalUser: { method: 'POST', path: '/internal-users' },
  updateInternalUser: { method: 'PUT', path: '/internal-users/:id' },
  setInternalUserStatus: { method: 'PUT', path: '/internal-users/:id/status/:status' },
  listSalesAssignments: { method: 'GET', path: '/internal-users/sales-representatives' },
  listSalesAssignmentHistory: { method: 'GET', path: '/internal-users/sales-representatives/historical' },
  assignSalesRepresentative: { method: 'POST', path: '/internal-users/sales-representatives' },
} as const satisfies Record<string, Endpoint>;

/** The PUT of each action on an external user. */
export const USER_ACTION_ENDPOINTS = {
  enable: USER_ENDPOINTS.enableUser,
  disable: USER_ENDPOINTS.disableUser,
  activate: USER_ENDPOINTS.activateUser,
  activateProfile: USER_ENDPOINTS.activateUserProfile,
  deactivateProfile: USER_ENDPOINTS.deactivateUserProfile,
} as const satisfies Record<UserAction, Endpoint>;
