/**
 * GET /dashboard (issue 16): the caller's company's figures, aggregated on the server, one answer per company
 * type. Each figure carries the portal path of the filtered list it counts (null when no list shows it), so
 * the screen links there and a test compares the number with that list's total.
 */
import { z } from 'zod';
import { CASE_STATUSES, FUNDING_STATUSES } from '../enums.ts';

export const dashboardFigureSchema = z.object({
  count: z.number().int().nonnegative(),
  path: z.string().nullable(),
});

export const dashboardMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count: z.number().int().nonnegative(),
});

export const attorneyDashboardSchema = z.object({
  kind: z.literal('ATTORNEY'),
  /** Cases per status (every status; the open ones are all but CLOSED and WITHDRAWN). */
  casesByStatus: z.record(z.enum(CASE_STATUSES), dashboardFigureSchema),
  /** Open cases whose statute of limitations falls within NEAR_STATUTE_DAYS. */
  nearStatute: dashboardFigureSchema,
  nearStatuteDays: z.number().int(),
  /** Presentations the firm sent that wait for an answer (PENDING, not yet expired). */
  pendingPresentations: dashboardFigureSchema,
  /** Reduction negotiations on open cases: countered (the firm answers) and open (the providers answer). */
  reductionsAwaitingFirm: dashboardFigureSchema,
  reductionsAwaitingProviders: dashboardFigureSchema,
  /** Open cases whose billed total exceeds their policy limit. */
  casesOverPolicyLimit: dashboardFigureSchema,
  fundingByStatus: z.record(z.enum(FUNDING_STATUSES), dashboardFigureSchema),
  /** Cases opened per month, the last DASHBOARD_MONTHS months, oldest first. */
  perMonth: z.array(dashboardMonthSchema),
});

export const providerDashboardSchema = z.object({
  kind: z.literal('PROVIDER'),
  /** Received invites waiting for an answer (the PENDING tab of /case-invites). */
  newInvites: dashboardFigureSchema,
  /** Open cases the company collaborates on. */
  casesTreating: dashboardFigureSchema,
  /** Its SCHEDULED appointments starting this week (Monday to Sunday, UTC). */
  appointmentsThisWeek: dashboardFigureSchema,
  /** Sum of its balance due over the cases it collaborates on, in cents. */
  balanceOutstandingCents: z.number().int(),
  /** Reductions requested of it that wait for its answer (OPEN). */
  reductionsAwaiting: dashboardFigureSchema,
  /** Invites received per month, the last DASHBOARD_MONTHS months, oldest first. */
  perMonth: z.array(dashboardMonthSchema),
});

export const companyDashboardSchema = z.discriminatedUnion('kind', [
  attorneyDashboardSchema,
  providerDashboardSchema,
]);

export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;
export type AttorneyDashboard = z.infer<typeof attorneyDashboardSchema>;
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
