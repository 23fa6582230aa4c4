/**
 * A claimant's own case as the API answers it (GET /claimants/me/cases): read-only, with the responsible
 * attorney and firm, the providers working on it, its key dates and the documents the firm shared with the
 * claimant. Nothing of the firm's internal work (notes, bills, policy limit, activity) is in it.
 */
import { z } from 'zod';
import { CASE_STATUSES, CASE_TYPES } from '../enums.ts';
import { CASE_FILE_CATEGORIES } from '../rules/caseFiles.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const claimantCaseDocumentSchema = z.object({
  id,
  name: z.string(),
  type: z.string().describe('media type, from the allow-list'),
  size: z.number().describe('bytes'),
  category: z.enum(CASE_FILE_CATEGORIES),
  uploadedAt: date,
});
export type ClaimantCaseDocument = z.output<typeof claimantCaseDocumentSchema>;

export const claimantCaseSchema = z.object({
  id,
  folio: z.string(),
  caseType: z.enum(CASE_TYPES),
  status: z.enum(CASE_STATUSES),
  attorneyName: z.string(),
  attorneyEmail: z.string().nullable(),
  firmName: z.string(),
  firmPhone: z.string().nullable().describe('digits only'),
  providers: z
    .array(z.object({ id, name: z.string(), type: z.string() }))
    .describe('the companies working on the case (its collaborators)'),
  accidentDate: date,
  accidentCity: z.string(),
  accidentState: z.string(),
  statuteOfLimitationsDate: date,
  createdDate: date,
  updatedAt: date,
  documents: z
    .array(claimantCaseDocumentSchema)
    .describe('the files the firm shared with the claimant, newest first'),
});
export type ClaimantCaseView = z.output<typeof claimantCaseSchema>;
