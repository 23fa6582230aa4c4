import { describe, expect, it } from 'vitest';
import { addPurchasedCases, isCaseResumeConsistent, readCaseResume, spendCases } from './caseResume.ts';
import { EMPTY_CASE_RESUME } from './companyRecord.ts';

describe('case resume', () => {
  it('keeps the included cases apart from the bought ones (issue 40 item 32: given 10, bought 20)', () => {
    const given = { ...EMPTY_CASE_RESUME, totalIncluded: 10, totalAvailable: 10 };
    const bought = addPurchasedCases(given, 20);
    expect(bought).toMatchObject({ totalIncluded: 10, totalPurchase: 20, totalAvailable: 30 });
    const spent = spendCases(bought, 3);
    expect(spent).toMatchObject({ total: 3, totalSpent: 3, totalAvailable: 27, totalPurchase: 20 });
    expect(isCaseResumeConsistent(spent)).toBe(true);
  });

  it('reads a resume stored before totalIncluded: what it counted as bought came included', () => {
    const stored = { total: 8, totalSpent: 8, totalPurchase: 10, totalAvailable: 2 };
    expect(readCaseResume(stored)).toEqual({ ...stored, totalPurchase: 0, totalIncluded: 10 });
    expect(addPurchasedCases(stored, 10)).toMatchObject({ totalIncluded: 10, totalPurchase: 10 });
    const current = { ...stored, totalIncluded: 0 };
    expect(readCaseResume(current)).toBe(current);
  });

  it('finds counters that disagree', () => {
    expect(isCaseResumeConsistent({ ...EMPTY_CASE_RESUME, totalIncluded: 5, totalAvailable: 4 })).toBe(false);
    expect(isCaseResumeConsistent(EMPTY_CASE_RESUME)).toBe(true);
  });
});
