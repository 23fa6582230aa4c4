/**
 * What the case screens send and the API accepts (issue 11), with the spec's generic messages. Dates are
 * calendar days (YYYY-MM-DD); the accident cannot be in the future and the statute of limitations cannot come
 * before it.
 */
import { z } from 'zod';
import { CASE_STATUSES, CASE_TYPES, NOTE_VISIBILITIES, POLICE_REPORT_OPTIONS } from '../enums.ts';
import { NOTE_AUDIENCES } from '../rules/notes.ts';
import { MESSAGES } from '../messages.ts';
import { US_STATE_IDS } from '../usStates.ts';
import {
  emailSchema,
  maxLengthMessage,
  optionalPhoneSchema,
  optionalString,
  requiredChoice,
  requiredString,
} from './common.ts';

export const CASE_LIMITS = {
  nameMaxLength: 120,
  placeMaxLength: 60,
  carrierMaxLength: 80,
  descriptionMaxLength: 2000,
  noteMaxLength: 4000,
  commentMaxLength: 500,
  maxPolicyLimit: 100_000_000,
} as const;

export const CASE_MESSAGES = {
  dateFormat: 'Enter a date as YYYY-MM-DD',
  accidentInFuture: 'The accident date cannot be in the future',
  statuteBeforeAccident: 'The statute of limitations cannot be before the accident',
  policyLimit: 'Enter an amount between 0 and 100,000,000',
  claimantContact: 'Give the claimant’s e-mail or pick a registered claimant',
  stateCode: 'Enter a US state’s two-letter code, e.g. TX',
} as const;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return false;
  const date = new Date(`${text.trim()}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text.trim();
}

const day = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CASE_MESSAGES.dateFormat })
  .refine(isDay, { error: CASE_MESSAGES.dateFormat });

/** A real US state's code (issue 40: "ZZ" was stored, and its edit form then showed no state). */
const stateCode = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired })
  .refine((code) => US_STATE_IDS.includes(code), { error: CASE_MESSAGES.stateCode });

const optionalEmail = z
  .union([z.literal(''), z.null(), z.undefined(), emailSchema])
  .transform((value) => (value ? value : null));

/** A case's own fields, as created and edited by its firm. */
export function caseInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      claimantId: z.string().trim().min(1).nullish(),
      claimantName: requiredString(MESSAGES.fieldRequired, CASE_LIMITS.nameMaxLength),
      claimantEmail: optionalEmail,
      claimantPhone: optionalPhoneSchema,
      inviteClaimant: z.boolean().optional(),
      caseType: requiredChoice(CASE_TYPES, MESSAGES.fieldRequired),
      // Checked on its own (not after the whole form parses), so a future date shows with the other errors.
      accidentDate: day.refine((text) => text <= now().toISOString().slice(0, 10), {
        error: CASE_MESSAGES.accidentInFuture,
      }),
      accidentCity: requiredString(MESSAGES.fieldRequired, CASE_LIMITS.placeMaxLength),
      accidentState: stateCode,
      policeReport: requiredChoice(POLICE_REPORT_OPTIONS, MESSAGES.fieldRequired),
      insuranceCarrier: optionalString(CASE_LIMITS.carrierMaxLength).transform((v) => v || null),
      policyLimit: z
        .number({ error: CASE_MESSAGES.policyLimit })
        .min(0, { error: CASE_MESSAGES.policyLimit })
        .max(CASE_LIMITS.maxPolicyLimit, { error: CASE_MESSAGES.policyLimit })
        .nullish()
        .transform((v) => v ?? null),
      statuteOfLimitationsDate: day,
      description: z
        .string()
        .trim()
        .max(CASE_LIMITS.descriptionMaxLength, { error: maxLengthMessage(CASE_LIMITS.descriptionMaxLength) })
        .default(''),
      attorneyUserId: z.string().trim().min(1).nullish(),
    })
    .superRefine(
      (value, ctx) => {
        if (isDay(value.accidentDate) && isDay(value.statuteOfLimitationsDate))
          if (value.statuteOfLimitationsDate.trim() < value.accidentDate.trim())
            ctx.addIssue({
              code: 'custom',
              path: ['statuteOfLimitationsDate'],
              message: CASE_MESSAGES.statuteBeforeAccident,
            });
        if (value.inviteClaimant && !value.claimantEmail && !value.claimantId)
          ctx.addIssue({ code: 'custom', path: ['claimantEmail'], message: CASE_MESSAGES.claimantContact });
      },
      // Every row's problems at once: the cross-field checks run even when another field is invalid.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
export type CaseInput = z.output<ReturnType<typeof caseInputSchema>>;
export type CaseFormValues = z.input<ReturnType<typeof caseInputSchema>>;

export const caseStatusInputSchema = z.object({
  status: requiredChoice(CASE_STATUSES, MESSAGES.fieldRequired),
  comment: optionalString(CASE_LIMITS.commentMaxLength).transform((v) => v || ''),
});

export const caseReassignInputSchema = z.object({
  attorneyUserId: requiredString(MESSAGES.fieldRequired),
});

export const caseCollaboratorInputSchema = z.object({
  companyId: requiredString(MESSAGES.fieldRequired),
});

/**
 * A note's text and audience (issue 39). `visibility` is the older input (INTERNAL: the author's company only,
 * SHARED: the case's collaborators), still accepted when `audience` is absent; neither: the author's company.
 */
export const noteInputSchema = z.object({
  text: requiredString(MESSAGES.fieldRequired, CASE_LIMITS.noteMaxLength),
  audience: requiredChoice(NOTE_AUDIENCES, MESSAGES.fieldRequired).optional(),
  visibility: requiredChoice(NOTE_VISIBILITIES, MESSAGES.fieldRequired).optional(),
});
export const newNoteInputSchema = noteInputSchema.extend({ caseId: requiredString(MESSAGES.fieldRequired) });

export const buyCasesInputSchema = z.object({
  paymentMethodId: requiredString(MESSAGES.fieldRequired),
  itemQuantity: z
    .number({ error: MESSAGES.fieldRequired })
    .int({ error: MESSAGES.invalidOption })
    .min(1, { error: MESSAGES.invalidOption })
    .max(100, { error: MESSAGES.invalidOption }),
});
