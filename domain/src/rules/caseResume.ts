/**
 * A company's case counters (Company.caseResume): cases included (with the plan or given), bought, created, and
 * available = included + bought - created. One place for the arithmetic, so buying, spending, the fixtures and
 * the store's migration agree.
 */
import type { CaseResume } from '../entities.ts';

/** A case resume as stored: one written before totalIncluded (store schema 38) lacks it. */
export type StoredCaseResume = Omit<CaseResume, 'totalIncluded'> & { totalIncluded?: number };

/**
 * Today's shape of a stored case resume. Before totalIncluded, totalPurchase counted the included cases too;
 * the two cannot be told apart, so they read as included (what the seed's companies were given).
 */
export function readCaseResume(stored: StoredCaseResume): CaseResume {
  if (typeof stored.totalIncluded === 'number') return stored as CaseResume;
  return { ...stored, totalIncluded: stored.totalPurchase, totalPurchase: 0 };
}

/** `count` cases bought: they add to the purchases and to what is available. */
export function addPurchasedCases(stored: StoredCaseResume, count: number): CaseResume {
  const resume = readCaseResume(stored);
  return {
    ...resume,
    totalPurchase: resume.totalPurchase + count,
    totalAvailable: resume.totalAvailable + count,
  };
}

/** `count` cases created: each spends one of the available ones. */
export function spendCases(stored: StoredCaseResume, count: number): CaseResume {
  const resume = readCaseResume(stored);
  return {
    ...resume,
    total: resume.total + count,
    totalSpent: resume.totalSpent + count,
    totalAvailable: Math.max(0, resume.totalAvailable - count),
  };
}

/** Whether the counters agree: available = included + bought - created, never below 0. */
export function isCaseResumeConsistent(resume: CaseResume): boolean {
  const { totalAvailable, totalIncluded, totalPurchase, totalSpent } = resume;
  return totalAvailable >= 0 && totalAvailable === totalIncluded + totalPurchase - totalSpent;
}
