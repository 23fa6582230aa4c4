/**
 * Company form (edit) of SPEC.md section 5, also the body of PUT /companies/{id}:
 * name required max 60 ('The first name is required'), tax id max 9, phone optional with 10 digits (masked
 * input accepted, digits stored), website max 60, mission max 1500; facilities also need a License # or an
 * NPI Number (unless noLicenseOrNpi) and a directory address (the company location).
 * One shape for every company type, so forms and the API share one type; only the checks differ.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import type { CompanyType } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  isObjectPayload,
  optionalPhoneSchema,
  optionalString,
  pickedLocationSchema,
  requiredString,
} from './common.ts';
import { checkFacilityIdentifier, facilityIdentifierFields } from './facilityIdentifier.ts';
import { makeKeywordsSchema } from './keywords.ts';

const shape = z.object({
  name: requiredString(MESSAGES.companyNameRequired, LIMITS.companyNameMaxLength),
  taxId: optionalString(LIMITS.taxIdMaxLength),
  phoneNumber: optionalPhoneSchema,
  website: optionalString(LIMITS.websiteMaxLength),
  mission: optionalString(LIMITS.missionMaxLength),
  /** The company location; for facilities, the directory address (required). */
  location: pickedLocationSchema().nullish(),
  /** Ids of addresses the user removed. */
  deleteAddress: z.array(z.string()).optional(),
  /** Whether the company location is shown in the directory. */
  addressDirectory: z.boolean().optional(),
  /** The directory keywords, comma-separated (SPEC.md 5 "Keywords"); left as they are when omitted. */
  keywords: makeKeywordsSchema({ maxCount: LIMITS.companyKeywordsMaxCount }).optional(),
  ...facilityIdentifierFields,
});

/** The schema for a company of `companyType` (facilities get the identifier and directory-address rules). */
export function companyEditSchema(companyType: CompanyType) {
  return shape.superRefine(
    (value, ctx) => {
      if (companyType !== 'FACILITY') return;
      if (value.location === null || value.location === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.directoryAddressRequired, path: ['location'] });
      }
      checkFacilityIdentifier(value, ctx);
    },
    { when: isObjectPayload },
  );
}

export type CompanyEditInput = z.input<ReturnType<typeof companyEditSchema>>;
export type CompanyEditValues = z.output<ReturnType<typeof companyEditSchema>>;
