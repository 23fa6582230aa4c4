/**
 * Case rules (issue 11), written once for the API and the portal: the status graph, who sees a case and how,
 * what each relation may do, the plan-gated case actions, and the warnings the case header shows.
 */
import type { CaseStatus } from '../enums.ts';
import type { CaseAccess } from '../schemas/cases.ts';
import type { PlanFeatureId } from './plans.ts';
import { planHasFeature } from './plans.ts';
import type { Actor } from './actor.ts';
import { isInternal, isOwnerOrAdmin } from './actor.ts';

/**
 * Where a case may go from each status: forward along the usual course (a step may be skipped), back one step
 * when a demand or a suit is withdrawn, and CLOSED or WITHDRAWN from any open status. A closed or withdrawn
 * case may be reopened into INTAKE.
 */
export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  INTAKE: ['TREATING', 'DEMAND_SENT', 'CLOSED', 'WITHDRAWN'],
  TREATING: ['DEMAND_SENT', 'NEGOTIATING', 'LITIGATION', 'CLOSED', 'WITHDRAWN'],
  DEMAND_SENT: ['TREATING', 'NEGOTIATING', 'LITIGATION', 'SETTLED', 'CLOSED', 'WITHDRAWN'],
  NEGOTIATING: ['DEMAND_SENT', 'LITIGATION', 'SETTLED', 'CLOSED', 'WITHDRAWN'],
  LITIGATION: ['NEGOTIATING', 'SETTLED', 'CLOSED', 'WITHDRAWN'],
  SETTLED: ['CLOSED'],
  CLOSED: ['INTAKE'],
  WITHDRAWN: ['INTAKE'],
};

export function canMoveCase(from: CaseStatus, to: CaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

/** The open statuses (a case that still counts as active work). */
export function isCaseOpen(status: CaseStatus): boolean {
  return status !== 'CLOSED' && status !== 'WITHDRAWN' && status !== 'SETTLED';
}

/**
 * Whether a case's billing (bills, payments, reductions, the settlement statement) can still change: through
 * SETTLED, when the providers are paid and the distribution is finalized out of the settlement funds; no more
 * once the case is CLOSED or WITHDRAWN.
 */
export function isCaseBillingOpen(status: CaseStatus): boolean {
  return status !== 'CLOSED' && status !== 'WITHDRAWN';
}

export interface CaseCaller extends Actor {
  userId: string;
  companyId: string | null;
}

export interface CaseParties {
  attorneyCompanyId: string;
  collaboratorCompanyIds: readonly string[];
  /** The user id of the case's registered claimant, when there is one. */
  claimantUserId: string | null;
}

/**
 * How the caller relates to a case, or null when they may not see it (the API answers 404 then): the firm's
 * users, a collaborating company's users, the registered claimant, and internal staff (read-only).
 */
export function caseAccessOf(caller: CaseCaller, parties: CaseParties): CaseAccess | null {
  if (isInternal(caller)) return 'INTERNAL';
  if (caller.userType === 'CLAIMANT') return parties.claimantUserId === caller.userId ? 'CLAIMANT' : null;
  if (!caller.companyId) return null;
  if (caller.companyId === parties.attorneyCompanyId) return 'FIRM';
  if (parties.collaboratorCompanyIds.includes(caller.companyId)) return 'COLLABORATOR';
  return null;
}

/** What each relation may do on a case. */
export const CASE_ABILITIES = {
  edit: (access: CaseAccess) => access === 'FIRM',
  readInternalNotes: (access: CaseAccess) => access === 'FIRM',
  writeNotes: (access: CaseAccess) => access === 'FIRM' || access === 'COLLABORATOR',
  readActivity: (access: CaseAccess) => access === 'FIRM' || access === 'INTERNAL',
  readCollaborators: (access: CaseAccess) => access !== 'CLAIMANT',
} as const;

/** Deleting a case is for the firm's owner or admin. */
export function mayDeleteCase(caller: CaseCaller, access: CaseAccess): boolean {
  return access === 'FIRM' && isOwnerOrAdmin(caller);
}

/** Creating cases: users of an attorney firm. */
export function mayCreateCase(caller: CaseCaller): boolean {
  return caller.companyType === 'ATTORNEY' && !!caller.companyId && caller.userType !== 'CLAIMANT';
}

/** A plan-gated case feature (section 6): BASIC lacks these, Advanced and Premium have them. */
export function hasCaseFeature(planType: 'BASIC' | 'ADVANCED' | 'PRO', feature: PlanFeatureId): boolean {
  return planHasFeature(planType, feature);
}

/** Whether a company on `planType` with `totalAvailable` cases left may create `count` more. */
export function mayCreateMoreCases(
  planType: 'BASIC' | 'ADVANCED' | 'PRO',
  totalAvailable: number,
  count = 1,
): boolean {
  return hasCaseFeature(planType, 'unlimitedCases') || totalAvailable >= count;
}

export const STATUTE_WARNING_DAYS = 90;
export const POLICY_LIMIT_WARNING_RATIO = 0.8;

/** Whole days from `today` to the statute-of-limitations date (negative once it has passed). */
export function daysUntil(date: string, today: Date): number {
  const target = Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((target - start) / 86_400_000);
}

/** The statute of limitations runs out within 90 days (or has run out) for an open case. */
export function statuteWarning(status: CaseStatus, date: string, today: Date): boolean {
  return isCaseOpen(status) && daysUntil(date, today) <= STATUTE_WARNING_DAYS;
}

/** The bills so far reach 80 % of the at-fault party's policy limit. */
export function policyLimitWarning(policyLimit: number | null, billed: number): boolean {
  return policyLimit !== null && policyLimit > 0 && billed >= policyLimit * POLICY_LIMIT_WARNING_RATIO;
}
