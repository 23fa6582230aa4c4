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

const text = (v: unknown): string | null => (filled(v) ? (v as string).trim() : null);

/**
 * The identifier a company keeps, whatever the client sends (SPEC.md 5 "License or NPI, not both"): a facility
 * keeps the one it chose (identifierType), else its Facility License # when both came, else its NPI; none with
 * the 'doesn't have' box. Attorneys and providers keep a license number only: their NPI-like identifiers are
 * their professionals' (section 3 "Member details"), so a company NPI is dropped. Null when no identifier field
 * was sent (an edit leaves them as they are).
 */
export function keptIdentifier(
  companyType: string,
  values: IdentifierValues,
): { licenseNumber: string | null; npiNumber: string | null } | null {
  const sent =
    values.noLicenseOrNpi === true ||
    [values.licenseNumber, values.npiNumber, values.identifierType].some((v) => v !== undefined);
  if (!sent) return null;
  const license = text(values.licenseNumber);
  const npi = text(values.npiNumber);
  if (companyType !== 'FACILITY') return { licenseNumber: license, npiNumber: null };
  if (values.noLicenseOrNpi === true) return { licenseNumber: null, npiNumber: null };
  if (values.identifierType === 'NPI') return { licenseNumber: null, npiNumber: npi };
  if (values.identifierType === 'LICENSE' || license) return { licenseNumber: license, npiNumber: null };
  return { licenseNumber: null, npiNumber: npi };
}
