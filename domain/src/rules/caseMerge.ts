/**
 * Merging two cases of a firm (issue 11; SPEC.md 7 names the call's fields legalCaseId1 and legalCaseId2): the
 * first is kept, the second's notes, files, bills (with their payments and reductions), referrals, tasks,
 * appointments, funding and status requests and activity move to it, its collaborators and favorites join it,
 * and it is closed with a pointer to the kept case. The firm may undo a merge the same day (UTC), on the
 * server's clock.
 */
import type { CaseStatus } from '../enums.ts';
import { format } from '../messages.ts';

export const MERGE_MESSAGES = {
  sameCase: 'Pick two different cases',
  alreadyMerged: 'Case {folio} was merged into another case; undo that merge first',
  undoExpired: 'A merge can only be undone on the day it was made',
  undone: 'This merge was already undone',
  caseGone: 'One of the merged cases was deleted since; the merge cannot be undone',
  mergedCaseLocked: 'This case was merged into {folio}; undo the merge to change its status',
} as const;

/** What the preview counts on each side, and what the kept case holds after the merge. */
export const MERGE_COUNT_KEYS = [
  'notes',
  'files',
  'bills',
  'tasks',
  'appointments',
  'statusRequests',
  'activity',
] as const;
export type MergeCountKey = (typeof MERGE_COUNT_KEYS)[number];
export const MERGE_COUNT_LABELS: Record<MergeCountKey, string> = {
  notes: 'Notes',
  files: 'Files',
  bills: 'Bills',
  tasks: 'Tasks',
  appointments: 'Appointments',
  statusRequests: 'Status requests',
  activity: 'Activity entries',
};

/** The calendar day (UTC) of an instant: '2026-11-24'. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A merge made at `mergedAt` may be undone until the end of that day (UTC). */
export function mayUndoMerge(mergedAt: string, now: Date): boolean {
  const made = new Date(mergedAt);
  return !Number.isNaN(made.getTime()) && made <= now && utcDay(made) === utcDay(now);
}

/** Why two cases may not be merged (null: they may), given the ids and whether each was merged already. */
export function mergeRefusal(
  kept: { id: string; folio: string; mergedIntoCaseId?: string | null },
  merged: { id: string; folio: string; mergedIntoCaseId?: string | null },
): string | null {
  if (kept.id === merged.id) return MERGE_MESSAGES.sameCase;
  for (const c of [kept, merged])
    if (c.mergedIntoCaseId) return format(MERGE_MESSAGES.alreadyMerged, { folio: c.folio });
  return null;
}

/** The merged case's status: closed while the merge stands. */
export const MERGED_CASE_STATUS: CaseStatus = 'CLOSED';
