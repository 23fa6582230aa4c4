/**
 * Merging two cases of the caller's firm (issue 11): legalCaseId1 is kept, legalCaseId2 is merged into it. Its
 * records (MERGED_COLLECTIONS) move to the kept case, its collaborators and favorites join it, and it is closed
 * with a pointer to the kept case; the merge record keeps what moved so the firm can undo it the same day (UTC,
 * on the server's clock). Every check runs before the first write (a 4xx keeps the writes made before it).
 */
import {
  MERGED_COLLECTIONS,
  MERGED_CASE_STATUS,
  MERGE_COUNT_KEYS,
  MERGE_MESSAGES,
  mayUndoMerge,
  mergeRefusal,
} from '@casebridge/domain';
import type {
  CaseMerge,
  CaseMergePreview,
  CaseMergeView,
  LegalCase,
  MergeCountKey,
  MergedCollection,
} from '@casebridge/domain';
import { conflict, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { caseView, recordActivity, userName } from './caseService.ts';

/** A case of the caller's firm, else 404 (another firm's case is as unknown as a missing one). */
export function firmOwnCase(services: Services, caller: Principal, id: string): LegalCase {
  const legalCase = services.store.collection('cases').get(id);
  if (!legalCase || !caller.companyId || legalCase.attorneyCompanyId !== caller.companyId) throw notFound();
  return legalCase;
}

function pair(services: Services, caller: Principal, keptId: string, mergedId: string) {
  const kept = firmOwnCase(services, caller, keptId);
  const merged = firmOwnCase(services, caller, mergedId);
  const refusal = mergeRefusal(kept, merged);
  if (refusal) throw conflict(refusal);
  return { kept, merged };
}

type WithCaseId = { id: string; caseId: string | null };
const recordsOf = (services: Services, name: MergedCollection, caseId: string): WithCaseId[] =>
  services.store.collection(name).findBy('caseId', caseId) as WithCaseId[];

const COUNTED_IN: Record<MergeCountKey, MergedCollection> = {
  notes: 'notes',
  files: 'files',
  bills: 'bills',
  tasks: 'tasks',
  appointments: 'appointments',
  statusRequests: 'caseStatusRequests',
  activity: 'caseActivities',
};

function countsOf(services: Services, caseId: string): Record<MergeCountKey, number> {
  return Object.fromEntries(
    MERGE_COUNT_KEYS.map((key) => [key, recordsOf(services, COUNTED_IN[key], caseId).length]),
  ) as Record<MergeCountKey, number>;
}

const namesOf = (services: Services, ids: readonly string[]) =>
  services.store
    .collection('companies')
    .getMany(ids)
    .map((c) => c.name);

export function previewMerge(
  services: Services,
  caller: Principal,
  keptId: string,
  mergedId: string,
): CaseMergePreview {
  const { kept, merged } = pair(services, caller, keptId, mergedId);
  const side = (c: LegalCase) => ({
    legalCase: caseView(services, caller, { legalCase: c, access: 'FIRM' }),
    counts: countsOf(services, c.id),
    collaborators: namesOf(services, c.collaboratorCompanyIds),
  });
  const k = side(kept);
  const m = side(merged);
  return {
    kept: k,
    merged: m,
    result: {
      counts: Object.fromEntries(
        MERGE_COUNT_KEYS.map((key) => [key, k.counts[key] + m.counts[key]]),
      ) as Record<MergeCountKey, number>,
      collaborators: namesOf(services, [
        ...new Set([...kept.collaboratorCompanyIds, ...merged.collaboratorCompanyIds]),
      ]),
      billedAmount: Math.round((k.legalCase.billedAmount + m.legalCase.billedAmount) * 100) / 100,
    },
  };
}

export function mergeView(services: Services, merge: CaseMerge): CaseMergeView {
  const folio = (id: string) => services.store.collection('cases').get(id)?.folio ?? 'a deleted case';
  return {
    id: merge.id,
    keptCaseId: merge.keptCaseId,
    keptFolio: folio(merge.keptCaseId),
    mergedCaseId: merge.mergedCaseId,
    mergedFolio: folio(merge.mergedCaseId),
    mergedByName: userName(services, merge.mergedById),
    mergedAt: merge.mergedAt,
    undoneAt: merge.undoneAt,
    movedRecords: Object.values(merge.moved).reduce((sum, ids) => sum + (ids?.length ?? 0), 0),
    undoable: merge.undoneAt === null && mayUndoMerge(merge.mergedAt, services.clock.now()),
  };
}

function moveRecords(services: Services, name: MergedCollection, ids: readonly string[], caseId: string) {
  for (const id of ids) services.store.update(name, id, { caseId } as never);
}

export function mergeCases(
  services: Services,
  caller: Principal,
  keptId: string,
  mergedId: string,
): CaseMergeView {
  const { kept, merged } = pair(services, caller, keptId, mergedId);
  const now = services.clock.now().toISOString();
  const moved: Partial<Record<MergedCollection, string[]>> = {};
  for (const name of MERGED_COLLECTIONS) {
    const ids = recordsOf(services, name, merged.id).map((r) => r.id);
    if (ids.length === 0) continue;
    moveRecords(services, name, ids, kept.id);
    moved[name] = ids;
  }
  const addedCollaboratorIds = merged.collaboratorCompanyIds.filter(
    (id) => !kept.collaboratorCompanyIds.includes(id),
  );
  const keptFavorites = kept.favoriteUserIds ?? [];
  const addedFavoriteUserIds = (merged.favoriteUserIds ?? []).filter((id) => !keptFavorites.includes(id));
  services.store.update('cases', kept.id, {
    collaboratorCompanyIds: [...kept.collaboratorCompanyIds, ...addedCollaboratorIds],
    favoriteUserIds: [...keptFavorites, ...addedFavoriteUserIds],
    updatedAt: now,
  });
  services.store.update('cases', merged.id, {
    status: MERGED_CASE_STATUS,
    mergedIntoCaseId: kept.id,
    updatedAt: now,
  });
  const merge = services.store.insert('caseMerges', {
    firmId: kept.attorneyCompanyId,
    keptCaseId: kept.id,
    mergedCaseId: merged.id,
    mergedCaseStatus: merged.status,
    moved,
    addedCollaboratorIds,
    addedFavoriteUserIds,
    mergedById: caller.userId,
    mergedAt: now,
    undoneAt: null,
    undoneById: null,
  });
  recordActivity(services, caller, kept.id, 'CASE_MERGED', `Case ${merged.folio} merged into this case`);
  recordActivity(services, caller, merged.id, 'CASE_MERGED', `Merged into case ${kept.folio} and closed`);
  return mergeView(services, merge);
}

/** The merges a case of the caller's firm takes part in (kept or merged), newest first, undone ones left out. */
export function mergesOf(services: Services, caller: Principal, caseId: string): CaseMergeView[] {
  const legalCase = firmOwnCase(services, caller, caseId);
  const merges = services.store.collection('caseMerges');
  return [...merges.findBy('keptCaseId', legalCase.id), ...merges.findBy('mergedCaseId', legalCase.id)]
    .filter((m) => m.undoneAt === null)
    .sort((a, b) => b.mergedAt.localeCompare(a.mergedAt))
    .map((m) => mergeView(services, m));
}

/**
 * Undoes a merge of the caller's firm (404 otherwise): 409 once undone or after its day, or when a case is gone.
 * The moved records that still belong to the kept case go back; what the kept case gained is taken away; the
 * merged case gets its status back. Records added to the kept case since stay with it.
 */
export function undoMerge(services: Services, caller: Principal, mergeId: string): CaseMergeView {
  const merge = services.store.collection('caseMerges').get(mergeId);
  if (!merge || merge.firmId !== caller.companyId) throw notFound();
  if (merge.undoneAt !== null) throw conflict(MERGE_MESSAGES.undone);
  if (!mayUndoMerge(merge.mergedAt, services.clock.now())) throw conflict(MERGE_MESSAGES.undoExpired);
  const cases = services.store.collection('cases');
  const kept = cases.get(merge.keptCaseId);
  const merged = cases.get(merge.mergedCaseId);
  if (!kept || !merged) throw conflict(MERGE_MESSAGES.caseGone);
  const now = services.clock.now().toISOString();
  for (const name of MERGED_COLLECTIONS) {
    const still = new Set(recordsOf(services, name, kept.id).map((r) => r.id));
    moveRecords(
      services,
      name,
      (merge.moved[name] ?? []).filter((id) => still.has(id)),
      merged.id,
    );
  }
  services.store.update('cases', kept.id, {
    collaboratorCompanyIds: kept.collaboratorCompanyIds.filter(
      (id) => !merge.addedCollaboratorIds.includes(id),
    ),
    favoriteUserIds: (kept.favoriteUserIds ?? []).filter((id) => !merge.addedFavoriteUserIds.includes(id)),
    updatedAt: now,
  });
  services.store.update('cases', merged.id, {
    status: merge.mergedCaseStatus,
    mergedIntoCaseId: null,
    updatedAt: now,
  });
  const undone = services.store.update('caseMerges', merge.id, { undoneAt: now, undoneById: caller.userId });
  recordActivity(services, caller, kept.id, 'MERGE_UNDONE', `Merge of case ${merged.folio} undone`);
  recordActivity(services, caller, merged.id, 'MERGE_UNDONE', `Merge into case ${kept.folio} undone`);
  return mergeView(services, undone);
}
