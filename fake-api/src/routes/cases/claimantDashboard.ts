/** GET /claimants/me/dashboard: the claimant's own cases, read-only (logic in claimantDashboardService.ts). */
import { ENDPOINTS, claimantDashboardSchema, isClaimant } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf } from '../access.ts';
import { claimantDashboard } from './claimantDashboardService.ts';

const dashboard = defineRoute({
  endpoint: ENDPOINTS.getClaimantDashboard,
  access: isClaimant,
  doc: {
    summary: 'The signed-in claimant’s own cases, read-only, with attorney, providers and next appointment',
    description: 'CLAIMANT users only (403 for anyone else; 404 without a claimant profile).',
    tags: ['claimants'],
    response: claimantDashboardSchema,
    errors: [404],
  },
  handler: (ctx) => ({ status: 200, body: claimantDashboard(ctx.services, callerOf(ctx).userId) }),
});

export const claimantDashboardRoutes = [dashboard];
