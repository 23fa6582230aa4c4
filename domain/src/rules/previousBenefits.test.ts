import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_PRICING } from './pricing.ts';
import { previousSummary, restorePreviousBenefits, withPreviousBenefits } from './previousBenefits.ts';
import { billedExtras } from './subscriptionCart.ts';
import type { PreviousAddress, PreviousLicense } from './previousBenefits.ts';

const license = (id: string, premium: boolean, previousPremium: boolean | null): PreviousLicense => ({
  id,
  name: `N${id}`,
  lastName: `L${id}`,
  credentials: { label: 'Esq.' },
  premium,
  previousPremium,
});

const address = (id: string, over: Partial<PreviousAddress>): PreviousAddress => ({
  id,
  address: `${id} Main St`,
  city: 'Austin',
  state: 'TX',
  premiumStatus: 'DEACTIVATED',
  tierType: null,
  previousPremiumStatus: 'ACTIVE',
  previousTierType: 'PRO',
  ...over,
});

const licenses = [license('l1', false, true), license('l2', false, true), license('l3', false, true)];
const addresses = [
  address('a1', { previousTierType: 'FREE' }),
  address('a2', {}),
  address('a3', { premiumStatus: 'ACTIVE', tierType: 'FREE' }),
  address('a4', { previousPremiumStatus: null, previousTierType: null, premiumStatus: null }),
];

describe('previousSummary', () => {
  it('lists previous premium professionals and addresses with the extra cost per period', () => {
    const monthly = previousSummary(DEFAULT_PLAN_PRICING, 'MONTHLY', licenses, addresses)!;
    expect(monthly.professionals.map((p) => p.id)).toEqual(['l1', 'l2', 'l3']);
    expect(monthly.professionals[0]).toEqual({
      id: 'l1',
      name: 'Nl1',
      lastName: 'Ll1',
      credentials: { label: 'Esq.' },
    });
    expect(monthly.addresses).toEqual([
      { id: 'a1', address: 'a1 Main St', city: 'Austin', state: 'TX' },
      { id: 'a2', address: 'a2 Main St', city: 'Austin', state: 'TX' },
    ]);
    // One profile beyond the 2 included, one PRO-tier address.
    expect(monthly.totalAmount).toBe(1900 + 900);
    expect(previousSummary(DEFAULT_PLAN_PRICING, 'ANNUAL', licenses, addresses)!.totalAmount).toBe(
      19000 + 9000,
    );
  });

  it('is null without previous benefits', () => {
    expect(
      previousSummary(DEFAULT_PLAN_PRICING, 'MONTHLY', [license('l1', true, null)], [addresses[3]!]),
    ).toBeNull();
  });
});

describe('restorePreviousBenefits', () => {
  it('turns premium back on with the saved tier', () => {
    expect(restorePreviousBenefits(licenses.slice(0, 1), addresses)).toEqual({
      licenses: [{ id: 'l1', premium: true }],
      addresses: [
        { id: 'a1', premiumStatus: 'ACTIVE', tierType: 'FREE' },
        { id: 'a2', premiumStatus: 'ACTIVE', tierType: 'PRO' },
      ],
    });
  });
});

describe('withPreviousBenefits', () => {
  it('prices the restored records: PRO-tier addresses and profiles beyond the included two', () => {
    const restored = withPreviousBenefits(licenses, addresses);
    expect(restored.licenses.every((l) => l.premium)).toBe(true);
    expect(restored.addresses.map((a) => a.premiumStatus)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', null]);
    expect(billedExtras(restored.addresses, restored.licenses)).toEqual({
      extraAddresses: 1,
      extraProfiles: 1,
    });
  });
});
