/** GET /dashboard/kpis: the internal dashboard's figures, computed from the current data. */
import { z } from 'zod';
import { COMPANY_STATUSES, FUNDING_STATUSES, PLAN_TYPES } from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const dashboardKpisSchema = z.object({
  companiesByStatus: z.record(z.enum(COMPANY_STATUSES), z.number()),
  validationsWaiting: z.object({
    count: z.number(),
    oldestDays: z.number().nullable(),
    averageDays: z.number().nullable(),
  }),
  trialsEndingSoon: z.array(z.object({ companyId: id, companyName: z.string(), trialEnd: date })),
  subscriptionsByPlan: z.record(z.enum(PLAN_TYPES), z.number()),
  fundingByStatus: z.record(z.enum(FUNDING_STATUSES), z.number()),
  newCasesPerMonth: z
    .array(z.object({ month: z.string(), count: z.number() }))
    .describe('the last 12 months, oldest first: month as YYYY-MM'),
});
export type DashboardKpis = z.output<typeof dashboardKpisSchema>;
