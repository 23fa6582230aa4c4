/**
 * Deleting a case (issue 40 item 28): what another company entered, money and a finalized statement are never
 * destroyed by one firm's click. A case with any of them cannot be deleted (it can be closed or withdrawn);
 * an empty case's deletion is a soft delete, restorable for CASE_RESTORE_DAYS, then purged.
 */
import { MESSAGES } from '../messages.ts';

/** Days a deleted case can be restored before the purge removes it for good. */
export const CASE_RESTORE_DAYS = 30;

export const CASE_DELETION_BLOCKERS = [
  'BILLING',
  'SHARED_FILES',
  'FINALIZED_SETTLEMENT',
  'OTHER_COMPANIES',
  'MERGE',
] as const;
export type CaseDeletionBlocker = (typeof CASE_DELETION_BLOCKERS)[number];

/** What a case's deletion depends on, counted by the API over the case's records. */
export interface CaseDeletionRelated {
  /** Bills, payments and reductions of any provider (voided bills included: they are history). */
  billingRecords: number;
  /** Files shared beyond the firm, uploaded by another company, or with a share link. */
  sharedFiles: number;
  settlementFinalized: boolean;
  /** Notes, appointments, funding requests, status requests and answered invites of other companies. */
  otherCompaniesRecords: number;
  /** The case is one side of a merge that was not undone. */
  merged: boolean;
}

/** Why the case cannot be deleted, in the order the message lists them; empty: it can be (softly). */
export function caseDeletionBlockers(
  legalCase: { mergedIntoCaseId?: string | null },
  related: CaseDeletionRelated,
): CaseDeletionBlocker[] {
  const blockers: CaseDeletionBlocker[] = [];
  if (related.billingRecords > 0) blockers.push('BILLING');
  if (related.sharedFiles > 0) blockers.push('SHARED_FILES');
  if (related.settlementFinalized) blockers.push('FINALIZED_SETTLEMENT');
  if (related.otherCompaniesRecords > 0) blockers.push('OTHER_COMPANIES');
  if (related.merged || legalCase.mergedIntoCaseId) blockers.push('MERGE');
  return blockers;
}

const BLOCKER_TEXT: Record<CaseDeletionBlocker, string> = {
  BILLING: MESSAGES.caseDeleteBlockerBilling,
  SHARED_FILES: MESSAGES.caseDeleteBlockerSharedFiles,
  FINALIZED_SETTLEMENT: MESSAGES.caseDeleteBlockerSettlement,
  OTHER_COMPANIES: MESSAGES.caseDeleteBlockerOtherCompanies,
  MERGE: MESSAGES.caseDeleteBlockerMerge,
};

/** The reasons as a sentence's list: "it has bills…, and it is part of a merge". */
export function caseDeletionReasons(blockers: readonly CaseDeletionBlocker[]): string {
  const texts = blockers.map((b) => BLOCKER_TEXT[b]);
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}`;
}

/** The 409's sentence (and the portal's delete dialog): why not, and what to do instead. */
export function caseDeletionRefusal(folio: string, blockers: readonly CaseDeletionBlocker[]): string {
  return MESSAGES.caseDeleteBlocked
    .replace('{folio}', folio)
    .replace('{reasons}', caseDeletionReasons(blockers));
}

/** When a case deleted at `deletedAt` is purged (and can no longer be restored). */
export function casePurgeDate(deletedAt: Date | string): Date {
  return new Date(new Date(deletedAt).getTime() + CASE_RESTORE_DAYS * 86_400_000);
}
