import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES } from '../enums.ts';
import type { CompanyStatus } from '../enums.ts';
import type { StatusAction } from './companyStatus.ts';
import { applyCancelDowngrade } from './accountPlan.ts';
import {
  applyCancellation,
  availableCompanyActions,
  isCompanyActionAllowed,
  nextStatus,
} from './companyStatus.ts';

const allowedFrom = (action: StatusAction) => COMPANY_STATUSES.filter((s) => nextStatus(action, s) !== null);

describe('nextStatus', () => {
  it('validate from PENDING_REVIEW, INFO_REQUIRED, REJECTED', () => {
    expect(allowedFrom('validate')).toEqual(['PENDING_REVIEW', 'REJECTED', 'INFO_REQUIRED']);
    expect(nextStatus('validate', 'REJECTED')).toBe('VALIDATED');
  });
  it('reject from PENDING_REVIEW, INFO_REQUIRED', () => {
    expect(allowedFrom('reject')).toEqual(['PENDING_REVIEW', 'INFO_REQUIRED']);
    expect(nextStatus('reject', 'PENDING_REVIEW')).toBe('REJECTED');
  });
  it('infoRequest from PENDING_REVIEW only', () => {
    expect(allowedFrom('infoRequest')).toEqual(['PENDING_REVIEW']);
    expect(nextStatus('infoRequest', 'PENDING_REVIEW')).toBe('INFO_REQUIRED');
  });
  it('completeAccount from INCOMPLETE or INFO_REQUIRED to PENDING_REVIEW', () => {
    expect(allowedFrom('completeAccount')).toEqual(['INCOMPLETE', 'INFO_REQUIRED']);
    expect(nextStatus('completeAccount', 'INCOMPLETE')).toBe('PENDING_REVIEW');
    expect(nextStatus('completeAccount', 'VALIDATED')).toBeNull();
  });
});

describe('availableCompanyActions', () => {
  const pro = { planType: 'PRO' as const, status: 'ACTIVE' as const };
  const pending = { planType: 'PRO' as const, status: 'PENDING_CANCELLATION' as const };
  const basic = { planType: 'BASIC' as const, status: 'ACTIVE' as const };
  it('status actions by company status', () => {
    const byStatus = Object.fromEntries(
      COMPANY_STATUSES.map((s: CompanyStatus) => [s, availableCompanyActions(s, basic)]),
    );
    expect(byStatus).toEqual({
      VALIDATED: [],
      INCOMPLETE: [],
      PENDING_REVIEW: ['validate', 'reject', 'infoRequest'],
      REJECTED: ['validate'],
      INFO_REQUIRED: ['validate', 'reject'],
      DELETED: [],
    });
  });
  it('cancel needs a non-basic subscription not pending cancellation', () => {
    expect(availableCompanyActions('VALIDATED', pro)).toEqual(['cancel']);
    expect(availableCompanyActions('VALIDATED', basic)).toEqual([]);
    expect(availableCompanyActions('VALIDATED', null)).toEqual([]);
    expect(availableCompanyActions('VALIDATED', { planType: 'PRO', status: 'CANCELED' })).toEqual([]);
  });
  it('revert cancellation when pending cancellation', () => {
    expect(availableCompanyActions('VALIDATED', pending)).toEqual(['revertCancellation']);
    expect(isCompanyActionAllowed('revertCancellation', 'VALIDATED', pending)).toBe(true);
    expect(isCompanyActionAllowed('cancel', 'VALIDATED', pending)).toBe(false);
    expect(availableCompanyActions('DELETED', pending)).toEqual([]);
  });
});

describe('subscription cancellation', () => {
  const sub = {
    planType: 'PRO' as const,
    status: 'ACTIVE' as const,
    billingType: 'ANNUAL' as const,
    downgradeTo: null,
  };
  it('cancel keeps plan and billing and falls to basic by default', () => {
    expect(applyCancellation(sub)).toEqual({
      ...sub,
      status: 'PENDING_CANCELLATION',
      downgradeTo: { planType: 'BASIC', billingType: 'ANNUAL' },
    });
    expect(applyCancellation(sub, { planType: 'ADVANCED', billingType: 'MONTHLY' }).downgradeTo).toEqual({
      planType: 'ADVANCED',
      billingType: 'MONTHLY',
    });
  });
  it("revert is the owner's Cancel Downgrade: back to active, or trialing while the trial runs", () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const paid = { trialing: false, trialEnd: null };
    expect({ ...applyCancellation(sub), ...applyCancelDowngrade(paid, now) }).toEqual(sub);
    const trial = { trialing: true, trialEnd: '2026-11-20T00:00:00Z' };
    expect(applyCancelDowngrade(trial, now)).toEqual({ status: 'TRIALING', downgradeTo: null });
  });
});
