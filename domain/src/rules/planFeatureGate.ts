/**
 * The plan features of SPEC.md section 6 as the server checks them: one table (PLAN_FEATURES, plans.ts) says
 * which plan has which feature; this one says what a caller without it is told. The API refuses every
 * feature with planFeatureRefusal (fake-api routes/planFeatures.ts); the screens read the same answers.
 */
import { MESSAGES } from '../messages.ts';
import { PLAN_TYPES } from '../enums.ts';
import type { PlanType, PremiumStatus } from '../enums.ts';
import type { Subscription } from '../entities.ts';
import { BULK_UPLOAD_MESSAGES } from './caseBulkUpload.ts';
import { COMPANY_ADDRESS_MESSAGES } from './companyAddresses.ts';
import { COMPANY_DASHBOARD_MESSAGES } from './companyDashboard.ts';
import { STATUS_REQUEST_MESSAGES } from './caseStatusRequests.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { PLAN_FEATURES, planHasFeature, type PlanFeatureId } from './plans.ts';

/** What a caller whose plan lacks the feature is told (a 403's message). */
export const PLAN_FEATURE_UPGRADE_MESSAGES: Record<PlanFeatureId, string> = {
  unlimitedCases: MESSAGES.outOfCases,
  bulkUploads: BULK_UPLOAD_MESSAGES.upgrade,
  statusRequests: STATUS_REQUEST_MESSAGES.upgrade,
  automatedDocumentRequests: MESSAGES.documentRequestsUpgrade,
  adminDashboard: COMPANY_DASHBOARD_MESSAGES.upgrade,
  adFree: MESSAGES.adFreeUpgrade,
  taskTools: TASK_MESSAGES.upgrade,
  premiumVisibility: COMPANY_ADDRESS_MESSAGES.premiumNotIncluded,
};

/**
 * How each feature is enforced on the server (the audit of section 6; the API test plan-features.test.ts
 * walks this list). `quota`: Basic spends bought cases instead of being refused outright.
 */
export const PLAN_FEATURE_ENFORCEMENT: Record<PlanFeatureId, string> = {
  unlimitedCases: 'POST /cases and bulk imports spend the bought cases on Basic (409 when none is left)',
  bulkUploads: 'POST /cases/bulk/check and /cases/bulk: 403',
  statusRequests: 'POST /cases/{id}/status-requests: 403',
  automatedDocumentRequests: 'POST /cases/{id}/files/requests: 403',
  adminDashboard: 'GET /company-dashboard/*: 403',
  adFree: 'nothing to refuse: no screen shows advertising on any plan',
  taskTools: 'task and task-template writes: 403',
  premiumVisibility:
    'address premium toggles: 409; directory ranking needs the plan and an ACTIVE address; ending Premium turns addresses basic',
};

/** Subscription statuses whose plan's features apply; a CANCELED subscription is Basic. */
export const PLAN_FEATURE_STATUSES: readonly Subscription['status'][] = [
  'ACTIVE',
  'TRIALING',
  'PAST_DUE',
  'PENDING_CANCELLATION',
];

/** The plan whose features a company has: its subscription's while it is not canceled, else Basic. */
export function featurePlan(
  subscription: Pick<Subscription, 'planType' | 'status'> | null | undefined,
): PlanType {
  return subscription && PLAN_FEATURE_STATUSES.includes(subscription.status)
    ? subscription.planType
    : 'BASIC';
}

/** Null when `planType` includes the feature, else the upgrade message to answer. */
export function planFeatureRefusal(planType: PlanType, feature: PlanFeatureId): string | null {
  return planHasFeature(planType, feature) ? null : PLAN_FEATURE_UPGRADE_MESSAGES[feature];
}

/** The features `planType` lacks (section 6: Basic lacks all eight, Advanced the last four). */
export function missingPlanFeatures(planType: PlanType): PlanFeatureId[] {
  return PLAN_FEATURES.filter((f) => !planHasFeature(planType, f.id)).map((f) => f.id);
}

/** The plans that include `feature` (the directory's SQL names them). */
export function plansWithFeature(feature: PlanFeatureId): PlanType[] {
  return PLAN_TYPES.filter((plan) => planHasFeature(plan, feature));
}

/**
 * A premium result in the directory (section 4 "Address premium", section 6 "premium visibility"): the address
 * is ACTIVE and the company's plan includes premium visibility. Both, so the ranking follows the plan.
 */
export function isPremiumListing(
  address: { premiumStatus: PremiumStatus | null },
  planType: PlanType,
): boolean {
  return address.premiumStatus === 'ACTIVE' && planHasFeature(planType, 'premiumVisibility');
}
