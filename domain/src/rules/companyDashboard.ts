/**
 * The external dashboard (/dashboard, issue 16): who opens it, its thresholds and its periods. The fake API
 * refuses the others (403) with the same rule the portal uses to show the menu item.
 */
import type { Actor } from './actor.ts';
import { can } from './permissions.ts';
import { planHasFeature } from './plans.ts';
import type { PlanType } from '../enums.ts';

/** A case is near its statute of limitations when the date falls within this many days from today. */
export const NEAR_STATUTE_DAYS = 90;
/** The per-month chart covers this many months, the current one last. */
export const DASHBOARD_MONTHS = 12;

export const COMPANY_DASHBOARD_MESSAGES = {
  notAllowed: 'The dashboard is for the company’s users (support staff: owners and admins only)',
  upgrade: 'The admin dashboard is part of the Premium plan. Upgrade your plan to open it.',
} as const;

/** Why the caller may not open the dashboard, or null when they may (section 6: dashboard.open + plan). */
export function dashboardRefusal(actor: Actor, planType: PlanType): string | null {
  if (!can(actor, 'dashboard.open')) return COMPANY_DASHBOARD_MESSAGES.notAllowed;
  if (!planHasFeature(planType, 'adminDashboard')) return COMPANY_DASHBOARD_MESSAGES.upgrade;
  return null;
}

/** [Monday 00:00, next Monday 00:00) of the UTC week holding `now`, as ISO instants. */
export function weekBounds(now: Date): { from: string; to: string } {
  const day = (now.getUTCDay() + 6) % 7;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  return { from: new Date(start).toISOString(), to: new Date(start + 7 * 86_400_000).toISOString() };
}

/** The `count` months ending with `now`'s month (UTC), oldest first: YYYY-MM and its [from, to) bounds. */
export function monthBounds(
  now: Date,
  count = DASHBOARD_MONTHS,
): { month: string; from: string; to: string }[] {
  const out: { month: string; from: string; to: string }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 1));
    out.push({ month: from.toISOString().slice(0, 7), from: from.toISOString(), to: to.toISOString() });
  }
  return out;
}

/** The portal paths the figures link to (the lists' own query parameters). */
export const dashboardPaths = {
  casesByStatus: (status: string) => `/cases?status=${status}`,
  casesByStatute: '/cases?column=statuteOfLimitationsDate&sort=1',
  cases: '/cases',
  pendingInvites: '/case-invites',
  appointments: '/appointments',
} as const;
