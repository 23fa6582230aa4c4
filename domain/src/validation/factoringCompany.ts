/**
 * A factoring company as the console creates or edits it: contact data, the services it offers (section 3),
 * the states it serves and its request limits. Multipart forms send arrays as JSON text or repeated fields and
 * numbers as text: the schema accepts both, so the console's form and the API parse the same way.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { FACTORING_SERVICES, FUNDING_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { US_STATE_IDS } from '../usStates.ts';
import { emailSchema, optionalPhoneSchema, requiredString } from './common.ts';
import { optionalWebAddress } from './webAddress.ts';

/** '["A","B"]', 'A,B', ['A','B'] or 'A' -> ['A','B']. */
function listOf(value: unknown): unknown {
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'string' ? listOf(v) : [v])) as unknown[];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text.split(',').map((part) => part.trim());
}

const choiceList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    listOf,
    z
      .array(z.enum(values, { error: MESSAGES.invalidOption }), { error: MESSAGES.selectAtLeastOne })
      .min(1, { error: MESSAGES.selectAtLeastOne }),
  );

const amount = z.coerce
  .number({ error: MESSAGES.fieldRequired })
  .min(0, { error: MESSAGES.fieldRequired })
  .max(100_000_000);

export const factoringCompanySchema = z
  .object({
    name: requiredString(MESSAGES.fieldRequired, LIMITS.companyNameMaxLength),
    email: emailSchema,
    phoneNumber: optionalPhoneSchema,
    website: optionalWebAddress(LIMITS.websiteMaxLength),
    services: choiceList(FACTORING_SERVICES),
    stateCodes: z.preprocess(
      listOf,
      z
        .array(
          z.string().refine((id) => US_STATE_IDS.includes(id), { error: MESSAGES.invalidOption }),
          {
            error: MESSAGES.selectAtLeastOne,
          },
        )
        .min(1, { error: MESSAGES.selectAtLeastOne }),
    ),
    requestTypes: choiceList(FUNDING_TYPES),
    minRequestAmount: amount,
    maxRequestAmount: amount,
  })
  .refine((value) => value.maxRequestAmount >= value.minRequestAmount, {
    path: ['maxRequestAmount'],
    error: MESSAGES.factoringAmountRange,
  });
export type FactoringCompanyInput = z.input<typeof factoringCompanySchema>;
export type FactoringCompanyValues = z.output<typeof factoringCompanySchema>;

/** POST /factoring-companies/{id}/info: a request for information sent to the factoring company. */
export const factoringInfoSchema = z.object({
  message: requiredString(MESSAGES.fieldRequired, LIMITS.introductionMaxLength),
});

/** GET /factoring-companies/search. */
export const factoringSearchSchema = z.object({
  requestAmount: z.coerce
    .number({ error: MESSAGES.fieldRequired })
    .positive({ error: MESSAGES.fieldRequired }),
  requestType: z.enum(FUNDING_TYPES, { error: MESSAGES.invalidOption }),
  stateCode: z.string().refine((id) => US_STATE_IDS.includes(id), { error: MESSAGES.invalidOption }),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
