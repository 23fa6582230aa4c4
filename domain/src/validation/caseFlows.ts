/**
 * What the case workflows beyond the core accept (issue 11): the collaborator search, status requests and
 * their answers, merges and bulk uploads. Messages are the spec's generic ones or written once here.
 */
import { z } from 'zod';
import { MESSAGES, format } from '../messages.ts';
import { CASE_STATUSES } from '../enums.ts';
import { COLLABORATOR_SEARCH } from '../rules/caseCollaborators.ts';
import { STATUS_REQUEST_LIMITS } from '../rules/caseStatusRequests.ts';
import { MERGE_MESSAGES } from '../rules/caseMerge.ts';
import { cleanSearchText } from '../rules/searchText.ts';
import { maxLengthMessage, optionalString, requiredString } from './common.ts';

export const CASE_FLOW_MESSAGES = {
  searchTooShort: format('Type at least {min} characters', { min: COLLABORATOR_SEARCH.minLength }),
} as const;

/** GET /cases/{id}/collaborator-candidates?q= (its length measured once cleaned of control characters) */
export const collaboratorSearchQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.fieldRequired })
    .transform(cleanSearchText)
    .pipe(
      z
        .string()
        .trim()
        .min(COLLABORATOR_SEARCH.minLength, { error: CASE_FLOW_MESSAGES.searchTooShort })
        .max(COLLABORATOR_SEARCH.maxLength, { error: maxLengthMessage(COLLABORATOR_SEARCH.maxLength) }),
    ),
});

/** POST /cases/{id}/status-requests: an optional note to the firm. */
export const statusRequestInputSchema = z.object({
  message: optionalString(STATUS_REQUEST_LIMITS.messageMaxLength).transform((v) => v || ''),
});

/** PUT /cases/{id}/status-requests/{requestId}/answer: the update, and a new status if the case moved. */
export const statusRequestAnswerSchema = z.object({
  answer: requiredString(MESSAGES.fieldRequired, STATUS_REQUEST_LIMITS.answerMaxLength),
  status: z
    .enum(CASE_STATUSES, { error: MESSAGES.invalidOption })
    .nullish()
    .transform((v) => v ?? null),
});
export type StatusRequestAnswer = z.output<typeof statusRequestAnswerSchema>;

/** POST /cases/merge and GET /cases/merge/preview: legalCaseId1 is kept, legalCaseId2 merged into it. */
export const caseMergeInputSchema = z
  .object({
    legalCaseId1: requiredString(MESSAGES.fieldRequired),
    legalCaseId2: requiredString(MESSAGES.fieldRequired),
  })
  .refine((v) => v.legalCaseId1 !== v.legalCaseId2, {
    path: ['legalCaseId2'],
    error: MERGE_MESSAGES.sameCase,
  });
