/** Funding requests and factoring companies. */
import { z } from 'zod';
import {
  CASE_STATUSES,
  CASE_TYPES,
  FACTORING_SERVICES,
  FUNDING_REQUEST_FOR,
  FUNDING_STATUSES,
  FUNDING_TYPES,
  POLICE_REPORT_OPTIONS,
} from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { fundingNeedsReason } from '../rules/funding.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

/** The longest note of a funding request and reason of a decision (issue 14). */
export const FUNDING_TEXT_MAX = 1000;

/** One step of a funding request's life: created, reviewed by the firm's owner, decided by the factoring company. */
export const fundingHistoryEntrySchema = z.object({
  status: z.enum(FUNDING_STATUSES),
  at: date,
  byId: id.nullable(),
  byName: z.string(),
  reason: z.string().nullable(),
});
export type FundingHistoryEntry = z.output<typeof fundingHistoryEntrySchema>;

export const fundingRequestSchema = z.object({
  id,
  caseId: id,
  attorneyCompanyId: id,
  factoringCompanyId: id,
  requestedBy: id,
  status: z.enum(FUNDING_STATUSES),
  requestFor: z.enum(FUNDING_REQUEST_FOR),
  type: z.enum(FUNDING_TYPES),
  amount: z.number(),
  /** What the firm wrote when asking (issue 14). */
  note: z.string(),
  /** The reason given with OWNER_REJECTED or REJECTED. */
  rejectReason: z.string().nullable(),
  /** Every status it went through, oldest first, starting with its creation. */
  history: z.array(fundingHistoryEntrySchema),
  createdAt: date,
  updatedAt: date,
});
export type FundingRequest = z.output<typeof fundingRequestSchema>;

/** A funding request as the API answers it: with the names its readers need (the ids alone say nothing). */
export const fundingRequestViewSchema = fundingRequestSchema.extend({
  caseFolio: z.string(),
  attorneyCompanyName: z.string(),
  factoringCompanyName: z.string(),
});
export type FundingRequestView = z.output<typeof fundingRequestViewSchema>;

/**
 * POST /funding-requests (issue 14): the case's firm asks a factoring company found with the factoring search
 * (it must offer the type, serve the case's state and take the amount). A member's request waits for the
 * owner's review (OWNER_REVIEW); an owner's or admin's goes straight to the factoring company (PENDING).
 */
export const createFundingRequestBodySchema = z.object({
  caseId: id,
  factoringCompanyId: id.describe('the FactoringCompany record (GET /factoring-companies/search)'),
  type: z.enum(FUNDING_TYPES, { error: MESSAGES.invalidOption }),
  requestFor: z.enum(FUNDING_REQUEST_FOR, { error: MESSAGES.invalidOption }),
  amount: z.number({ error: MESSAGES.fieldRequired }).positive().max(10_000_000),
  note: z
    .string()
    .trim()
    .max(FUNDING_TEXT_MAX, MESSAGES.maxLength.replace('{max}', String(FUNDING_TEXT_MAX)))
    .default(''),
});
export type CreateFundingRequestBody = z.input<typeof createFundingRequestBodySchema>;

/** PUT /funding-requests/{id}/status: a rejection (OWNER_REJECTED, REJECTED) needs its reason. */
export const setFundingStatusBodySchema = z
  .object({
    status: z.enum(FUNDING_STATUSES, { error: MESSAGES.invalidOption }),
    reason: z
      .string()
      .trim()
      .max(FUNDING_TEXT_MAX, MESSAGES.maxLength.replace('{max}', String(FUNDING_TEXT_MAX)))
      .nullish(),
  })
  .refine((body) => !fundingNeedsReason(body.status) || (body.reason ?? '') !== '', {
    path: ['reason'],
    message: MESSAGES.fieldRequired,
  });
export type SetFundingStatusBody = z.input<typeof setFundingStatusBodySchema>;

/**
 * GET /funding-requests/{id}/case (issue 14): the case's facts a factoring company underwrites with (it cannot
 * open GET /cases/{id}): the request's case, its firm, and the bills so far. Also open to the case's firm and
 * to internal staff.
 */
export const fundingCaseFactsSchema = z.object({
  requestId: id,
  caseId: id,
  folio: z.string(),
  caseType: z.enum(CASE_TYPES),
  caseStatus: z.enum(CASE_STATUSES),
  accidentDate: date,
  accidentState: z.string(),
  policeReport: z.enum(POLICE_REPORT_OPTIONS),
  /** The at-fault party's bodily-injury policy limit, in USD, when known. */
  policyLimit: z.number().nullable(),
  /** The sum of every provider's bills on the case so far, in USD. */
  billedTotal: z.number(),
  firmName: z.string(),
});
export type FundingCaseFacts = z.output<typeof fundingCaseFactsSchema>;

export const factoringCompanyResponseSchema = z.object({
  id,
  companyId: id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(z.enum(FACTORING_SERVICES)),
  stateCodes: z.array(z.string()),
  minRequestAmount: z.number(),
  maxRequestAmount: z.number(),
  requestTypes: z.array(z.enum(FUNDING_TYPES)),
  picture: z.string().nullable(),
  fileIds: z.array(id),
  createdAt: date,
});
export type FactoringCompany = z.output<typeof factoringCompanyResponseSchema>;
