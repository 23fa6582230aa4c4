/**
 * The claimant's own profile (/claimant/complete-profile; PUT /claimants/me, the product's own path): first
 * and last name, phone (masked (###) ###-#### or digits, stored digits only), date of birth (MM/DD/YYYY as
 * typed, or YYYY-MM-DD; stored as an ISO timestamp at UTC midnight) and a US mailing address. Every field is
 * required except the suite: saving completes the profile.
 * The schema accepts its own output, so a client may send the parsed values and the server parse them again.
 */
import { z } from 'zod';
import { LIMITS, MIN_BIRTH_YEAR } from '../constants.ts';
import { CLAIMANT_LANGUAGES } from '../i18n/languages.ts';
import type { Claimant } from '../entities.ts';
import { MESSAGES, format } from '../messages.ts';
import { formatInputDate, formatPhone, parseInputDate, phoneDigitsOnly } from '../rules/format.ts';
import { US_STATE_IDS } from '../usStates.ts';
import { optionalString, phoneTextSchema, requiredChoice, requiredString } from './common.ts';

export const CLAIMANT_ADDRESS_MAX_LENGTH = 120;
export const CLAIMANT_CITY_MAX_LENGTH = 60;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/;

/** A date of birth as typed (MM/DD/YYYY) or as stored (YYYY-MM-DD, optionally at UTC midnight), or null. */
export function parseBirthDate(text: string): Date | null {
  const iso = ISO_DAY.exec(text.trim());
  if (!iso) return parseInputDate(text);
  return parseInputDate(`${iso[2]}/${iso[3]}/${iso[1]}`);
}

const startOfUtcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

function dateOfBirthSchema(now: () => Date) {
  return requiredString(MESSAGES.thisFieldRequired).transform((text, ctx) => {
    const date = parseBirthDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateOfBirthFormat });
      return z.NEVER;
    }
    if (date.getTime() > startOfUtcDay(now())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateOfBirthFuture });
      return z.NEVER;
    }
    if (date.getUTCFullYear() < MIN_BIRTH_YEAR) {
      ctx.addIssue({ code: 'custom', message: format(MESSAGES.dateOfBirthTooOld, { year: MIN_BIRTH_YEAR }) });
      return z.NEVER;
    }
    return date.toISOString();
  });
}

/** Required phone: empty -> 'This field is required'; otherwise 10 digits ('The phone number must contain 10 digits'). */
const requiredPhoneSchema = z
  .string({ error: MESSAGES.thisFieldRequired })
  .trim()
  .min(1, { error: MESSAGES.thisFieldRequired })
  .pipe(phoneTextSchema)
  .transform((value) => phoneDigitsOnly(value))
  .refine((digits) => digits.length === LIMITS.phoneDigits, { error: MESSAGES.phoneDigits });

const zipCodeSchema = requiredString(MESSAGES.zipRequired).refine((zip) => /^\d{5}$/.test(zip), {
  error: MESSAGES.zipInvalid,
});

/** Builds the profile schema; `now` decides which dates of birth are in the future. */
export function claimantProfileSchema(now: () => Date = () => new Date()) {
  return z.object({
    name: requiredString(MESSAGES.thisFieldRequired, LIMITS.nameMaxLength),
    lastName: requiredString(MESSAGES.thisFieldRequired, LIMITS.nameMaxLength),
    phone: requiredPhoneSchema,
    dateOfBirth: dateOfBirthSchema(now),
    address: requiredString(MESSAGES.thisFieldRequired, CLAIMANT_ADDRESS_MAX_LENGTH),
    suite: optionalString(LIMITS.suiteMaxLength),
    city: requiredString(MESSAGES.thisFieldRequired, CLAIMANT_CITY_MAX_LENGTH),
    state: requiredChoice(US_STATE_IDS as [string, ...string[]], MESSAGES.thisFieldRequired),
    zipCode: zipCodeSchema,
  });
}

export type ClaimantProfileInput = z.input<ReturnType<typeof claimantProfileSchema>>;
export type ClaimantProfileValues = z.output<ReturnType<typeof claimantProfileSchema>>;

/** The form's starting values from the stored claimant (masked phone, MM/DD/YYYY date, '' when unknown). */
export function claimantProfileInput(
  claimant: Claimant,
): Required<{ [K in keyof ClaimantProfileInput]: string }> {
  return {
    name: claimant.name,
    lastName: claimant.lastName,
    phone: formatPhone(claimant.phone),
    dateOfBirth: claimant.dateOfBirth ? formatInputDate(claimant.dateOfBirth, 'UTC') : '',
    address: claimant.location?.address ?? '',
    suite: claimant.location?.suite ?? '',
    city: claimant.location?.city ?? '',
    state: claimant.location?.state ?? '',
    zipCode: claimant.location?.zipCode ?? '',
  };
}

/** PUT /claimants/me/language: the claimant's language, from the allow-list (CLAIMANT_LANGUAGES). */
export const claimantLanguageSchema = z.object({
  language: z.enum(CLAIMANT_LANGUAGES, { error: MESSAGES.claimantLanguageInvalid }),
});
export type ClaimantLanguageValues = z.output<typeof claimantLanguageSchema>;
