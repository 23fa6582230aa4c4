/**
 * A case presented to a provider or facility (SPEC.md 2.2: a pending presented case opens the case list with
 * ?presentCaseId=). The list shows the presentation on top; accepting or rejecting it is the referrals' flow.
 */
import type { PresentedCaseStatus } from '../enums.ts';

export const PRESENTED_CASE_STATUS_LABELS: Record<PresentedCaseStatus, string> = {
  PENDING: 'Waiting for your answer',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

/** The case list's query parameter naming a presented case (SPEC.md 2.1 and 2.2). */
export const PRESENT_CASE_QUERY = 'presentCaseId';
