/**
 * Answers of the case workflows beyond the core (issue 11): collaborator search, status requests, merges,
 * bulk upload, the claimant's dashboard and a presented case.
 */
import { z } from 'zod';
import { idSchema as id } from './common.ts';

/** A validated provider or facility the firm may add to a case (GET /cases/{id}/collaborator-candidates). */
export const collaboratorCandidateSchema = z.object({
  companyId: id,
  name: z.string(),
  type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type CollaboratorCandidate = z.output<typeof collaboratorCandidateSchema>;
