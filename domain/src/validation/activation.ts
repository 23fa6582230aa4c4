/**
 * 'Activate your account' forms (SPEC.md section 5, "Activation and company address"), also the bodies of the
 * complete-account calls (payloads of section 3, plus the form's billing choice and identifier choice).
 *  - Company name required, max 60; suite optional, max 60; location picked from the maps suggestions.
 *  - Facility: type required; type 'Other' -> facilityTypeOther required, max 50; License # (max 15) or
 *    NPI Number (max 10) required unless noLicenseOrNpi.
 *  - Professional: first name, last name (max 60 like every name), specialty and professional license #
 *    (max 15) all required.
 *  - Billing choice required. Every 'required' message is 'The field is required'.
 */
import { z } from 'zod';
import { FACILITY_TYPE_OTHER_ID } from '../catalogs.ts';
import { LIMITS } from '../constants.ts';
import { BILLING_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  isObjectPayload,
  optionalString,
  pickedLocationSchema,
  requiredChoice,
  requiredString,
} from './common.ts';
import { checkFacilityIdentifier, facilityIdentifierFields } from './facilityIdentifier.ts';

const required = MESSAGES.fieldRequired;

const commonFields = {
  companyName: requiredString(required, LIMITS.companyNameMaxLength),
  location: pickedLocationSchema(),
  suite: optionalString(LIMITS.suiteMaxLength),
  billingType: requiredChoice(BILLING_TYPES, required),
};

export const activationFacilitySchema = z
  .object({
    ...commonFields,
    ...facilityIdentifierFields,
    facilityType: requiredString(required),
    facilityTypeOther: optionalString(LIMITS.otherFacilityTypeMaxLength),
  })
  .superRefine(
    (value, ctx) => {
      const other = typeof value.facilityTypeOther === 'string' ? value.facilityTypeOther.trim() : '';
      if (value.facilityType === FACILITY_TYPE_OTHER_ID && other === '') {
        ctx.addIssue({ code: 'custom', message: required, path: ['facilityTypeOther'] });
      }
      checkFacilityIdentifier(value, ctx);
    },
    { when: isObjectPayload },
  );

export const activationProfessionalSchema = z.object({
  ...commonFields,
  name: requiredString(required, LIMITS.nameMaxLength),
  lastName: requiredString(required, LIMITS.nameMaxLength),
  specialtyId: requiredString(required),
  professionalLicenseNumber: requiredString(required, LIMITS.licenseMaxLength),
  /** The existing licensed profile being completed, when any. */
  profileId: z.string().nullish(),
});

export type ActivationFacilityInput = z.input<typeof activationFacilitySchema>;
export type ActivationFacilityValues = z.output<typeof activationFacilitySchema>;
export type ActivationProfessionalInput = z.input<typeof activationProfessionalSchema>;
export type ActivationProfessionalValues = z.output<typeof activationProfessionalSchema>;
