/** GET /dashboard/kpis: the internal dashboard's figures (internal roles), from the current data. */
import {
  LIMITS,
  can,
  ENDPOINTS,
  dashboardKpisSchema,
  COMPANY_STATUSES,
  FUNDING_STATUSES,
  PLAN_TYPES,
} from '@casebridge/domain';
import type { DashboardKpis } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import type { Services } from '../../core/types.ts';

const DAY_MS = 86_400_000;

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** YYYY-MM of the 12 months ending with `now`'s month, oldest first. */
export function lastMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

export function computeKpis(services: Services): DashboardKpis {
  const { store } = services;
  const now = services.clock.now();
  const companies = [...store.collection('companies').all()];
  const companiesByStatus = zeroes(COMPANY_STATUSES);
  for (const c of companies) companiesByStatus[c.status]++;
  const waitingDays = companies
    .filter((c) => c.status === 'PENDING_REVIEW')
    .map((c) => (now.getTime() - Date.parse(c.submittedAt ?? c.updatedAt)) / DAY_MS);
  const subscriptionsByPlan = zeroes(PLAN_TYPES);
  const trialsEndingSoon: DashboardKpis['trialsEndingSoon'] = [];
  const horizon = new Date(now.getTime() + LIMITS.trialEndingSoonDays * DAY_MS).toISOString();
  for (const s of store.collection('subscriptions').all()) {
    subscriptionsByPlan[s.planType]++;
    if (s.trialing && s.trialEnd && s.trialEnd >= now.toISOString() && s.trialEnd <= horizon) {
      const company = store.collection('companies').get(s.companyId);
      trialsEndingSoon.push({
        companyId: s.companyId,
        companyName: company?.name ?? s.companyId,
        trialEnd: s.trialEnd,
      });
    }
  }
  trialsEndingSoon.sort((a, b) => a.trialEnd.localeCompare(b.trialEnd));
  const fundingByStatus = zeroes(FUNDING_STATUSES);
  for (const r of store.collection('fundingRequests').all()) fundingByStatus[r.status]++;
  const months = lastMonths(now);
  const perMonth = new Map(months.map((m) => [m, 0]));
  for (const c of store.collection('cases').all()) {
    const month = c.createdDate.slice(0, 7);
    if (perMonth.has(month)) perMonth.set(month, perMonth.get(month)! + 1);
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    companiesByStatus,
    validationsWaiting: {
      count: waitingDays.length,
      oldestDays: waitingDays.length ? round(Math.max(...waitingDays)) : null,
      averageDays: waitingDays.length
        ? round(waitingDays.reduce((a, b) => a + b, 0) / waitingDays.length)
        : null,
    },
    trialsEndingSoon,
    subscriptionsByPlan,
    fundingByStatus,
    newCasesPerMonth: months.map((month) => ({ month, count: perMonth.get(month)! })),
  };
}

const kpis = defineRoute({
  endpoint: ENDPOINTS.getDashboardKpis,
  access: (principal) => can(principal, 'registry.read'),
  doc: {
    summary: `Internal dashboard: companies by status, validations waiting and their age, trials ending in ${LIMITS.trialEndingSoonDays} days, subscriptions by plan, funding by status, new cases per month`,
    tags: ['dashboard'],
    response: dashboardKpisSchema,
  },
  handler: ({ services }) => ({ status: 200, body: computeKpis(services) }),
});

export const dashboardRoutes = [kpis];
