/**
 * Shared zod 4 building blocks with the spec's exact messages (from MESSAGES), and fieldErrors().
 * Form inputs arrive as strings ('' when empty); API payloads may send null for optional fields.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES, format } from '../messages.ts';
import { phoneDigitsOnly } from '../rules/format.ts';

export function maxLengthMessage(max: number): string {
  return format(MESSAGES.maxLength, { max });
}

/** The example filled into 'The email must follow {email} format'. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';
export const EMAIL_FORMAT_MESSAGE = format(MESSAGES.emailFormat, { email: EMAIL_FORMAT_EXAMPLE });

/** A trimmed, non-empty string: missing or blank -> `message`; longer than `max` -> maxLength message. */
export function requiredString(message: string, max?: number) {
  const base = z.string({ error: message }).trim().min(1, { error: message });
  return max === undefined ? base : base.max(max, { error: maxLengthMessage(max) });
}

/** An optional trimmed string (null, undefined or '' are fine) of at most `max` characters. */
export function optionalString(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .nullish();
}

/** E-mail: required ('The email is required'), format ('The email must follow {email} format'), max 320. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(LIMITS.emailMaxLength, { error: maxLengthMessage(LIMITS.emailMaxLength) })
  .pipe(z.email({ error: EMAIL_FORMAT_MESSAGE }));

/** What a phone field may hold: digits and the mask's characters ((###) ###-####: parentheses, space, hyphen). */
export const PHONE_TEXT = /^[\d() -]*$/;

/** Whether `value` is phone text (letters such as 'x663x470x3059' are refused, not dropped). */
export function isPhoneText(value: string): boolean {
  return PHONE_TEXT.test(value);
}

/** The one phone text check of every phone field (the server's schemas and the forms). */
export const phoneTextSchema = z
  .string({ error: MESSAGES.phoneDigits })
  .max(LIMITS.phoneMaskedMaxLength, { error: MESSAGES.phoneDigits })
  .refine(isPhoneText, { error: MESSAGES.phoneCharacters });

/**
 * Optional phone: accepts masked input '(555) 123-4567' or digits, stores digits only (null when empty);
 * when given it needs 10 digits ('The phone number must contain 10 digits'), and nothing but phone text.
 */
export const optionalPhoneSchema = phoneTextSchema
  .nullish()
  .transform((value) => {
    const digits = phoneDigitsOnly(value);
    return digits === '' ? null : digits;
  })
  .refine((digits) => digits === null || digits.length === LIMITS.phoneDigits, {
    error: MESSAGES.phoneDigits,
  });

/** A choice among `values` (dropdowns, radios): missing -> `message`, unknown -> MESSAGES.invalidOption. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? message
        : MESSAGES.invalidOption,
  });
}

/**
 * A location picked from the maps suggestions: latitude, longitude, address, city, state and zip code are all
 * required, otherwise MESSAGES.invalidAddress (fieldErrors also reports it under the parent path).
 */
export function pickedLocationSchema(message: string = MESSAGES.invalidAddress) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return z.object(
    {
      id: z.string().optional(),
      latitude: z.number({ error: message }),
      longitude: z.number({ error: message }),
      address: text,
      city: text,
      state: text,
      zipCode: text,
      country: z.string().trim().optional().default('US'),
      suite: optionalString(LIMITS.suiteMaxLength),
    },
    { error: message },
  );
}

/**
 * For `.superRefine(fn, { when: isObjectPayload })`: run a cross-field check even when other fields failed
 * (zod skips it otherwise), as long as the value is an object. The check must tolerate invalid fields.
 */
export function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

export const FORM_ERROR_KEY = '_form';

/**
 * The first message per dotted path ('location.address'), plus the same message under every ancestor path
 * that has none yet ('location'), so a form can show one error for a composite field. Issues without a
 * path go under FORM_ERROR_KEY.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (path.length === 0) {
      out[FORM_ERROR_KEY] ??= issue.message;
      continue;
    }
    for (let i = path.length; i >= 1; i -= 1) out[path.slice(0, i).join('.')] ??= issue.message;
  }
  return out;
}

/** safeParse + fieldErrors: `{ data }` on success, `{ errors }` otherwise. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
}
