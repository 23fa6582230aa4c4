/**
 * What the case workflows beyond the core accept (issue 11): the collaborator search, status requests and
 * their answers, merges and bulk uploads. Messages are the spec's generic ones or written once here.
 */
import { z } from 'zod';
import { MESSAGES, format } from '../messages.ts';
import { COLLABORATOR_SEARCH } from '../rules/caseCollaborators.ts';
import { maxLengthMessage } from './common.ts';

export const CASE_FLOW_MESSAGES = {
  searchTooShort: format('Type at least {min} characters', { min: COLLABORATOR_SEARCH.minLength }),
} as const;

/** GET /cases/{id}/collaborator-candidates?q= */
export const collaboratorSearchQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(COLLABORATOR_SEARCH.minLength, { error: CASE_FLOW_MESSAGES.searchTooShort })
    .max(COLLABORATOR_SEARCH.maxLength, { error: maxLengthMessage(COLLABORATOR_SEARCH.maxLength) }),
});
