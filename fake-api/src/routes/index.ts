import type { RouteDef } from '../core/types.ts';
import { accountRoutes } from './account.ts';
import { activationRoutes } from './activation.ts';
import { completeAccountRoutes } from './completeAccount.ts';
import { geoRoutes } from './geo.ts';
import { claimantRoutes } from './claimants.ts';
import { addressRoutes } from './addresses.ts';
import { catalogRoutes } from './catalogs.ts';
import { companyRoutes } from './companies.ts';
import { companyPictureRoutes } from './companyPicture.ts';
import { notificationRoutes } from './notifications.ts';
import { sessionRoutes } from './session.ts';
import { signUpRoutes } from './signup.ts';
import { verificationRoutes } from './verification.ts';
import { passwordRoutes } from './passwords.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { paymentRoutes } from './payments.ts';
import { subscriptionSummaryRoutes } from './subscriptionSummary.ts';
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
    ...signUpRoutes,
    ...verificationRoutes,
    ...passwordRoutes,
    ...accountRoutes,
    ...completeAccountRoutes,
    ...activationRoutes,
    ...geoRoutes,
    ...claimantRoutes,
    ...userRoutes,
    ...companyRoutes,
    ...companyPictureRoutes,
    ...addressRoutes,
    ...subscriptionRoutes,
    ...paymentRoutes,
    ...subscriptionSummaryRoutes,
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
