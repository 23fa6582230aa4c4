/**
 * Every endpoint of the API, method and path written once: the fake API's routes are declared with these
 * entries (defineRoute({ endpoint: ENDPOINTS.getAccount, ... })) and the client builds its calls from them
 * (endpointUrl(ENDPOINTS.markNotificationRead, { id })). Paths are below /api, Express-style (':id').
 * Each endpoint is written once, in its area's table (api/endpoints/): ENDPOINTS is their union. A module the
 * portal's first page loads imports its area's table instead (docs/adr/0009-first-page-budget.md).
 */
import { REPORT_CATALOG } from '../reportCatalog.ts';
import type { ReportKey } from '../reportCatalog.ts';
import type { Endpoint } from './endpoints/endpoint.ts';
import { SESSION_ENDPOINTS } from './endpoints/session.ts';
import { ACCOUNT_ENDPOINTS } from './endpoints/accounts.ts';
import { USER_ENDPOINTS } from './endpoints/users.ts';
import { CLAIMANT_ENDPOINTS } from './endpoints/claimants.ts';
import { COMPANY_ENDPOINTS } from './endpoints/companies.ts';
import { SUBSCRIPTION_ENDPOINTS } from './endpoints/subscriptions.ts';
import { FUNDING_ENDPOINTS } from './endpoints/funding.ts';
import { CASE_ENDPOINTS } from './endpoints/cases.ts';
import { CASE_FILE_ENDPOINTS } from './endpoints/caseFiles.ts';
import { APPOINTMENT_ENDPOINTS } from './endpoints/appointments.ts';
import { BILLING_ENDPOINTS } from './endpoints/billing.ts';
import { REFERRAL_ENDPOINTS } from './endpoints/referrals.ts';
import { TASK_ENDPOINTS } from './endpoints/tasks.ts';
import { NETWORK_ENDPOINTS } from './endpoints/network.ts';
import { DIRECTORY_ENDPOINTS } from './endpoints/directory.ts';
import { SYSTEM_ENDPOINTS } from './endpoints/system.ts';

export type { Endpoint, HttpMethod } from './endpoints/endpoint.ts';
export {
  SESSION_ENDPOINTS,
  ACCOUNT_ENDPOINTS,
  USER_ENDPOINTS,
  CLAIMANT_ENDPOINTS,
  COMPANY_ENDPOINTS,
  SUBSCRIPTION_ENDPOINTS,
  FUNDING_ENDPOINTS,
  CASE_ENDPOINTS,
  CASE_FILE_ENDPOINTS,
  APPOINTMENT_ENDPOINTS,
  BILLING_ENDPOINTS,
  REFERRAL_ENDPOINTS,
  TASK_ENDPOINTS,
  NETWORK_ENDPOINTS,
  DIRECTORY_ENDPOINTS,
  SYSTEM_ENDPOINTS,
};
export { COMPLETE_ACCOUNT_ENDPOINTS } from './endpoints/accounts.ts';
export { USER_ACTION_ENDPOINTS } from './endpoints/users.ts';
export { COMPANY_ACTION_ENDPOINTS } from './endpoints/subscriptions.ts';

/** Every endpoint by its name: the area tables' union (each is written in one of them, endpoints.test.ts). */
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...CLAIMANT_ENDPOINTS,
  ...COMPANY_ENDPOINTS,
  ...SUBSCRIPTION_ENDPOINTS,
  ...FUNDING_ENDPOINTS,
  ...CASE_ENDPOINTS,
  ...CASE_FILE_ENDPOINTS,
  ...APPOINTMENT_ENDPOINTS,
  ...BILLING_ENDPOINTS,
  ...REFERRAL_ENDPOINTS,
  ...TASK_ENDPOINTS,
  ...NETWORK_ENDPOINTS,
  ...DIRECTORY_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The lookup catalogs (GET /catalogs/{name}); a name may hold a slash, so each is its own endpoint. */
export const CATALOG_NAMES = [
  'how-you-hear-about-us',
  'time-without-being-attended',
  'facility-types',
  'specialties/attorneys',
  'specialties/health-providers',
] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

export const catalogEndpoint = <N extends CatalogName>(name: N): Endpoint<'GET', `/catalogs/${N}`> => ({
  method: 'GET',
  path: `/catalogs/${name}`,
});

/** The report downloads (their paths are the report catalog's). */
export function reportEndpoint(key: ReportKey): Endpoint<'GET'> {
  const report = REPORT_CATALOG.find((info) => info.key === key);
  if (!report) throw new Error(`Unknown report ${key}`);
  return { method: 'GET', path: report.path };
}
