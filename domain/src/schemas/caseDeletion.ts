/** Answers of a case's deletion (issue 40 item 28): what blocks it, and the firm's deleted cases. */
import { z } from 'zod';
import { CASE_DELETION_BLOCKERS } from '../rules/caseDeletion.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

/** GET /cases/{id}/deletion: what the case has that another company or the money depends on. */
export const caseDeletionCheckSchema = z.object({
  caseId: id,
  related: z.object({
    billingRecords: z.number().int(),
    sharedFiles: z.number().int(),
    settlementFinalized: z.boolean(),
    otherCompaniesRecords: z.number().int(),
    merged: z.boolean(),
  }),
  blockers: z.array(z.enum(CASE_DELETION_BLOCKERS)),
  /** The 409's sentence when blocked; null when the case can be deleted. */
  refusal: z.string().nullable(),
  /** Days a deletion can be undone. */
  restoreDays: z.number().int(),
});
export type CaseDeletionCheck = z.output<typeof caseDeletionCheckSchema>;

/** One of the firm's deleted cases, restorable until purgeAt (GET /deleted-cases). */
export const deletedCaseSchema = z.object({
  id,
  folio: z.string(),
  claimantName: z.string(),
  deletedAt: date,
  deletedByName: z.string(),
  purgeAt: date,
});
export type DeletedCaseView = z.output<typeof deletedCaseSchema>;
