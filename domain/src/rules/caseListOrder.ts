/**
 * How the case list's `sort` of SPEC.md 3 ("Client-side session data": page 0, column createdDate, sort 1)
 * reads: 1 is ascending (oldest first on createdDate), -1 descending. The API's default order with no sort and
 * the portal's first view both come from here, so they are one default.
 */
import { CASE_LIST_DEFAULTS } from '../constants.ts';

export type SortDirection = 'ASC' | 'DESC';

/** The API's order of a case list `sort` (1 ascending, anything else -1 descending). */
export function caseListSortOrder(sort: number): SortDirection {
  return sort === 1 ? 'ASC' : 'DESC';
}

/** GET /cases with no sort: the spec's defaults (createdDate ascending). */
export const CASE_LIST_DEFAULT_SORT: { field: string; order: SortDirection } = {
  field: CASE_LIST_DEFAULTS.column,
  order: caseListSortOrder(CASE_LIST_DEFAULTS.sort),
};
