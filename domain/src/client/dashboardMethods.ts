/** The external dashboard's call (issue 16): the caller's company's figures, one answer per company type. */
import { ENDPOINTS } from '@casebridge/domain';
import type { CompanyDashboard } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface DashboardMethods {
  /** GET /dashboard: 403 for plain support members, factoring staff, claimants and plans without it. */
  getCompanyDashboard(): Promise<CompanyDashboard>;
}

export function dashboardMethods(http: HttpClient): DashboardMethods {
  const call = endpointCaller(http);
  return { getCompanyDashboard: () => call(ENDPOINTS.getCompanyDashboard) };
}
