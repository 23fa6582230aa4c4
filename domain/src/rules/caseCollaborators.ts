/**
 * Who may work on a case besides its firm, who may be its responsible attorney, and what a collaborating
 * company sees of it (issue 11, collaborators). Written once for the API (which enforces it) and the portal
 * (which shows it on the case's Collaborators tab).
 */
import type { CompanyStatus, CompanyType, UserStatus, UserType } from '../enums.ts';

/** The company types a firm may add to a case. */
export const COLLABORATING_COMPANY_TYPES = [
  'HEALTH_PROVIDER',
  'FACILITY',
] as const satisfies readonly CompanyType[];

/** The search of companies to add: at least 2 characters, at most 10 answers. */
export const COLLABORATOR_SEARCH = { minLength: 2, maxLength: 60, maxResults: 10 } as const;

/**
 * Whether a user of a company of `callerType` may present a case to `target` (Present case on a directory
 * profile or in My Network): a law firm's users, to a provider or a facility (the API checks the case itself).
 */
export function mayPresentCaseTo(
  callerType: CompanyType | null | undefined,
  target: { type: CompanyType },
): boolean {
  return (
    callerType === 'ATTORNEY' && (COLLABORATING_COMPANY_TYPES as readonly CompanyType[]).includes(target.type)
  );
}

/** A firm may add a VALIDATED health provider or facility. */
export function mayCollaborate(company: { type: CompanyType; status: CompanyStatus }): boolean {
  return (
    company.status === 'VALIDATED' &&
    (COLLABORATING_COMPANY_TYPES as readonly CompanyType[]).includes(company.type)
  );
}

/** A case's responsible attorney: an active attorney of the case's firm. */
export function mayBeResponsibleAttorney(
  user: { companyId: string | null; userType: UserType; status: UserStatus },
  firmId: string,
): boolean {
  return user.companyId === firmId && user.userType === 'ATTORNEY' && user.status === 'ACTIVE';
}

/** What every collaborating company sees of a case (the API answers exactly this, see CASE_ABILITIES). */
export const COLLABORATOR_SEES = [
  'The case’s details: folio, status, claimant name, accident, insurance and dates',
  'Notes the firm shares with collaborators, and the notes it writes itself',
  'Its own bills and the total it billed',
  'The other companies working on the case',
] as const;

/** What a collaborating company never sees. */
export const COLLABORATOR_NEVER_SEES = [
  'The claimant’s e-mail and phone',
  'The firm’s internal notes',
  'The case’s activity log',
  'Other companies’ bills',
] as const;
