/**
 * Address premium rules (SPEC.md section 4, "Address premium"). Pure functions over Address records:
 * premiumStatus / tierType are the edited state, previousPremiumStatus / previousTierType the saved one.
 *
 *  - Activating: the first premium address is tier FREE (LIMITS.freePremiumAddresses included), later ones
 *    PRO. An address whose tier is still PRO (deactivated PRO = pending cancellation) comes back as PRO.
 *  - Deactivating: premiumStatus DEACTIVATED; the tier is cleared unless it was previously PRO.
 *  - Premium off: every active address is deactivated (as above); premium on: the previous state is restored.
 *  - Classification (checked in this order):
 *      newlyPremium       tier PRO, previously not PRO, previous status DEACTIVATED or none, now ACTIVE;
 *      canceled           previously PRO and ACTIVE, now DEACTIVATED;
 *      canceledDowngrade  previously PRO and DEACTIVATED, now ACTIVE. (The spec only says "previously
 *                         DEACTIVATED, now ACTIVE"; a non-PRO address so re-activated is newlyPremium when it
 *                         becomes PRO and costs nothing when it becomes FREE, so PRO is required here.)
 */
import { LIMITS } from '../constants.ts';
import type { Address } from '../entities.ts';

export type PremiumFields = Pick<
  Address,
  'premiumStatus' | 'tierType' | 'previousPremiumStatus' | 'previousTierType'
>;

export type AddressChange = 'newlyPremium' | 'canceled' | 'canceledDowngrade';

export function isPremiumActive(address: PremiumFields): boolean {
  return address.premiumStatus === 'ACTIVE';
}

/** PRO with DEACTIVATED counts as pending cancellation. */
export function isPendingCancellation(address: PremiumFields): boolean {
  return address.tierType === 'PRO' && address.premiumStatus === 'DEACTIVATED';
}

/** How many active FREE-tier addresses the list holds ('You have used x of 1 Free Premium Address'). */
export function freePremiumAddressesUsed(addresses: readonly PremiumFields[]): number {
  return addresses.filter((a) => a.premiumStatus === 'ACTIVE' && a.tierType === 'FREE').length;
}

/** Activates `address`; `all` is the company's address list (it may contain `address` itself). */
export function activatePremium<A extends PremiumFields>(address: A, all: readonly PremiumFields[]): A {
  if (address.premiumStatus === 'ACTIVE') return address;
  if (address.tierType === 'PRO') return { ...address, premiumStatus: 'ACTIVE' };
  const freeLeft = freePremiumAddressesUsed(all.filter((a) => a !== address)) < LIMITS.freePremiumAddresses;
  return { ...address, premiumStatus: 'ACTIVE', tierType: freeLeft ? 'FREE' : 'PRO' };
}

export function deactivatePremium<A extends PremiumFields>(address: A): A {
  return {
    ...address,
    premiumStatus: 'DEACTIVATED',
    tierType: address.previousTierType === 'PRO' ? 'PRO' : null,
  };
}

/** Activates or deactivates one address of the list, answering the new list. */
export function setAddressPremium<A extends PremiumFields>(
  addresses: readonly A[],
  index: number,
  on: boolean,
): A[] {
  return addresses.map((a, i) => {
    if (i !== index) return a;
    return on ? activatePremium(a, addresses) : deactivatePremium(a);
  });
}

/** Turning premium off sets all addresses to basic. */
export function turnPremiumOff<A extends PremiumFields>(addresses: readonly A[]): A[] {
  return addresses.map((a) => (a.premiumStatus === 'ACTIVE' ? deactivatePremium(a) : a));
}

/** Turning premium on restores the previous status. */
export function turnPremiumOn<A extends PremiumFields>(addresses: readonly A[]): A[] {
  return addresses.map((a) => ({
    ...a,
    premiumStatus: a.previousPremiumStatus,
    tierType: a.previousTierType,
  }));
}

/** After a successful save the edited state becomes the previous one. */
export function commitPremium<A extends PremiumFields>(address: A): A {
  return { ...address, previousPremiumStatus: address.premiumStatus, previousTierType: address.tierType };
}

export function classifyAddress(a: PremiumFields): AddressChange | null {
  if (
    a.tierType === 'PRO' &&
    a.previousTierType !== 'PRO' &&
    a.previousPremiumStatus !== 'ACTIVE' &&
    a.premiumStatus === 'ACTIVE'
  ) {
    return 'newlyPremium';
  }
  if (
    a.previousTierType === 'PRO' &&
    a.previousPremiumStatus === 'ACTIVE' &&
    a.premiumStatus === 'DEACTIVATED'
  ) {
    return 'canceled';
  }
  if (
    a.previousTierType === 'PRO' &&
    a.previousPremiumStatus === 'DEACTIVATED' &&
    a.premiumStatus === 'ACTIVE'
  ) {
    return 'canceledDowngrade';
  }
  return null;
}

/** The address counts of PUT /subscriptions/{id}/summary (field names as the spec spells them). */
export interface AddressSummaryCounts {
  newAditionalAddresses: number;
  newCanceledAddresses: number;
  newCanceledDowngradeAddresses: number;
}

export function summarizeAddressChanges(addresses: readonly PremiumFields[]): AddressSummaryCounts {
  const count = (change: AddressChange) => addresses.filter((a) => classifyAddress(a) === change).length;
  return {
    newAditionalAddresses: count('newlyPremium'),
    newCanceledAddresses: count('canceled'),
    newCanceledDowngradeAddresses: count('canceledDowngrade'),
  };
}
