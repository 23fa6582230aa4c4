/**
 * Company status transitions (SPEC.md section 4) and the internal actions on a company subscription
 * (validate, reject, request information, cancel or downgrade, revert cancellation).
 *   validate:        PENDING_REVIEW | INFO_REQUIRED | REJECTED -> VALIDATED
 *   reject:          PENDING_REVIEW | INFO_REQUIRED            -> REJECTED
 *   infoRequest:     PENDING_REVIEW                            -> INFO_REQUIRED
 *   completeAccount: INCOMPLETE | INFO_REQUIRED                -> PENDING_REVIEW   (done by the company owner)
 *   answerInfoRequest: INFO_REQUIRED                           -> PENDING_REVIEW   (the owner's answer, with files)
 * cancel and revertCancellation act on the subscription and leave the company status alone.
 */
import type { BillingType, CompanyStatus, PlanType } from '../enums.ts';
import type { Subscription } from '../entities.ts';
import type { Action } from './permissions.ts';

export type StatusAction = 'validate' | 'reject' | 'infoRequest' | 'completeAccount' | 'answerInfoRequest';
/** The internal actions (the owner's own moves, completeAccount and answerInfoRequest, are not). */
export type CompanyAction =
  Exclude<StatusAction, 'completeAccount' | 'answerInfoRequest'> | 'cancel' | 'revertCancellation';

/** Who may run each internal action: the permission of rules/permissions.ts it needs. */
export const COMPANY_ACTION_PERMISSIONS = {
  validate: 'registry.validate',
  reject: 'registry.reject',
  infoRequest: 'registry.infoRequest',
  cancel: 'registry.cancel',
  revertCancellation: 'registry.revertCancel',
} as const satisfies Record<CompanyAction, Action>;

export const COMPANY_TRANSITIONS: Record<
  StatusAction,
  { from: readonly CompanyStatus[]; to: CompanyStatus }
> = {
  validate: { from: ['PENDING_REVIEW', 'INFO_REQUIRED', 'REJECTED'], to: 'VALIDATED' },
  reject: { from: ['PENDING_REVIEW', 'INFO_REQUIRED'], to: 'REJECTED' },
  infoRequest: { from: ['PENDING_REVIEW'], to: 'INFO_REQUIRED' },
  completeAccount: { from: ['INCOMPLETE', 'INFO_REQUIRED'], to: 'PENDING_REVIEW' },
  answerInfoRequest: { from: ['INFO_REQUIRED'], to: 'PENDING_REVIEW' },
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(action: StatusAction, status: CompanyStatus): CompanyStatus | null {
  const t = COMPANY_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

export type SubscriptionState = Pick<Subscription, 'planType' | 'status'>;

export function canCancelSubscription(subscription: SubscriptionState | null): boolean {
  return (
    subscription !== null &&
    subscription.planType !== 'BASIC' &&
    subscription.status !== 'PENDING_CANCELLATION' &&
    subscription.status !== 'CANCELED'
  );
}

export function canRevertCancellation(subscription: SubscriptionState | null): boolean {
  return subscription?.status === 'PENDING_CANCELLATION';
}

/** The internal actions the console offers for a company (a DELETED company offers none). */
export function availableCompanyActions(
  status: CompanyStatus,
  subscription: SubscriptionState | null,
): CompanyAction[] {
  if (status === 'DELETED') return [];
  const actions: CompanyAction[] = (['validate', 'reject', 'infoRequest'] as const).filter(
    (action) => nextStatus(action, status) !== null,
  );
  if (canCancelSubscription(subscription)) actions.push('cancel');
  if (canRevertCancellation(subscription)) actions.push('revertCancellation');
  return actions;
}

export function isCompanyActionAllowed(
  action: CompanyAction,
  status: CompanyStatus,
  subscription: SubscriptionState | null,
): boolean {
  return availableCompanyActions(status, subscription).includes(action);
}

type CancelFields = Pick<Subscription, 'planType' | 'status' | 'billingType' | 'downgradeTo'>;

/**
 * Cancel or downgrade: the subscription becomes PENDING_CANCELLATION, keeps its plan and billing type until the
 * period ends, and remembers the plan it falls to (BASIC with the same billing unless a downgrade target is given).
 */
export function applyCancellation<S extends CancelFields>(
  subscription: S,
  downgradeTo?: { planType: PlanType; billingType: BillingType },
): S {
  return {
    ...subscription,
    status: 'PENDING_CANCELLATION',
    downgradeTo: downgradeTo ?? { planType: 'BASIC', billingType: subscription.billingType },
  };
}

// Revert cancellation is the owner's Cancel Downgrade (rules/accountPlan.ts applyCancelDowngrade): one
// transition, TRIALING while the trial runs, else ACTIVE (issue 40 item 14).
