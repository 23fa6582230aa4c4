import { describe, expect, it } from 'vitest';
import { CASE_LIST_DEFAULTS } from '../constants.ts';
import { CASE_LIST_DEFAULT_SORT, caseListSortOrder } from './caseListOrder.ts';

describe('the case list order (SPEC.md 3: column createdDate, sort 1)', () => {
  it('reads sort 1 as ascending and -1 as descending', () => {
    expect(caseListSortOrder(1)).toBe('ASC');
    expect(caseListSortOrder(-1)).toBe('DESC');
  });
  it('the API’s default is the spec’s defaults', () => {
    expect(CASE_LIST_DEFAULT_SORT).toEqual({
      field: CASE_LIST_DEFAULTS.column,
      order: caseListSortOrder(CASE_LIST_DEFAULTS.sort),
    });
  });
});
