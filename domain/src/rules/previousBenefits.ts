/**
 * Previous Premium benefits (SPEC.md 4 "Upgrade flow", 3 "Previous summary"): what a company that was Premium
 * before still has marked from then. Upgrading to Premium again offers to keep them.
 *
 *  - professionals: licensed profiles that were premium (previousPremium) and are not now;
 *  - addresses: addresses whose saved state was premium ACTIVE and are not active now;
 *  - totalAmount: what keeping them adds per period (cents): the profiles beyond the ones Premium includes,
 *    and the addresses that were of the paid PRO tier.
 */
import { LIMITS } from '../constants.ts';
import type { Address, License, PlanPricing, PreviousSummary } from '../entities.ts';
import type { BillingType } from '../enums.ts';
import { turnPremiumOn } from './addressPremium.ts';
import { addressConcept, profileConcept } from './pricing.ts';

export type PreviousLicense = Pick<
  License,
  'id' | 'name' | 'lastName' | 'credentials' | 'premium' | 'previousPremium'
>;
export type PreviousAddress = Pick<
  Address,
  | 'id'
  | 'address'
  | 'city'
  | 'state'
  | 'premiumStatus'
  | 'tierType'
  | 'previousPremiumStatus'
  | 'previousTierType'
>;

export function previouslyPremiumLicenses<L extends PreviousLicense>(licenses: readonly L[]): L[] {
  return licenses.filter((l) => l.previousPremium === true && !l.premium);
}

export function previouslyPremiumAddresses<A extends PreviousAddress>(addresses: readonly A[]): A[] {
  return addresses.filter((a) => a.previousPremiumStatus === 'ACTIVE' && a.premiumStatus !== 'ACTIVE');
}

/** The previous summary for `billingType`, or null when the company has no previous benefit. */
export function previousSummary(
  pricing: PlanPricing,
  billingType: BillingType,
  licenses: readonly PreviousLicense[],
  addresses: readonly PreviousAddress[],
): PreviousSummary | null {
  const professionals = previouslyPremiumLicenses(licenses);
  const places = previouslyPremiumAddresses(addresses);
  if (professionals.length === 0 && places.length === 0) return null;
  const paidProfiles = Math.max(0, professionals.length - LIMITS.premiumProfilesIncluded);
  const paidAddresses = places.filter((a) => a.previousTierType === 'PRO').length;
  return {
    professionals: professionals.map(({ id, name, lastName, credentials }) => ({
      id,
      name,
      lastName,
      credentials,
    })),
    addresses: places.map(({ id, address, city, state }) => ({ id, address, city, state })),
    totalAmount:
      paidProfiles * pricing[profileConcept(billingType)].price +
      paidAddresses * pricing[addressConcept(billingType)].price,
  };
}

/** The patches that restore the previous benefits (premium on again, addresses back to their saved state). */
export function restorePreviousBenefits(
  licenses: readonly PreviousLicense[],
  addresses: readonly PreviousAddress[],
): {
  licenses: Pick<License, 'id' | 'premium'>[];
  addresses: Pick<Address, 'id' | 'premiumStatus' | 'tierType'>[];
} {
  return {
    licenses: previouslyPremiumLicenses(licenses).map((l) => ({ id: l.id, premium: true })),
    addresses: turnPremiumOn(previouslyPremiumAddresses(addresses)).map((a) => ({
      id: a.id,
      premiumStatus: a.premiumStatus,
      tierType: a.tierType,
    })),
  };
}

/** The records as they would be with the previous benefits restored (to price them before paying). */
export function withPreviousBenefits<L extends PreviousLicense, A extends PreviousAddress>(
  licenses: readonly L[],
  addresses: readonly A[],
): { licenses: L[]; addresses: A[] } {
  const patches = restorePreviousBenefits(licenses, addresses);
  return {
    licenses: licenses.map((l) =>
      patches.licenses.some((p) => p.id === l.id) ? { ...l, premium: true } : l,
    ),
    addresses: addresses.map((a) => {
      const patch = patches.addresses.find((p) => p.id === a.id);
      return patch ? { ...a, premiumStatus: patch.premiumStatus, tierType: patch.tierType } : a;
    }),
  };
}

/**
 * The patches that end Premium's benefits when the plan falls below Premium (SPEC.md 4: "Turning premium off
 * sets all addresses to basic"): active addresses become DEACTIVATED without a tier, premium profiles plain;
 * what they were stays as their previous state, so going Premium again offers them back (previousSummary).
 */
export function endPremiumBenefits(
  licenses: readonly PreviousLicense[],
  addresses: readonly PreviousAddress[],
): {
  licenses: Pick<License, 'id' | 'premium' | 'previousPremium'>[];
  addresses: Pick<
    Address,
    'id' | 'premiumStatus' | 'tierType' | 'previousPremiumStatus' | 'previousTierType'
  >[];
} {
  return {
    licenses: licenses
      .filter((l) => l.premium)
      .map((l) => ({ id: l.id, premium: false, previousPremium: true })),
    addresses: addresses
      .filter((a) => a.premiumStatus === 'ACTIVE')
      .map((a) => ({
        id: a.id,
        premiumStatus: 'DEACTIVATED',
        tierType: null,
        previousPremiumStatus: 'ACTIVE',
        previousTierType: a.tierType,
      })),
  };
}
