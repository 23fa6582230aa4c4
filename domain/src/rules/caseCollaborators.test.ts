import { describe, expect, it } from 'vitest';
import { mayBeResponsibleAttorney, mayCollaborate, mayPresentCaseTo } from './caseCollaborators.ts';

describe('mayCollaborate', () => {
  it('takes validated health providers and facilities only', () => {
    expect(mayCollaborate({ type: 'HEALTH_PROVIDER', status: 'VALIDATED' })).toBe(true);
    expect(mayCollaborate({ type: 'FACILITY', status: 'VALIDATED' })).toBe(true);
    expect(mayCollaborate({ type: 'FACILITY', status: 'PENDING_REVIEW' })).toBe(false);
    expect(mayCollaborate({ type: 'ATTORNEY', status: 'VALIDATED' })).toBe(false);
    expect(mayCollaborate({ type: 'FACTORING_COMPANY', status: 'VALIDATED' })).toBe(false);
  });
});

describe('mayBeResponsibleAttorney', () => {
  const attorney = { companyId: 'firm', userType: 'ATTORNEY', status: 'ACTIVE' } as const;
  it('takes an active attorney of the same firm', () => {
    expect(mayBeResponsibleAttorney(attorney, 'firm')).toBe(true);
    expect(mayBeResponsibleAttorney(attorney, 'other')).toBe(false);
    expect(mayBeResponsibleAttorney({ ...attorney, userType: 'SUPPORT' }, 'firm')).toBe(false);
    expect(mayBeResponsibleAttorney({ ...attorney, status: 'DISABLED' }, 'firm')).toBe(false);
  });
});

describe('mayPresentCaseTo', () => {
  it('lets a law firm present a case to a provider or a facility only', () => {
    expect(mayPresentCaseTo('ATTORNEY', { type: 'HEALTH_PROVIDER' })).toBe(true);
    expect(mayPresentCaseTo('ATTORNEY', { type: 'FACILITY' })).toBe(true);
    expect(mayPresentCaseTo('ATTORNEY', { type: 'ATTORNEY' })).toBe(false);
    expect(mayPresentCaseTo('ATTORNEY', { type: 'FACTORING_COMPANY' })).toBe(false);
    for (const caller of ['HEALTH_PROVIDER', 'FACILITY', 'FACTORING_COMPANY', null, undefined] as const)
      expect(mayPresentCaseTo(caller, { type: 'HEALTH_PROVIDER' })).toBe(false);
  });
});
