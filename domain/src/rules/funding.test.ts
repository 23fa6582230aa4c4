import { describe, expect, it } from 'vitest';
import { FUNDING_STATUSES } from '../enums.ts';
import {
  canTransitionFunding,
  fundingStatusLabel,
  fundingNeedsReason,
  fundingOfferMismatch,
  fundingTargets,
  initialFundingStatus,
  isFundingTerminal,
  mayMoveFunding,
  mayRequestFunding,
} from './funding.ts';
import { ACTORS, actor } from './testActor.ts';

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
  it('a rejection needs its reason, the other moves do not', () => {
    expect(FUNDING_STATUSES.filter(fundingNeedsReason)).toEqual(['OWNER_REJECTED', 'REJECTED']);
  });
  it('labels', () => {
    expect(fundingStatusLabel('OWNER_REVIEW')).toBe('Under Review');
    expect(fundingStatusLabel('APPROVED')).toBe('Accepted');
  });
});

describe('mayMoveFunding', () => {
  const parties = { attorneyCompanyId: 'firm', factoringCompanyCompanyId: 'lender' };
  const firmOwner = { ...ACTORS.attorneyOwner, companyId: 'firm' };
  const lender = { ...ACTORS.factoring, companyId: 'lender' };
  const superUser = {
    ...actor({ userType: 'SUPER_USER', permission: null, companyType: null }),
    companyId: null,
  };
  const plainUser = { ...superUser, userType: 'USER' as const };

  it('lets the firm owner or admin decide its own review, and nobody else of the firm', () => {
    expect(mayMoveFunding(firmOwner, parties, 'OWNER_REVIEW', 'PENDING')).toBe(true);
    expect(mayMoveFunding(firmOwner, parties, 'OWNER_REVIEW', 'OWNER_REJECTED')).toBe(true);
    expect(
      mayMoveFunding({ ...ACTORS.attorneyMember, companyId: 'firm' }, parties, 'OWNER_REVIEW', 'PENDING'),
    ).toBe(false);
    expect(mayMoveFunding({ ...firmOwner, companyId: 'other' }, parties, 'OWNER_REVIEW', 'PENDING')).toBe(
      false,
    );
    expect(mayMoveFunding(firmOwner, parties, 'PENDING', 'APPROVED')).toBe(false);
  });

  it('lets the factoring company asked approve or reject a pending request', () => {
    expect(mayMoveFunding(lender, parties, 'PENDING', 'APPROVED')).toBe(true);
    expect(mayMoveFunding(lender, parties, 'PENDING', 'REJECTED')).toBe(true);
    expect(mayMoveFunding({ ...lender, companyId: 'other' }, parties, 'PENDING', 'APPROVED')).toBe(false);
    expect(mayMoveFunding(lender, parties, 'OWNER_REVIEW', 'PENDING')).toBe(false);
  });

  it('lets super users move along any edge, never off the graph, and plain users not at all', () => {
    expect(mayMoveFunding(superUser, parties, 'OWNER_REVIEW', 'PENDING')).toBe(true);
    expect(mayMoveFunding(superUser, parties, 'PENDING', 'APPROVED')).toBe(true);
    expect(mayMoveFunding(superUser, parties, 'APPROVED', 'PENDING')).toBe(false);
    expect(mayMoveFunding(plainUser, parties, 'PENDING', 'APPROVED')).toBe(false);
  });

  it('lets a firm ADMIN (support admin included) review, and a system admin move any edge', () => {
    expect(
      mayMoveFunding(
        { ...ACTORS.supportAdmin, companyId: 'firm' },
        parties,
        'OWNER_REVIEW',
        'OWNER_REJECTED',
      ),
    ).toBe(true);
    expect(mayMoveFunding({ ...ACTORS.admin, companyId: null }, parties, 'PENDING', 'REJECTED')).toBe(true);
  });

  it('refuses factoring staff when the request has no factoring company record, and the lender the review', () => {
    const orphan = { ...parties, factoringCompanyCompanyId: null };
    expect(mayMoveFunding(lender, orphan, 'PENDING', 'APPROVED')).toBe(false);
    expect(mayMoveFunding({ ...lender, companyId: 'firm' }, parties, 'OWNER_REVIEW', 'PENDING')).toBe(false);
  });
});

describe('a new funding request', () => {
  it('waits for the owner when a plain member asks, goes to the factoring company when an owner or admin does', () => {
    expect(initialFundingStatus('MEMBER')).toBe('OWNER_REVIEW');
    expect(initialFundingStatus(null)).toBe('OWNER_REVIEW');
    expect(initialFundingStatus('OWNER')).toBe('PENDING');
    expect(initialFundingStatus('ADMIN')).toBe('PENDING');
  });

  it('is asked by attorney firms only', () => {
    expect(mayRequestFunding(ACTORS.attorneyOwner)).toBe(true);
    expect(mayRequestFunding(ACTORS.attorneyMember)).toBe(true);
    for (const other of [ACTORS.hpOwner, ACTORS.factoring, ACTORS.claimant, ACTORS.user])
      expect(mayRequestFunding(other)).toBe(false);
  });

  it('says why a factoring company does not take it: type, then state, then amount (bounds included)', () => {
    const offer = {
      requestTypes: ['ADVANCE'] as const,
      stateCodes: ['TX', 'FL'],
      minRequestAmount: 1000,
      maxRequestAmount: 5000,
    };
    const ask = { type: 'ADVANCE' as const, stateCode: 'TX', amount: 1000 };
    expect(fundingOfferMismatch(offer, ask)).toBeNull();
    expect(fundingOfferMismatch(offer, { ...ask, amount: 5000 })).toBeNull();
    expect(fundingOfferMismatch(offer, { ...ask, type: 'LIEN_PURCHASE' })).toBe('type');
    expect(fundingOfferMismatch(offer, { ...ask, stateCode: 'CA' })).toBe('stateCode');
    expect(fundingOfferMismatch(offer, { ...ask, amount: 999.99 })).toBe('amount');
    expect(fundingOfferMismatch(offer, { ...ask, amount: 5000.01 })).toBe('amount');
  });
});
