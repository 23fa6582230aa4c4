/** Stored records of the case workflows (issue 11): status requests and merges. */
import type { CaseStatus, CaseStatusRequestState } from '../enums.ts';
import type { Id, IsoDate } from '../schemas/index.ts';

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
