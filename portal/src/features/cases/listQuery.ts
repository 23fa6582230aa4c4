/**
 * The case list's view in the URL (`page`, `column`, `sort`, `search`; SPEC.md 3 "Client-side session data"):
 * a URL without them takes the view kept in the session, so Back, a reload or a return to /cases shows the
 * same page. sort is 1 ascending, -1 descending (the spec's default is 1; domain caseListSortOrder, the API's
 * default order too).
 */
import { CASE_LIST_DEFAULTS, caseListSortOrder } from '@casebridge/domain';
import type { CaseListQuery } from '@casebridge/domain/client';

/** Columns the list sorts by (the API's sort allow-list for cases). */
export const CASE_SORT_COLUMNS = [
  'createdDate',
  'updatedAt',
  'folio',
  'claimantName',
  'accidentDate',
  'statuteOfLimitationsDate',
  'status',
] as const;
export const CASES_PER_PAGE = 10;

const KEYS = ['page', 'column', 'sort', 'search'] as const;

/** The view the URL asks for, completed by the stored one; unknown or malformed values fall back. */
export function readListQuery(params: URLSearchParams, stored: CaseListQuery): CaseListQuery {
  const hasAny = KEYS.some((key) => params.has(key));
  const base = hasAny ? { ...CASE_LIST_DEFAULTS } : stored;
  const page = Number(params.get('page'));
  const sort = Number(params.get('sort'));
  const column = params.get('column');
  return {
    page: params.has('page') && Number.isInteger(page) && page >= 0 ? page : base.page,
    column: column && (CASE_SORT_COLUMNS as readonly string[]).includes(column) ? column : base.column,
    sort: params.has('sort') && (sort === 1 || sort === -1) ? sort : base.sort,
    search: params.get('search') ?? base.search,
  };
}

/** The URL query of a view (every key written, so the view can be shared as it is). */
export function writeListQuery(query: CaseListQuery): URLSearchParams {
  return new URLSearchParams({
    page: String(query.page),
    column: query.column,
    sort: String(query.sort),
    search: query.search,
  });
}

/** The last page (0-based) of a list of `total` cases. */
export function lastPageOf(total: number): number {
  return Math.max(0, Math.ceil(total / CASES_PER_PAGE) - 1);
}

/** The data provider's list parameters for a view. */
export function listParams(query: CaseListQuery, filter: Record<string, unknown> = {}) {
  return {
    pagination: { page: query.page + 1, perPage: CASES_PER_PAGE },
    sort: { field: query.column, order: caseListSortOrder(query.sort) },
    filter: query.search.trim() ? { ...filter, q: query.search.trim() } : filter,
  };
}
