/**
 * The facility identifier rule shared by the company edit form and the activation form (SPEC.md section 5):
 * Facility License # (max 15) or NPI Number (max 10); one of them is required unless the box
 * 'This facility doesn't have a License or NPI Number' is ticked. `identifierType` records which one the user
 * chose (choosing one clears the other in the form); without it either identifier satisfies the rule.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { optionalString } from './common.ts';

export const FACILITY_IDENTIFIER_TYPES = ['LICENSE', 'NPI'] as const;
export type FacilityIdentifierType = (typeof FACILITY_IDENTIFIER_TYPES)[number];

export const facilityIdentifierFields = {
  licenseNumber: optionalString(LIMITS.licenseMaxLength),
  npiNumber: optionalString(LIMITS.npiMaxLength),
  identifierType: z.enum(FACILITY_IDENTIFIER_TYPES).nullish(),
  noLicenseOrNpi: z.boolean().optional().default(false),
};

interface IdentifierValues {
  licenseNumber?: unknown;
  npiNumber?: unknown;
  identifierType?: unknown;
  noLicenseOrNpi?: unknown;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Adds the 'The Facility License is required' / 'The NPI Number is required' issues. */
export function checkFacilityIdentifier(value: IdentifierValues, ctx: z.RefinementCtx): void {
  if (value.noLicenseOrNpi === true) return;
  const license = filled(value.licenseNumber);
  const npi = filled(value.npiNumber);
  const licenseIssue = () =>
    ctx.addIssue({ code: 'custom', message: MESSAGES.facilityLicenseRequired, path: ['licenseNumber'] });
  const npiIssue = () => ctx.addIssue({ code: 'custom', message: MESSAGES.npiRequired, path: ['npiNumber'] });
  if (value.identifierType === 'LICENSE') {
    if (!license) licenseIssue();
  } else if (value.identifierType === 'NPI') {
    if (!npi) npiIssue();
  } else if (!license && !npi) {
    licenseIssue();
    npiIssue();
  }
}
