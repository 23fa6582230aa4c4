/**
 * The addresses part of PUT /companies/{id} and DELETE /addresses (SPEC.md 3 "Company save payload", 4 "Address
 * premium"): edits and additions must be places of the maps service and not repeat another address of the
 * company; premium wishes become tiers through the domain's applyPremiumWishes; a change that adds paid
 * premium addresses is priced with the subscription summary and needs a card on file; the saved state is
 * committed (previous = current).
 */
import { randomUUID } from 'node:crypto';
import {
  COMPANY_ADDRESS_MESSAGES,
  DEFAULT_PLAN_PRICING,
  MESSAGES,
  applyPremiumWishes,
  billedExtras,
  commitPremium,
  isDuplicateAddress,
  premiumBaseline,
  premiumToggleRefusal,
  summarizeAddressChanges,
  summaryCart,
} from '@casebridge/domain';
import type { Address, Company, CompanyAddressInput } from '@casebridge/domain';
import { conflict, notFound, paymentFailed, validationError } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { geocoderOf } from '../activation/geo.ts';

type PlaceInput = Omit<CompanyAddressInput, 'id' | 'premiumStatus'>;
const PLACE_KEYS = ['address', 'city', 'state', 'zipCode', 'latitude', 'longitude'] as const;
const samePlace = (a: PlaceInput, b: Address) => PLACE_KEYS.every((k) => a[k] === b[k]);

export function companyAddresses(services: Services, companyId: string): Address[] {
  return services.store.collection('addresses').findBy('companyId', companyId);
}

/** The company's addresses `ids`; 404 when one is not the company's. */
export function ownAddresses(services: Services, companyId: string, ids: readonly string[]): Address[] {
  const found = services.store.collection('addresses').getMany([...new Set(ids)]);
  if (found.length !== new Set(ids).size || found.some((a) => a.companyId !== companyId))
    throw notFound(COMPANY_ADDRESS_MESSAGES.addressNotFound);
  return found;
}

/**
 * Makes the company's addresses `ids` the license's: the others that had it lose it; an address belongs to one
 * license at a time, so one another license had moves to this one. 404 when an id is not the company's.
 */
export function assignLicenseAddresses(
  services: Services,
  companyId: string,
  licenseId: string,
  ids: readonly string[],
): void {
  const chosen = new Set(ownAddresses(services, companyId, ids).map((a) => a.id));
  for (const address of companyAddresses(services, companyId)) {
    const has = address.licenseId === licenseId;
    if (chosen.has(address.id) && !has)
      services.store.update('addresses', address.id, { licenseId, licensesCount: 1 });
    if (!chosen.has(address.id) && has)
      services.store.update('addresses', address.id, { licenseId: null, licensesCount: 0 });
  }
}

function newAddress(company: Company, input: PlaceInput): Address {
  return {
    id: `addr-${randomUUID()}`,
    companyId: company.id,
    licenseId: null,
    auxId: randomUUID(),
    address: input.address,
    city: input.city,
    state: input.state,
    country: input.country ?? 'US',
    zipCode: input.zipCode,
    latitude: input.latitude,
    longitude: input.longitude,
    suite: input.suite ?? null,
    selected: true,
    premiumStatus: null,
    tierType: null,
    previousPremiumStatus: null,
    previousTierType: null,
    licensesCount: 0,
  };
}

/** Removes `ids` (the company's; never its location: 409). A premium PRO address removed is canceled. */
export function removeAddresses(services: Services, company: Company, ids: readonly string[]): void {
  const removed = ownAddresses(services, company.id, ids);
  if (removed.some((a) => a.id === company.location?.id))
    throw conflict(COMPANY_ADDRESS_MESSAGES.locationAddress);
  for (const address of removed) services.store.remove('addresses', address.id);
}

interface AddressEdit {
  addresses?: CompanyAddressInput[] | undefined;
  deleteAddress?: string[] | undefined;
}

/** Applies the payload's addresses and deletions to the store (see the module's comment). */
export async function saveAddresses(services: Services, company: Company, edit: AddressEdit): Promise<void> {
  if (edit.deleteAddress?.length) removeAddresses(services, company, edit.deleteAddress);
  if (!edit.addresses) return;
  const saved = companyAddresses(services, company.id);
  const inputs = edit.addresses;
  ownAddresses(
    services,
    company.id,
    inputs.flatMap((a) => (a.id ? [a.id] : [])),
  );
  const byId = new Map(saved.map((a) => [a.id, a]));

  // Places: edited or new ones must come from the maps service and must not repeat another address.
  const seen: PlaceInput[] = saved.filter((a) => !inputs.some((i) => i.id === a.id));
  for (const [index, input] of inputs.entries()) {
    const current = input.id ? byId.get(input.id) : undefined;
    if (isDuplicateAddress(placeOf(input), seen))
      throw validationError({ [`addresses.${index}`]: MESSAGES.duplicateAddress }, MESSAGES.duplicateAddress);
    if (!current || !samePlace(input, current)) {
      if (!(await geocoderOf(services).isKnownPlace(input)))
        throw validationError({ [`addresses.${index}`]: MESSAGES.invalidAddress }, MESSAGES.invalidAddress);
    }
    seen.push(placeOf(input));
  }

  // Premium: the list in store order, then the new addresses; wishes default to the saved state.
  const list = [
    ...saved.map((a) => {
      const input = inputs.find((i) => i.id === a.id);
      return { record: input ? { ...a, ...placeOf(input) } : a, input };
    }),
    ...inputs.filter((i) => !i.id).map((input) => ({ record: newAddress(company, input), input })),
  ];
  const baseline = premiumBaseline(list.map((e) => e.record));
  const wanted = list.map(({ input }, i) =>
    input?.premiumStatus === undefined
      ? baseline[i]?.premiumStatus === 'ACTIVE'
      : input.premiumStatus === 'ACTIVE',
  );
  const next = applyPremiumWishes(baseline, wanted);
  const premiumChanged = next.some((a, i) => a.premiumStatus !== baseline[i]?.premiumStatus);
  if (premiumChanged) checkPremiumPayment(services, company, next);

  for (const address of next.map(commitPremium)) {
    if (byId.has(address.id)) services.store.update('addresses', address.id, address);
    else services.store.insert('addresses', address);
  }
}

const placeOf = (input: CompanyAddressInput): PlaceInput => ({
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  country: input.country ?? 'US',
  latitude: input.latitude,
  longitude: input.longitude,
  suite: input.suite ?? null,
});

/** 409 when the toggles are refused; a change that costs money now needs a card on file (402 otherwise). */
function checkPremiumPayment(services: Services, company: Company, next: Address[]): void {
  const subscription = services.store.collection('subscriptions').findOne('companyId', company.id);
  const refusal = premiumToggleRefusal(subscription);
  if (refusal || !subscription) throw conflict(refusal ?? COMPANY_ADDRESS_MESSAGES.premiumNotIncluded);
  const saved = companyAddresses(services, company.id);
  const licenses = services.store.collection('licenses').findBy('companyId', company.id);
  const billed = {
    planType: subscription.planType,
    billingType: subscription.billingType,
    companyType: company.type,
    ...billedExtras(premiumBaseline(saved), licenses),
    trial: subscription,
  };
  const cart = summaryCart(DEFAULT_PLAN_PRICING, billed, summarizeAddressChanges(next), services.clock.now());
  if (cart.dueAmount > 0 && !subscription.creditCard)
    throw paymentFailed(COMPANY_ADDRESS_MESSAGES.noCardOnFile);
}
