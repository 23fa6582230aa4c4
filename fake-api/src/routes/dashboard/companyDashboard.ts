/** GET /dashboard (issue 16): the external dashboard's figures of the caller's company. */
import {
  COMPANY_DASHBOARD_MESSAGES,
  ENDPOINTS,
  NEAR_STATUTE_DAYS,
  companyDashboardSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf } from '../access.ts';
import { companyDashboard } from './companyDashboardService.ts';

const getCompanyDashboard = defineRoute({
  endpoint: ENDPOINTS.getCompanyDashboard,
  access: 'authenticated',
  doc: {
    summary: 'The caller’s company dashboard: an attorney firm’s or a provider’s (facility’s) figures',
    description:
      'An attorney firm: cases by status, open cases whose statute of limitations falls within ' +
      `${NEAR_STATUTE_DAYS} days, pending presentations, reductions awaiting the firm (COUNTERED) and the ` +
      'providers (OPEN), open cases billed over their policy limit, funding requests by status, cases opened ' +
      'per month (12). A provider or facility: pending invites, open cases it collaborates on, its scheduled ' +
      'appointments this week (UTC, Monday to Sunday), its balance due, reductions awaiting its answer, invites ' +
      'received per month (12). Each figure carries the portal path of the list it counts (null when none). ' +
      `403 "${COMPANY_DASHBOARD_MESSAGES.notAllowed}" for plain support members, factoring staff, claimants ` +
      `and internal users; 403 "${COMPANY_DASHBOARD_MESSAGES.upgrade}" below the Premium plan.`,
    tags: ['dashboard'],
    response: companyDashboardSchema,
  },
  handler: (ctx) => ({ status: 200, body: companyDashboard(ctx.services, callerOf(ctx)) }),
});

export const companyDashboardRoutes = [getCompanyDashboard];
