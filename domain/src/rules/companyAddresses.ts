/**
 * My Company's addresses (SPEC.md 4 "Address premium", 7 "Addresses"): the premium toggles applied to the
 * saved list, written once for the portal (what the toggles show, the cart it asks for) and the fake API (what
 * PUT /companies/{id} stores and charges).
 *
 * The saved state is the baseline (every address committed: previous = current). The edit says, per address,
 * whether premium is wanted; deactivations are applied first, then activations in list order, so freeing the
 * FREE address and activating another one in the same save gives the new one the FREE tier whatever the order
 * of the clicks. The result keeps the baseline as `previous*`, so summarizeAddressChanges classifies it.
 */
import type { Subscription } from '../entities.ts';
import { activatePremium, commitPremium, deactivatePremium, isPremiumActive } from './addressPremium.ts';
import type { PremiumFields } from './addressPremium.ts';
import { isEffectivelyPremium, isSubscriptionValid, premiumDisabled } from './plans.ts';

export const COMPANY_ADDRESS_MESSAGES = {
  premiumNotIncluded:
    'Premium visibility is a Premium benefit: upgrade your plan to make an address premium.',
  premiumToggleDisabled:
    'The premium toggles are disabled while your subscription is pending cancellation or its payment failed.',
  noCardOnFile: 'Add a payment method in My Account before adding paid premium addresses.',
  locationAddress: 'This is the company address: choose another company address before removing it.',
  addressNotFound: 'This address is not one of your company addresses.',
  visibilityNeedsValidation: 'The directory visibility can be changed once your company is validated.',
  addressesRemoved: 'The address was removed.',
  premiumConfirmTitle: 'Confirm your premium addresses',
} as const;

/** The baseline: each saved address as its own previous state. */
export function premiumBaseline<A extends PremiumFields>(saved: readonly A[]): A[] {
  return saved.map(commitPremium);
}

/**
 * The premium state after the edit: `baseline` (premiumBaseline of the saved list, new addresses basic) and
 * whether each one is wanted premium. Unchanged addresses are left as they are.
 */
export function applyPremiumWishes<A extends PremiumFields>(
  baseline: readonly A[],
  wanted: readonly boolean[],
): A[] {
  const next = baseline.map((a, i) => (isPremiumActive(a) && wanted[i] === false ? deactivatePremium(a) : a));
  next.forEach((a, i) => {
    if (!isPremiumActive(a) && wanted[i] === true) next[i] = activatePremium(a, next);
  });
  return next;
}

/**
 * Why the premium toggles are disabled for this subscription (null: they are enabled): premium visibility is a
 * Premium benefit; a subscription pending cancellation (Premium until its date) or whose payment is invalid
 * keeps its premium addresses but cannot change them (SPEC.md 4).
 */
export function premiumToggleRefusal(
  subscription: Pick<Subscription, 'planType' | 'status' | 'paymentError'> | null | undefined,
): string | null {
  if (!subscription || !isEffectivelyPremium(subscription))
    return COMPANY_ADDRESS_MESSAGES.premiumNotIncluded;
  if (premiumDisabled(subscription) || !isSubscriptionValid(subscription))
    return COMPANY_ADDRESS_MESSAGES.premiumToggleDisabled;
  return null;
}
