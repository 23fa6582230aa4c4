import type { RouteDef } from '../core/types.ts';
import { runCasePurge } from './cases/caseDeletion.ts';
import { accountRoutes } from './activation/account.ts';
import { activationRoutes } from './activation/activation.ts';
import { completeAccountRoutes } from './activation/completeAccount.ts';
import { geoRoutes } from './activation/geo.ts';
import { claimantRoutes } from './companies/claimants.ts';
import { addressRoutes } from './companies/addresses.ts';
import { catalogRoutes } from './system/catalogs.ts';
import { companyRoutes } from './companies/companies.ts';
import { companyPictureRoutes } from './companies/companyPicture.ts';
import { infoResponseRoutes } from './companies/infoResponses.ts';
import { notificationRoutes } from './system/notifications.ts';
import { registryReviewRoutes } from './companies/registryReview.ts';
import { sessionRoutes } from './accounts/session.ts';
import { mySessionRoutes } from './accounts/mySessions.ts';
import { signUpRoutes } from './accounts/signup.ts';
import { verificationRoutes } from './accounts/verification.ts';
import { passwordRoutes } from './accounts/passwords.ts';
import { subscriptionRoutes } from './subscriptions/subscriptions.ts';
import { paymentRoutes } from './subscriptions/payments.ts';
import { subscriptionSummaryRoutes } from './subscriptions/subscriptionSummary.ts';
import { outboxRoutes } from './staff/outbox.ts';
import { registryActionRoutes } from './subscriptions/registryActions.ts';
import { openApiRoute, systemRoutes } from './system/system.ts';
import { userRoutes } from './accounts/users.ts';
import { subscriptionRegistryRoutes } from './subscriptions/subscriptionRegistry.ts';
import { internalUserRoutes } from './staff/internalUsers.ts';
import { salesRepresentativeRoutes } from './staff/salesRepresentatives.ts';
import { externalUserRoutes } from './staff/externalUsers.ts';
import { reportRoutes } from './staff/reports.ts';
import { fundingRequestRoutes } from './funding/fundingRequests.ts';
import { factoringCompanyRoutes } from './funding/factoringCompanies.ts';
import { dashboardRoutes } from './staff/dashboard.ts';
import { companyDashboardRoutes } from './dashboard/companyDashboard.ts';
import { directoryRoutes } from './directory/directoryRoutes.ts';
import { allCaseRoutes } from './cases/index.ts';
import { allReferralRoutes } from './referrals/index.ts';
import { appointmentRoutes } from './appointments/appointments.ts';
import { adherenceRoutes } from './appointments/adherence.ts';
import { SCHEDULED_ADHERENCE_LIMIT, runAdherenceSweep } from './appointments/adherenceSweep.ts';
import { SCHEDULED_DOWNGRADE_LIMIT, runDowngradeSweep } from './subscriptions/downgradeSweep.ts';
import { billingRoutes } from './billing/billingRoutes.ts';
import { settlementRoutes } from './settlement/settlement.ts';
import { devClockRoutes } from './system/devClock.ts';
import { taskRoutes } from './tasks/taskRoutes.ts';
import { taskTemplateRoutes } from './tasks/taskTemplateRoutes.ts';
import { allNetworkRoutes } from './network/index.ts';
import { SCHEDULED_SWEEP_LIMIT, runReferralSweep } from './referrals/referralSweep.ts';
import type { ScheduledJob } from '../core/scheduler.ts';

/** Every route the fake API serves, GET /openapi.json included. */
export function apiRoutes(): RouteDef[] {
  const routes: RouteDef[] = [
    ...sessionRoutes,
    ...mySessionRoutes,
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
    ...infoResponseRoutes,
    ...addressRoutes,
    ...registryReviewRoutes,
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
    ...companyDashboardRoutes,
    ...directoryRoutes,
    ...allCaseRoutes,
    ...allReferralRoutes,
    ...appointmentRoutes,
    ...adherenceRoutes,
    ...billingRoutes,
    ...settlementRoutes,
    ...taskRoutes,
    ...taskTemplateRoutes,
    ...allNetworkRoutes,
    ...outboxRoutes,
    ...catalogRoutes,
    ...notificationRoutes,
    ...systemRoutes,
    ...devClockRoutes,
  ];
  routes.push(openApiRoute(() => routes));
  return routes;
}

/** What the server's scheduler runs every period (index.ts createServer, jobsIntervalMs). */
export const scheduledJobs: readonly ScheduledJob[] = [
  { name: 'referralSweep', run: (services) => runReferralSweep(services, SCHEDULED_SWEEP_LIMIT) },
  { name: 'adherenceSweep', run: (services) => runAdherenceSweep(services, SCHEDULED_ADHERENCE_LIMIT) },
  { name: 'downgradeSweep', run: (services) => runDowngradeSweep(services, SCHEDULED_DOWNGRADE_LIMIT) },
  // Deleted cases past their 30 days (issue 40 item 28), a small batch per transaction.
  { name: 'casePurge', run: (services) => runCasePurge(services) },
  // Last: the sweeps' writes are what fragments the search indexes most. A slice at a time, and none while a
  // request waits to write (a slice merging a very common trigram takes up to 150 ms): under a steady stream
  // of writes the merging waits for a quieter tick.
  {
    name: 'searchUpkeep',
    run: (services) => ({
      more: (services.writersWaiting?.() ?? 0) === 0 && services.store.maintainSearch(),
    }),
  },
];

export { toPublicUser } from './serialize.ts';
