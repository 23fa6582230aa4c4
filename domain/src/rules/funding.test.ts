import { describe, expect, it } from 'vitest';
import { FUNDING_STATUSES } from '../enums.ts';
import { canTransitionFunding, fundingStatusLabel, fundingTargets, isFundingTerminal } from './funding.ts';

describe('funding transitions', () => {
  it('OWNER_REVIEW -> PENDING | OWNER_REJECTED', () => {
    expect(fundingTargets('OWNER_REVIEW')).toEqual(['PENDING', 'OWNER_REJECTED']);
  });
  it('PENDING -> APPROVED | REJECTED', () => {
    expect(fundingTargets('PENDING')).toEqual(['APPROVED', 'REJECTED']);
  });
  it('the others are terminal', () => {
    expect(FUNDING_STATUSES.filter(isFundingTerminal)).toEqual(['OWNER_REJECTED', 'REJECTED', 'APPROVED']);
  });
  it('canTransitionFunding checks the whole graph', () => {
    const allowed = FUNDING_STATUSES.flatMap((from) =>
      FUNDING_STATUSES.filter((to) => canTransitionFunding(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'OWNER_REVIEW->OWNER_REJECTED',
      'OWNER_REVIEW->PENDING',
      'PENDING->REJECTED',
      'PENDING->APPROVED',
    ]);
  });
  it('labels', () => {
    expect(fundingStatusLabel('OWNER_REVIEW')).toBe('Under Review');
    expect(fundingStatusLabel('APPROVED')).toBe('Accepted');
  });
});
