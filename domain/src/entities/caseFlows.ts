/** Stored records of the case workflows (issue 11): status requests and merges. */
import type { CaseStatus, CaseStatusRequestState } from '../enums.ts';
import type { Id, IsoDate } from '../schemas/index.ts';
import type { LegalCase } from './cases.ts';
import type { RecordOf } from './database.ts';

/** A collaborating company's request for a status update on a case, open until the firm answers. */
export interface CaseStatusRequest {
  id: Id;
  caseId: Id;
  /** The asking provider or facility. */
  companyId: Id;
  requestedById: Id;
  message: string;
  state: CaseStatusRequestState;
  createdAt: IsoDate;
  answeredAt: IsoDate | null;
  answeredById: Id | null;
  answer: string | null;
  /** The case's status when the firm answered. */
  statusAtAnswer: CaseStatus | null;
}

/** The collections whose records follow a case when it is merged into another (each has a caseId). */
export const MERGED_COLLECTIONS = [
  'notes',
  'caseActivities',
  'files',
  'fileShareLinks',
  'fileAuditEvents',
  'bills',
  'payments',
  'reductions',
  'referrals',
  'tasks',
  'appointments',
  'fundingRequests',
  'caseStatusRequests',
] as const;
export type MergedCollection = (typeof MERGED_COLLECTIONS)[number];

/** One merge of two cases of a firm, with what it moved so that it can be undone the same day. */
export interface CaseMerge {
  id: Id;
  firmId: Id;
  keptCaseId: Id;
  mergedCaseId: Id;
  /** The merged case's status before the merge closed it. */
  mergedCaseStatus: CaseStatus;
  /** The ids of the records moved from the merged case to the kept one, by collection. */
  moved: Partial<Record<MergedCollection, Id[]>>;
  /** Collaborators and favoriting users the kept case gained from the merged one. */
  addedCollaboratorIds: Id[];
  addedFavoriteUserIds: Id[];
  mergedById: Id;
  mergedAt: IsoDate;
  undoneAt: IsoDate | null;
  undoneById: Id | null;
}

/**
 * A soft-deleted case (issue 40 item 28): the case and its own records, moved out of their collections (so it
 * is hidden everywhere) until it is restored or purged at purgeAt. Its id is the case's.
 */
export interface DeletedCase {
  id: Id;
  folio: string;
  claimantName: string;
  attorneyCompanyId: Id;
  deletedAt: IsoDate;
  deletedById: Id;
  deletedByName: string;
  purgeAt: IsoDate;
  /** The case's uploaded files' ids (their content is kept until the purge). */
  fileIds: Id[];
  legalCase: LegalCase;
  records: { [C in TrashedCollection]?: RecordOf<C>[] };
}

/** The collections a deleted case's own records are moved out of (MERGED_COLLECTIONS and its draft statement). */
export const TRASHED_COLLECTIONS = [...MERGED_COLLECTIONS, 'settlements'] as const;
export type TrashedCollection = (typeof TRASHED_COLLECTIONS)[number];
