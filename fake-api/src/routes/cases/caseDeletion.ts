/**
 * A case's deletion (issue 40 item 28; domain rules/caseDeletion.ts). What blocks it is counted over the case's
 * records; an empty case is soft-deleted: it and its own records move into one deletedCases record (so it is
 * hidden from every list and answers 404 everywhere) until the firm restores it or the purge removes it.
 */
import {
  MESSAGES,
  TRASHED_COLLECTIONS,
  caseDeletionBlockers,
  caseDeletionRefusal,
  casePurgeDate,
  format,
  CASE_RESTORE_DAYS,
} from '@casebridge/domain';
import type {
  CaseDeletionCheck,
  CaseDeletionRelated,
  DeletedCase,
  LegalCase,
  TrashedCollection,
} from '@casebridge/domain';
import { conflict, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity, userName } from './caseService.ts';

/** Counts what the case holds that money, a finalized statement or another company depends on. */
export function caseDeletionRelated(services: Services, legalCase: LegalCase): CaseDeletionRelated {
  const { store } = services;
  const id = legalCase.id;
  const firm = legalCase.attorneyCompanyId;
  const byCase = <C extends TrashedCollection | 'payments' | 'reductions' | 'bills'>(name: C) =>
    store.collection(name).findBy('caseId', id);
  const sharedLinks = new Set(byCase('fileShareLinks').map((link) => link.fileId));
  const companyOfUser = (userId: string) => store.collection('users').get(userId)?.companyId ?? null;
  const notesOfOthers = byCase('notes').filter((n) => (n.companyId ?? companyOfUser(n.authorId)) !== firm);
  const merges = [
    ...store.collection('caseMerges').findBy('keptCaseId', id),
    ...store.collection('caseMerges').findBy('mergedCaseId', id),
  ];
  return {
    billingRecords: byCase('bills').length + byCase('payments').length + byCase('reductions').length,
    sharedFiles: byCase('files').filter(
      (f) =>
        f.sharedWith !== 'FIRM' ||
        (f.uploaderCompanyId !== null && f.uploaderCompanyId !== firm) ||
        sharedLinks.has(f.id),
    ).length,
    settlementFinalized: byCase('settlements').some((s) => s.status === 'FINALIZED'),
    otherCompaniesRecords:
      notesOfOthers.length +
      byCase('appointments').length +
      byCase('fundingRequests').length +
      byCase('caseStatusRequests').length +
      byCase('tasks').filter((t) => t.companyId !== firm).length +
      byCase('referrals').filter((r) => r.status === 'ACCEPTED' || r.status === 'REJECTED').length,
    merged: merges.some((m) => m.undoneAt === null),
  };
}

/** GET /cases/{id}/deletion's answer. */
export function caseDeletionCheck(services: Services, legalCase: LegalCase): CaseDeletionCheck {
  const related = caseDeletionRelated(services, legalCase);
  const blockers = caseDeletionBlockers(legalCase, related);
  return {
    caseId: legalCase.id,
    related,
    blockers,
    refusal: blockers.length ? caseDeletionRefusal(legalCase.folio, blockers) : null,
    restoreDays: CASE_RESTORE_DAYS,
  };
}

/** Soft-deletes an empty case (409 with the reasons otherwise); answers when it will be purged. */
export function softDeleteCase(services: Services, caller: Principal, legalCase: LegalCase): DeletedCase {
  const { refusal } = caseDeletionCheck(services, legalCase);
  if (refusal) throw conflict(refusal);
  const { store } = services;
  const records: DeletedCase['records'] = {};
  const move = <C extends TrashedCollection>(name: C) => {
    const found = store.collection(name).findBy('caseId', legalCase.id);
    for (const record of found) store.remove(name, record.id);
    if (found.length) (records as Record<C, unknown[]>)[name] = found;
  };
  for (const name of TRASHED_COLLECTIONS) move(name);
  const now = services.clock.now();
  store.remove('cases', legalCase.id);
  return store.insert('deletedCases', {
    id: legalCase.id,
    folio: legalCase.folio,
    claimantName: legalCase.claimantName,
    attorneyCompanyId: legalCase.attorneyCompanyId,
    deletedAt: now.toISOString(),
    deletedById: caller.userId,
    deletedByName: userName(services, caller.userId),
    purgeAt: casePurgeDate(now).toISOString(),
    fileIds: (records.files ?? []).map((f) => f.id),
    legalCase,
    records,
  });
}

/** A deleted case of the caller's firm, else 404. */
export function firmDeletedCase(services: Services, caller: Principal, id: string): DeletedCase {
  const deleted = services.store.collection('deletedCases').get(id);
  if (!deleted || !caller.companyId || deleted.attorneyCompanyId !== caller.companyId) throw notFound();
  return deleted;
}

/** Puts a deleted case and its records back, as they were (409 once its restore period is over). */
export function restoreCase(services: Services, caller: Principal, deleted: DeletedCase): LegalCase {
  if (Date.parse(deleted.purgeAt) <= services.clock.now().getTime())
    throw conflict(format(MESSAGES.caseRestoreExpired, { days: CASE_RESTORE_DAYS }));
  const { store } = services;
  store.remove('deletedCases', deleted.id);
  const legalCase = store.insert('cases', deleted.legalCase);
  for (const name of TRASHED_COLLECTIONS) {
    const records = (deleted.records[name] ?? []) as DeletedCase['records'][typeof name] & object;
    for (const record of records) store.insert(name, record as never);
  }
  recordActivity(services, caller, legalCase.id, 'CASE_UPDATED', 'Case restored after its deletion');
  return legalCase;
}

/** Deleted cases purged per transaction (the scheduler asks for more until none is due). */
export const CASE_PURGE_BATCH = 20;

/** The scheduler's purge: deleted cases past their restore period go for good, a small batch at a time. */
export function runCasePurge(
  services: Services,
  limit = CASE_PURGE_BATCH,
): { purged: number; more: boolean } {
  const due = services.store.collection('deletedCases').list({
    filter: { purgeAt_lte: services.clock.now().toISOString() },
    sort: { field: 'purgeAt', order: 'ASC' },
    range: [0, limit - 1],
  });
  // Their uploaded files' content goes at the next start (store/uploads.ts: no row refers to it then).
  for (const deleted of due.data) services.store.remove('deletedCases', deleted.id);
  return { purged: due.data.length, more: due.total > limit };
}
