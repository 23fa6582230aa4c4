/**
 * Cases (issue 11): a case as the API answers it, its notes and activity log. The stored record is
 * entities/cases.ts LegalCase; the answer replaces the favoriting users by the caller's own flag and names the
 * caller's relation to the case (`access`), so a screen knows what it may offer without a second call.
 */
import { z } from 'zod';
import {
  CASE_ACTIVITY_ACTIONS,
  CASE_STATUSES,
  CASE_TYPES,
  NOTE_VISIBILITIES,
  POLICE_REPORT_OPTIONS,
} from '../enums.ts';
import { NOTE_AUDIENCES } from '../rules/notes.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

/** How the caller relates to a case: its firm, a collaborating company, its claimant, or internal staff. */
export const CASE_ACCESS = ['FIRM', 'COLLABORATOR', 'CLAIMANT', 'INTERNAL'] as const;
export type CaseAccess = (typeof CASE_ACCESS)[number];

export const legalCaseSchema = z.object({
  id,
  folio: z.string(),
  attorneyCompanyId: id,
  attorneyCompanyName: z.string(),
  attorneyUserId: id,
  attorneyName: z.string(),
  claimantId: id.nullable(),
  claimantName: z.string(),
  claimantEmail: z.string().nullable(),
  claimantPhone: z.string().nullable(),
  caseType: z.enum(CASE_TYPES),
  status: z.enum(CASE_STATUSES),
  accidentDate: date,
  accidentCity: z.string(),
  accidentState: z.string(),
  policeReport: z.enum(POLICE_REPORT_OPTIONS),
  insuranceCarrier: z.string().nullable(),
  policyLimit: z.number().nullable().describe('USD'),
  statuteOfLimitationsDate: date,
  description: z.string(),
  collaboratorCompanyIds: z.array(id),
  billedAmount: z.number().describe('sum of the bills so far, USD'),
  favorite: z.boolean().describe("on the caller's favorites"),
  access: z.enum(CASE_ACCESS),
  createdDate: date,
  updatedAt: date,
  mergedIntoCaseId: id.nullable().describe('set while this case is merged into another (it is closed then)'),
  mergedIntoFolio: z.string().nullable(),
});
export type LegalCaseView = z.output<typeof legalCaseSchema>;

export const caseCollaboratorSchema = z.object({
  companyId: id,
  name: z.string(),
  type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  billedAmount: z
    .number()
    .nullable()
    .describe('its bills on the case so far, USD (null when the caller may not know: another collaborator)'),
});
export type CaseCollaborator = z.output<typeof caseCollaboratorSchema>;

export const noteSchema = z.object({
  id,
  caseId: id,
  authorId: id,
  authorName: z.string(),
  text: z.string(),
  audience: z
    .enum(NOTE_AUDIENCES)
    .describe('who reads it: the author’s company only, the case’s collaborators, or the claimant too'),
  companyId: id.nullable().describe('the author’s company (a COMPANY note is its own)'),
  visibility: z
    .enum(NOTE_VISIBILITIES)
    .describe('older form of audience: COMPANY reads as INTERNAL, others SHARED'),
  mine: z.boolean().describe('written by the caller (who alone may edit or delete it)'),
  createdAt: date,
  updatedAt: date,
});
export type NoteView = z.output<typeof noteSchema>;

export const caseActivitySchema = z.object({
  id,
  caseId: id,
  actorId: id.nullable(),
  actorName: z.string(),
  action: z.enum(CASE_ACTIVITY_ACTIONS),
  detail: z.string(),
  changes: z
    .array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() }))
    .optional(),
  createAt: date,
});
export type CaseActivityView = z.output<typeof caseActivitySchema>;
