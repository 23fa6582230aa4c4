/**
 * The My Company form's values and the premium preview of its addresses: the same domain rules the API applies
 * (premiumBaseline, applyPremiumWishes, summarizeAddressChanges), so the toggles, the free-address counter and
 * the cart asked for show what saving will store.
 */
import {
  applyPremiumWishes,
  formatPhone,
  freePremiumAddressesUsed,
  premiumBaseline,
  summarizeAddressChanges,
} from '@casebridge/domain';
import type {
  Address,
  Company,
  CompanyAddressInput,
  CompanyEditInput,
  PremiumFields,
} from '@casebridge/domain';

const BASIC: PremiumFields = {
  premiumStatus: null,
  tierType: null,
  previousPremiumStatus: null,
  previousTierType: null,
};

export function addressInput(address: Address): CompanyAddressInput {
  const { id, address: street, city, state, zipCode, country, latitude, longitude, suite } = address;
  return {
    id,
    address: street,
    city,
    state,
    zipCode,
    country,
    latitude,
    longitude,
    suite: suite ?? '',
    premiumStatus: address.premiumStatus,
  };
}

export function myCompanyDefaults(company: Company, addresses: readonly Address[]): CompanyEditInput {
  const facility = company.type === 'FACILITY';
  return {
    name: company.name,
    taxId: company.taxId ?? '',
    phoneNumber: formatPhone(company.phoneNumber),
    website: company.website ?? '',
    mission: company.mission ?? '',
    location: company.location ?? undefined,
    keywords: company.keywords ?? '',
    addresses: addresses.map(addressInput),
    ...(facility && {
      licenseNumber: company.licenseNumber ?? '',
      npiNumber: company.npiNumber ?? '',
      identifierType: company.npiNumber && !company.licenseNumber ? 'NPI' : 'LICENSE',
      noLicenseOrNpi: !company.licenseNumber && !company.npiNumber,
      addressDirectory: company.directoryVisible,
    }),
  };
}

export interface PremiumPreview {
  /** Each row's premium state after saving (tier FREE or PRO, pending cancellation...). */
  states: PremiumFields[];
  counts: ReturnType<typeof summarizeAddressChanges>;
  freeUsed: number;
  /** Whether saving changes a billed address (the cart is shown first). */
  billed: boolean;
}

/** What the rows' premium wishes become, from the saved addresses (new rows start basic). */
export function premiumPreview(
  saved: readonly Address[],
  rows: readonly Pick<CompanyAddressInput, 'id' | 'premiumStatus'>[],
): PremiumPreview {
  const byId = new Map(saved.map((a) => [a.id, a]));
  const baseline = premiumBaseline(rows.map((row) => (row.id && byId.get(row.id)) || BASIC));
  const states = applyPremiumWishes(
    baseline,
    rows.map((row) => row.premiumStatus === 'ACTIVE'),
  );
  const counts = summarizeAddressChanges(states);
  const billed = Object.values(counts).some((n) => n > 0);
  return { states, counts, freeUsed: freePremiumAddressesUsed(states), billed };
}
