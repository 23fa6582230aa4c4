/**
 * The public reads a signed-out first page makes (the plan prices, the server clock): part of the data
 * provider (createDataProvider spreads them in), and usable alone, so an app's first page can read them
 * without loading the whole data provider (ra-data-simple-rest and every other call).
 */
import type { PlanPricing } from '@casebridge/domain';
import { SUBSCRIPTION_ENDPOINTS, SYSTEM_ENDPOINTS } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';
import type { ServerTimeResponse } from './types.ts';

export interface PublicMethods {
  /** GET /subscriptions/plan-pricing (public). */
  getPlanPricing(): Promise<PlanPricing>;
  /** GET /time (public): the server clock. */
  getServerTime(): Promise<ServerTimeResponse>;
}

export function createPublicMethods(http: HttpClient): PublicMethods {
  const call = endpointCaller(http);
  return {
    getPlanPricing: () => call(SUBSCRIPTION_ENDPOINTS.getPlanPricing, { auth: false }),
    getServerTime: () => call(SYSTEM_ENDPOINTS.getServerTime, { auth: false }),
  };
}
