import type { CompanyType } from '../../enums.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Accounts: sign-up, verification, passwords, and the caller's account and its activation.
 */
export const ACCOUNT_ENDPOINTS = {
  // Sign-up, verification and passwords
  signUp: { method: 'POST', path: '/users/signup' },
  emailExists: { method: 'GET', path: '/users/account' },
  getAccountSummary: { method: 'GET', path: '/users/account/:id' },
  verifyAccount: { method: 'PUT', path: '/users/account/verify' },
  sendVerificationCode: { method: 'PUT', path: '/verification/send' },
  requestPasswordReset: { method: 'PUT', path: '/users/reset-password' },
  resendPasswordReset: { method: 'PUT', path: '/verification/reset-password' },
  verifyPasswordReset: { method: 'PUT', path: '/users/reset-password/verify' },
  setPassword: { method: 'PUT', path: '/users/password' },
  updatePassword: { method: 'PUT', path: '/users/update-password' },
  checkPassword: { method: 'PUT', path: '/users/update-password/verify' },
  // The caller's account and activation
  getAccount: { method: 'GET', path: '/account' },
  markChangelogRead: { method: 'PUT', path: '/account/changelog/read' },
  getCompleteAccountInfo: { method: 'GET', path: '/account/complete/:id' },
  updateCompleteAccountInfo: { method: 'PUT', path: '/account/complete/:id' },
  completeFacilityAccount: { method: 'POST', path: '/account/complete/facility' },
  completeAttorneyAccount: { method: 'POST', path: '/account/complete/attorney' },
  completeHealthProviderAccount: { method: 'POST', path: '/account/complete/health-provider' },
  revalidateAccount: { method: 'PUT', path: '/account/revalidate' },
} as const satisfies Record<string, Endpoint>;

/** The activation call of each company type. */
export const COMPLETE_ACCOUNT_ENDPOINTS = {
  FACILITY: ACCOUNT_ENDPOINTS.completeFacilityAccount,
  ATTORNEY: ACCOUNT_ENDPOINTS.completeAttorneyAccount,
  HEALTH_PROVIDER: ACCOUNT_ENDPOINTS.completeHealthProviderAccount,
} as const satisfies Partial<Record<CompanyType, Endpoint>>;
