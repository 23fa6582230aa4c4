/**
 * Every sentence the product shows word for word (SPEC.md sections 2, 5, 8, 9 and shared/spec/messages.txt),
 * plus the product's own messages. The UI and the fake API take their text from here and nowhere else.
 * Each message is written once, in its area's table (domain/src/messages/): MESSAGES is their union. A module
 * the portal's first page loads imports its area's table instead, so the page does not carry every message
 * (docs/adr/0009-first-page-budget.md).
 */
import { COMMON_MESSAGES } from './messages/common.ts';
import { SESSION_MESSAGES } from './messages/session.ts';
import { VALIDATION_MESSAGES } from './messages/validation.ts';
import { ACCOUNT_MESSAGES } from './messages/accounts.ts';
import { ACTIVATION_MESSAGES } from './messages/activation.ts';
import { COMPANY_MESSAGES } from './messages/company.ts';
import { PLAN_MESSAGES } from './messages/plans.ts';
import { PAYMENT_MESSAGES } from './messages/payments.ts';
import { NETWORK_MESSAGES } from './messages/network.ts';
import { CONSOLE_MESSAGES } from './messages/console.ts';
import { FUNDING_MESSAGES } from './messages/funding.ts';
import { CASE_INVITE_MESSAGES } from './messages/caseInvites.ts';
import { BILLING_MESSAGES } from './messages/billing.ts';
import { APPOINTMENT_MESSAGES } from './messages/appointments.ts';
import { CLAIMANT_MESSAGES } from './messages/claimants.ts';
import { CASE_DELETION_MESSAGES } from './messages/caseDeletion.ts';

export {
  COMMON_MESSAGES,
  SESSION_MESSAGES,
  VALIDATION_MESSAGES,
  ACCOUNT_MESSAGES,
  ACTIVATION_MESSAGES,
  COMPANY_MESSAGES,
  PLAN_MESSAGES,
  PAYMENT_MESSAGES,
  NETWORK_MESSAGES,
  CONSOLE_MESSAGES,
  FUNDING_MESSAGES,
  CASE_INVITE_MESSAGES,
  BILLING_MESSAGES,
  APPOINTMENT_MESSAGES,
  CLAIMANT_MESSAGES,
  CASE_DELETION_MESSAGES,
};
export { format } from './messages/format.ts';

/** Every message by its key: the area tables' union (each key is written in one of them, messages.test.ts). */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...SESSION_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ACTIVATION_MESSAGES,
  ...COMPANY_MESSAGES,
  ...PLAN_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...NETWORK_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...FUNDING_MESSAGES,
  ...CASE_INVITE_MESSAGES,
  ...BILLING_MESSAGES,
  ...APPOINTMENT_MESSAGES,
  ...CLAIMANT_MESSAGES,
  ...CASE_DELETION_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * The purpose of each portal route (SPEC.md 2.1 "Purpose / rule" column), keyed by the PORTAL_ROUTES pattern.
 * Screens not built yet show it under MESSAGES.comingSoon. Redirect-only routes have none.
 */
export const ROUTE_PURPOSES: Readonly<Record<string, string>> = {
  '/cases': 'Case list',
  '/cases/:id': 'Case details',
  '/claimant/cases/:id': 'Case details for claimants',
  '/cases/:id/files': 'Case files',
  '/cases/:id/files/:idFile': 'File details',
  '/file/:type/:id': 'Public file view, no login',
  '/cases/:id/billing/:healthProviderId': 'Billing of a case for a provider',
  '/my-company': 'My Company',
  '/my-account': 'Account and subscription',
  '/my-network': 'My Network',
  '/registries': 'Registries',
  '/registries/:id': 'Registry details',
  '/factoring/:id': 'Registry details',
  '/funding-requests': 'Funding applications',
  '/funding-request-details/:id': 'Funding application details',
  '/users': 'Users',
  '/reports': 'Reports',
  '/skeleton': 'Referral history',
  '/case-invites': 'Invites for health providers and facilities',
  '/case-invites/:id': 'Invite details for health providers and facilities',
  '/verify/:email': 'E-mail verification',
  '/account-verification/:accountId': 'Account verification',
  '/reset-password': 'Reset password: sends a verification code',
  '/reset-password/:email': 'Reset password: enter the verification code',
  '/sign-up': 'Registration',
  '/subscription': 'Select subscription plan',
  '/sign-in': 'Sign-in',
  '/password-update': 'Change password',
  '/password-update/:email': 'Set password',
  '/health-provider/details/:userId': 'Public provider page',
  '/facility/details/:userId': 'Public facility page',
  '/attorney/details/:userId': 'Public attorney page',
  '/health-provider/:userId/details/:addressId': 'Provider details in the directory',
  '/facility/:userId/details/:addressId': 'Facility details in the directory',
  '/attorney/:userId/details/:addressId': 'Attorney details in the directory',
  '/directory': 'Directory search',
  '/attorney/search/health-provider': 'Directory search for health providers',
  '/claimant/search/attorney': 'Directory search for attorneys',
  '/dashboard': 'Dashboard',
  '/claimant/dashboard': 'Claimant dashboard',
  '/claimant/complete-profile': 'Claimant profile completion',
  '/invite-friend': 'Invite Friends',
  '/tasks': 'Tasks',
  '/appointments': 'Appointments',
};
