/**
 * My Company's licensed professional profiles (issue 15; SPEC.md 3 "Professional", 7 "Companies" /licenses and
 * "Session, users and verification" PUT /users/profile/{id}/activate and /deactivate; 9 "Premium includes 2
 * premium profiles"). A profile is a License; it is active when it is a premium profile (`premium`), which is
 * what the subscription bills (billedExtras: active profiles beyond the included ones, 19/mo each).
 *
 * Decisions (the spec gives the counts and the summary's lists, not the rules):
 *  - Only a Premium (PRO) subscription has active profiles: on Basic or Advanced the section lists the
 *    profiles and says that activating or adding them needs Premium (409 from the API). A Premium subscription
 *    pending cancellation or whose payment failed cannot change them, as for premium addresses.
 *  - The first LIMITS.premiumProfilesIncluded active profiles are included; activating or adding one more is
 *    an extra profile: the portal prices it first (PUT /subscriptions/{id}/summary, newAditionalProfiles: 1)
 *    and the card on file pays it; without a card the API answers 402.
 *  - The owner's own profile (the license linked to the owner's user) cannot be deactivated: it is the
 *    company's professional in the directory and what the plan's included profiles are for.
 *  - Managing profiles is for the company's OWNER or ADMIN (403 for a plain member, 404 for another company's
 *    profile); internal staff who manage external users keep their access.
 */
import type { License, Subscription } from '../entities.ts';
import { LIMITS } from '../constants.ts';
import { premiumToggleRefusal } from './companyAddresses.ts';
import { isEffectivelyPremium } from './plans.ts';

export const PROFILE_MESSAGES = {
  premiumOnly: 'Professional profiles are a Premium benefit: upgrade to Premium to add or activate them.',
  alreadyActive: 'This profile is already active.',
  alreadyInactive: 'This profile is already inactive.',
  ownerProfile: "The owner's profile stays active: it cannot be deactivated.",
  noCardOnFile: 'Add a payment method in My Account before adding paid professional profiles.',
  cartTitle: 'Confirm your extra professional profile',
  added: 'The profile was added.',
  activated: 'The profile was activated.',
  deactivated: 'The profile was deactivated.',
  addressesSaved: "The profile's addresses were saved.",
} as const;

type ProfileSubscription = Pick<Subscription, 'planType' | 'status' | 'paymentError'> | null | undefined;

/** How many active (premium) profiles the list holds. */
export function activeProfileCount(licenses: readonly Pick<License, 'premium'>[]): number {
  return licenses.filter((l) => l.premium).length;
}

/** How many included profiles are still free (0 once they are used up). */
export function includedProfilesLeft(licenses: readonly Pick<License, 'premium'>[]): number {
  return Math.max(0, LIMITS.premiumProfilesIncluded - activeProfileCount(licenses));
}

/** Why profiles cannot be activated or added on this subscription (null: they can). */
export function profileChangeRefusal(subscription: ProfileSubscription): string | null {
  if (!subscription || !isEffectivelyPremium(subscription)) return PROFILE_MESSAGES.premiumOnly;
  return premiumToggleRefusal(subscription);
}

export type ProfileSwitch =
  | { kind: 'refused'; reason: string }
  /** Allowed; `paid`: an extra profile beyond the included ones (the summary's newAditionalProfiles). */
  | { kind: 'allowed'; paid: boolean };

/** Whether `license` may be activated, and whether that is a paid extra profile. */
export function profileActivation(
  license: Pick<License, 'id' | 'premium'>,
  companyLicenses: readonly Pick<License, 'id' | 'premium'>[],
  subscription: ProfileSubscription,
): ProfileSwitch {
  if (license.premium) return { kind: 'refused', reason: PROFILE_MESSAGES.alreadyActive };
  const refusal = profileChangeRefusal(subscription);
  if (refusal) return { kind: 'refused', reason: refusal };
  const others = companyLicenses.filter((l) => l.id !== license.id);
  return { kind: 'allowed', paid: includedProfilesLeft(others) === 0 };
}

/** Whether a new profile may be added (active), and whether it is a paid extra profile. */
export function profileAddition(
  companyLicenses: readonly Pick<License, 'premium'>[],
  subscription: ProfileSubscription,
): ProfileSwitch {
  const refusal = profileChangeRefusal(subscription);
  if (refusal) return { kind: 'refused', reason: refusal };
  return { kind: 'allowed', paid: includedProfilesLeft(companyLicenses) === 0 };
}

/**
 * Whether `license` may be deactivated: an active profile but the owner's (`ownerId`, the owner's user id).
 * Deactivating is allowed while the subscription cannot otherwise change profiles (it only lowers the bill).
 */
export function profileDeactivation(
  license: Pick<License, 'premium' | 'userId'>,
  ownerId: string | null,
): ProfileSwitch {
  if (!license.premium) return { kind: 'refused', reason: PROFILE_MESSAGES.alreadyInactive };
  if (ownerId !== null && license.userId === ownerId)
    return { kind: 'refused', reason: PROFILE_MESSAGES.ownerProfile };
  return { kind: 'allowed', paid: false };
}
