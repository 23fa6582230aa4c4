import type { RouteDef } from '../core/types.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';
import { catalogRoutes } from './catalogs.ts';
import { companyRoutes } from './companies.ts';
import { notificationRoutes } from './notifications.ts';
import { sessionRoutes } from './session.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { outboxRoutes } from './outbox.ts';
import { registryActionRoutes } from './registryActions.ts';
import { openApiRoute, systemRoutes } from './system.ts';
import { userRoutes } from './users.ts';
import { subscriptionRegistryRoutes } from './subscriptionRegistry.ts';
import { internalUserRoutes } from './internalUsers.ts';
import { salesRepresentativeRoutes } from './salesRepresentatives.ts';
import { externalUserRoutes } from './externalUsers.ts';
import { reportRoutes } from './reports.ts';
import { fundingRequestRoutes } from './fundingRequests.ts';
import { factoringCompanyRoutes } from './factoringCompanies.ts';
import { dashboardRoutes } from './dashboard.ts';

/** Every route the fake API serves, GET /openapi.json included. */
export function apiRoutes(): RouteDef[] {
  const routes: RouteDef[] = [
    ...sessionRoutes,
    ...accountRoutes,
    ...userRoutes,
    ...companyRoutes,
    ...addressRoutes,
    ...subscriptionRoutes,
    ...registryActionRoutes,
    ...subscriptionRegistryRoutes,
    ...internalUserRoutes,
    ...salesRepresentativeRoutes,
    ...externalUserRoutes,
    ...reportRoutes,
    ...fundingRequestRoutes,
    ...factoringCompanyRoutes,
    ...dashboardRoutes,
    ...outboxRoutes,
    ...catalogRoutes,
    ...notificationRoutes,
    ...systemRoutes,
  ];
  routes.push(openApiRoute(() => routes));
  return routes;
}

export { toPublicUser } from './serialize.ts';
