/**
 * Answers of the case workflows beyond the core (issue 11): collaborator search, status requests, merges,
 * bulk upload and a presented case.
 */
import { z } from 'zod';
import { CASE_STATUSES, CASE_STATUS_REQUEST_STATES, CASE_TYPES, PRESENTED_CASE_STATUSES } from '../enums.ts';
import { STATUS_REQUEST_ASKS } from '../rules/caseStatusRequests.ts';
import { MERGE_COUNT_KEYS } from '../rules/caseMerge.ts';
import { legalCaseSchema } from './cases.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

/** A validated provider or facility the firm may add to a case (GET /cases/{id}/collaborator-candidates). */
export const collaboratorCandidateSchema = z.object({
  companyId: id,
  name: z.string(),
  type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type CollaboratorCandidate = z.output<typeof collaboratorCandidateSchema>;

/** A collaborator's request for a status update, as the firm and the asking company read it. */
export const caseStatusRequestSchema = z.object({
  id,
  caseId: id,
  companyId: id,
  companyName: z.string(),
  requestedByName: z.string(),
  message: z.string(),
  state: z.enum(CASE_STATUS_REQUEST_STATES),
  createdAt: date,
  answeredAt: date.nullable(),
  answeredByName: z.string().nullable(),
  answer: z.string().nullable(),
  statusAtAnswer: z.enum(CASE_STATUSES).nullable(),
});
export type CaseStatusRequestView = z.output<typeof caseStatusRequestSchema>;

/** GET /cases/{id}/status-requests: the requests the caller may read and whether it may ask (statusRequestAsk). */
export const caseStatusRequestListSchema = z.object({
  requests: z.array(caseStatusRequestSchema),
  ask: z.enum(STATUS_REQUEST_ASKS),
});
export type CaseStatusRequestList = z.output<typeof caseStatusRequestListSchema>;

/** How many of each kind of record a case holds (the merge preview). */
export const mergeCountsSchema = z.record(z.enum(MERGE_COUNT_KEYS), z.number());

const mergeSideSchema = z.object({
  legalCase: legalCaseSchema,
  counts: mergeCountsSchema,
  collaborators: z.array(z.string()).describe('company names'),
});

/** GET /cases/merge/preview: both cases side by side and what the kept one holds after the merge. */
export const caseMergePreviewSchema = z.object({
  kept: mergeSideSchema,
  merged: mergeSideSchema,
  result: z.object({
    counts: mergeCountsSchema,
    collaborators: z.array(z.string()),
    billedAmount: z.number(),
  }),
});
export type CaseMergePreview = z.output<typeof caseMergePreviewSchema>;

/** A merge as the firm reads it (POST /cases/merge, GET /cases/{id}/merges). */
export const caseMergeSchema = z.object({
  id,
  keptCaseId: id,
  keptFolio: z.string(),
  mergedCaseId: id,
  mergedFolio: z.string(),
  mergedByName: z.string(),
  mergedAt: date,
  undoneAt: date.nullable(),
  movedRecords: z.number().describe('records moved from the merged case to the kept one'),
  undoable: z.boolean().describe('not undone yet and still the day of the merge (UTC, server clock)'),
});
export type CaseMergeView = z.output<typeof caseMergeSchema>;

/** One problem of a bulk upload file: its row (the header is row 1), the column and the message. */
export const bulkUploadIssueSchema = z.object({
  row: z.number().int(),
  field: z.string().describe('the template column'),
  message: z.string(),
});
export type BulkUploadIssue = z.output<typeof bulkUploadIssueSchema>;

/** POST /cases/bulk-upload/check: the report, before anything is saved. */
export const bulkUploadReportSchema = z.object({
  fileName: z.string(),
  rows: z.number().int().describe('case rows in the file (empty rows left out)'),
  validRows: z.number().int(),
  issues: z.array(bulkUploadIssueSchema),
});
export type BulkUploadReport = z.output<typeof bulkUploadReportSchema>;

/** POST /cases/bulk-upload: the valid rows imported in one write, and the rows left out. */
export const bulkUploadResultSchema = bulkUploadReportSchema.extend({
  imported: z.array(z.object({ row: z.number().int(), id, folio: z.string() })),
});
export type BulkUploadResult = z.output<typeof bulkUploadResultSchema>;

/**
 * GET /cases/{id}/presentation: a case presented to the caller's company, as much as it may know before it
 * accepts (no claimant name or contact).
 */
export const presentedCaseSchema = z.object({
  caseId: id,
  referralId: id.describe('the invite: /case-invites/{referralId} accepts or rejects it'),
  folio: z.string(),
  caseType: z.enum(CASE_TYPES),
  accidentDate: date,
  accidentCity: z.string(),
  accidentState: z.string(),
  description: z.string(),
  firmName: z.string(),
  presentedAt: date,
  presentedStatus: z.enum(PRESENTED_CASE_STATUSES),
  collaborating: z.boolean().describe('the caller’s company already works on the case (it may open it)'),
});
export type PresentedCase = z.output<typeof presentedCaseSchema>;
