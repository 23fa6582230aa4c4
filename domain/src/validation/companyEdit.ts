/**
 * Company form (edit) of SPEC.md section 5, also the body of PUT /companies/{id}:
 * name required max 60 ('The first name is required'), tax id max 9, phone optional with 10 digits (masked
 * input accepted, digits stored), website max 60 (http(s) only, validation/webAddress.ts), mission max 1500; facilities also need a License # or an
 * NPI Number (unless noLicenseOrNpi) and a directory address (the company location).
 * One shape for every company type, so forms and the API share one type; only the checks differ.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PREMIUM_STATUSES } from '../enums.ts';
import type { CompanyType } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { isSameAddress } from '../rules/completeAccount.ts';
import { SHARE_LINK_POLICIES } from '../rules/shareLinks.ts';
import {
  isObjectPayload,
  optionalPhoneSchema,
  optionalString,
  pickedLocationSchema,
  requiredString,
} from './common.ts';
import { optionalWebAddress } from './webAddress.ts';
import { checkFacilityIdentifier, facilityIdentifierFields } from './facilityIdentifier.ts';
import { makeKeywordsSchema } from './keywords.ts';

/** One of the company's addresses as the form sends it: a place of the maps service, its suite, premium. */
export const companyAddressInputSchema = pickedLocationSchema().extend({
  /** The saved address's id; absent for an address added in this edit. */
  id: z.string().min(1).nullish(),
  /** The premium wanted: ACTIVE, or DEACTIVATED / null for basic (the tier is the API's to decide). */
  premiumStatus: z.enum(PREMIUM_STATUSES).nullish(),
});
export type CompanyAddressInput = z.input<typeof companyAddressInputSchema>;

/** At most this many addresses in one save. */
export const COMPANY_ADDRESSES_MAX = 100;

const shape = z.object({
  name: requiredString(MESSAGES.companyNameRequired, LIMITS.companyNameMaxLength),
  taxId: optionalString(LIMITS.taxIdMaxLength),
  phoneNumber: optionalPhoneSchema,
  website: optionalWebAddress(LIMITS.websiteMaxLength),
  mission: optionalString(LIMITS.missionMaxLength),
  /** The company location; for facilities, the directory address (required). */
  location: pickedLocationSchema().nullish(),
  /** Ids of addresses the user removed. */
  deleteAddress: z.array(z.string()).optional(),
  /** The company's addresses, edited (with an id) or added (without); others are left as they are. */
  addresses: z.array(companyAddressInputSchema).max(COMPANY_ADDRESSES_MAX).optional(),
  /** Whether the company is shown in the directory at its directory address (VALIDATED companies only). */
  addressDirectory: z.boolean().optional(),
  /** The directory keywords, comma-separated (SPEC.md 5 "Keywords"); left as they are when omitted. */
  keywords: makeKeywordsSchema({ maxCount: LIMITS.companyKeywordsMaxCount }).optional(),
  /** Who creates public share links to case files (issue 39); left as it is when omitted. */
  shareLinkPolicy: z.enum(SHARE_LINK_POLICIES, { error: MESSAGES.invalidOption }).optional(),
  ...facilityIdentifierFields,
});

/**
 * The schema for a company of `companyType` (facilities get the identifier and directory-address rules). One
 * per type, made once: zod compiles a schema on its first parse, and the API validates every company save.
 */
export function companyEditSchema(companyType: CompanyType) {
  let schema = editSchemas.get(companyType);
  if (!schema) {
    schema = buildCompanyEditSchema(companyType);
    editSchemas.set(companyType, schema);
  }
  return schema;
}

const editSchemas = new Map<CompanyType, ReturnType<typeof buildCompanyEditSchema>>();

function buildCompanyEditSchema(companyType: CompanyType) {
  return shape.superRefine(
    (value, ctx) => {
      checkDuplicateAddresses(value.addresses, ctx);
      if (companyType !== 'FACILITY') return;
      if (value.location === null || value.location === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.directoryAddressRequired, path: ['location'] });
      }
      checkFacilityIdentifier(value, ctx);
    },
    { when: isObjectPayload },
  );
}

type AddressLike = Partial<Record<'address' | 'city' | 'state' | 'zipCode' | 'suite', unknown>>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const placeOf = (a: AddressLike) => ({
  address: text(a.address),
  city: text(a.city),
  state: text(a.state),
  zipCode: text(a.zipCode),
  suite: text(a.suite),
});

/** 'This address is already in your company' on every address that repeats an earlier one of the list. */
function checkDuplicateAddresses(addresses: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(addresses)) return;
  const places = addresses.map((a: unknown) => placeOf(typeof a === 'object' && a ? (a as AddressLike) : {}));
  places.forEach((place, i) => {
    if (places.slice(0, i).some((earlier) => isSameAddress(place, earlier)))
      ctx.addIssue({ code: 'custom', message: MESSAGES.duplicateAddress, path: ['addresses', i] });
  });
}

export type CompanyEditInput = z.input<ReturnType<typeof companyEditSchema>>;
export type CompanyEditValues = z.output<ReturnType<typeof companyEditSchema>>;
