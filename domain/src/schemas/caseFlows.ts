/**
 * Answers of the case workflows beyond the core (issue 11): collaborator search, status requests, merges,
 * bulk upload, the claimant's dashboard and a presented case.
 */
import { z } from 'zod';
import { CASE_STATUSES, CASE_STATUS_REQUEST_STATES } from '../enums.ts';
import { STATUS_REQUEST_ASKS } from '../rules/caseStatusRequests.ts';
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
