/**
 * Referrals (issue 13): a case presented by its firm to providers and facilities, read by the firm on the case
 * page and by the receiver as a case invite. Paths are the project's (SPEC.md 7 shows none), in ENDPOINTS.
 */
import { z } from 'zod';
import {
  CASE_TYPES,
  COMPANY_TYPES,
  PRESENTED_CASE_STATUSES,
  REFERRAL_REJECT_MOTIVES,
  REFERRAL_STATUSES,
} from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { REFERRAL_MAX_RECIPIENTS, REFERRAL_TEXT_MAX } from '../rules/referrals.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

/** A professional of a company (SPEC.md 7 "Presented case and professionals": id, name, lastName, credentials). */
export const professionalSchema = z.object({
  id,
  name: z.string(),
  lastName: z.string(),
  credentials: z.string(),
});
export type Professional = z.output<typeof professionalSchema>;

const ids = z.array(id).max(50);
const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.maxLength.replace('{max}', String(max)));

/** POST /referrals: present a case to one or more providers or facilities. */
export const presentCaseBodySchema = z.object({
  caseId: id,
  recipients: z
    .array(z.object({ companyId: id, professionalIds: ids.default([]) }))
    .min(1, MESSAGES.selectAtLeastOne)
    .max(REFERRAL_MAX_RECIPIENTS),
  message: trimmed(REFERRAL_TEXT_MAX.message).default(''),
  treatmentNeeded: trimmed(REFERRAL_TEXT_MAX.treatmentNeeded).min(1, MESSAGES.fieldRequired),
});
export type PresentCaseBody = z.input<typeof presentCaseBodySchema>;

/** PUT /referrals/{id}/reject: a motive of the fixed list; OTHER needs its text. */
export const rejectReferralBodySchema = z
  .object({
    motive: z.enum(REFERRAL_REJECT_MOTIVES, { error: MESSAGES.invalidOption }),
    text: trimmed(REFERRAL_TEXT_MAX.rejectText).nullish(),
  })
  .refine((body) => body.motive !== 'OTHER' || (body.text ?? '').length > 0, {
    path: ['text'],
    message: MESSAGES.fieldRequired,
  });
export type RejectReferralBody = z.input<typeof rejectReferralBodySchema>;

/** PUT /referrals/{id}/assign: professionals (licenses) of the receiving company; accepts a pending invite. */
export const assignReferralBodySchema = z.object({
  professionalIds: ids.min(1, MESSAGES.selectAtLeastOne),
});
export type AssignReferralBody = z.input<typeof assignReferralBodySchema>;

/** POST /referrals/{id}/resend: a rejected or expired presentation, to another company in one step. */
export const resendReferralBodySchema = z.object({
  companyId: id,
  professionalIds: ids.default([]),
  message: trimmed(REFERRAL_TEXT_MAX.message).optional(),
});
export type ResendReferralBody = z.input<typeof resendReferralBodySchema>;

export const referralClaimantSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/**
 * A referral as its firm or its receiver reads it. The receiver sees `claimant` only once it accepted (until
 * then: case type, injury summary, accident date and area); the firm always does.
 */
export const referralViewSchema = z.object({
  id,
  caseId: id,
  folio: z.string(),
  caseType: z.enum(CASE_TYPES),
  accidentDate: date,
  accidentCity: z.string(),
  accidentState: z.string(),
  injurySummary: z.string(),
  firmId: id,
  firmName: z.string(),
  toCompanyId: id,
  toCompanyName: z.string(),
  toCompanyType: z.enum(COMPANY_TYPES),
  presentedByName: z.string(),
  message: z.string(),
  treatmentNeeded: z.string(),
  professionals: z.array(professionalSchema).describe('whom the firm addressed it to; empty: the company'),
  assigned: z.array(professionalSchema).describe('whom the receiver assigned to the case'),
  status: z.enum(REFERRAL_STATUSES),
  presentedStatus: z.enum(PRESENTED_CASE_STATUSES),
  rejectMotive: z.enum(REFERRAL_REJECT_MOTIVES).nullable(),
  rejectReason: z.string().nullable(),
  createdAt: date,
  expiresAt: date.nullable().describe('while pending: when it expires'),
  answeredAt: date.nullable(),
  answeredByName: z.string().nullable(),
  resentAsId: id.nullable(),
  claimant: referralClaimantSchema.nullable(),
  /** What the caller may do with it now (the server checks the same rules). */
  canAnswer: z.boolean(),
  canReject: z.boolean(),
  rejectDeniedReason: z.string().nullable(),
  canResend: z.boolean(),
});
export type ReferralView = z.output<typeof referralViewSchema>;

/** GET /referrals/statuses/count: the caller's received invites per status (the tabs' counts). */
export const referralStatusCountsSchema = z.record(z.enum(REFERRAL_STATUSES), z.number());
export type ReferralStatusCounts = z.output<typeof referralStatusCountsSchema>;

/** GET /referrals/skeleton: the company's referrals, sent and received, as light rows. */
export const referralSkeletonRowSchema = z.object({
  id,
  caseId: id,
  folio: z.string(),
  direction: z.enum(['SENT', 'RECEIVED']),
  fromCompanyName: z.string(),
  toCompanyName: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: date,
});
export type ReferralSkeletonRow = z.output<typeof referralSkeletonRowSchema>;

/** GET/POST /dev/clock (DEV_CLOCK only): the server's time and how far it was moved. */
export const devClockSchema = z.object({ time: date, offsetMs: z.number() });
export const advanceDevClockBodySchema = z.object({
  days: z.number().min(0).max(3650).default(0),
  hours: z
    .number()
    .min(0)
    .max(24 * 3650)
    .default(0),
});
