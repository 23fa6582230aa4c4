/**
 * The store's list protocol (filter, `q`, sort, range) over rows computed on the fly, such as joined views
 * (the registry joins companies, subscriptions and sales representatives). Same semantics as a collection's
 * list(): equality (any of an array), _gte/_lte/_gt/_lt/_ne/_like, and `q` over the given search fields.
 */
import { compareIds, compareKeys, getPath, sortKey } from '../store/fields.ts';
import type { StoredRecord } from '../store/fields.ts';
import { compileFilter, eqPredicate, matchesTerms, resolveRange, searchText } from '../store/query.ts';
import type { ListQuery, ListResult } from '../store/types.ts';

export function listArray<T extends StoredRecord>(
  rows: readonly T[],
  query: ListQuery,
  searchFields: readonly string[],
): ListResult<T> {
  const filter = compileFilter(query.filter);
  const checks = [...filter.eq.map(eqPredicate), ...filter.predicates];
  const matches = rows.filter(
    (row) =>
      checks.every((check) => check(row)) &&
      (filter.terms.length === 0 || matchesTerms(searchText(row, searchFields), filter.terms)),
  );
  if (query.sort) {
    const { field, order } = query.sort;
    const direction = order === 'ASC' ? 1 : -1;
    const keyed = matches.map((row) => ({ row, key: sortKey(getPath(row, field)) }));
    keyed.sort((a, b) => direction * (compareKeys(a.key, b.key) || compareIds(a.row.id, b.row.id)));
    matches.splice(0, matches.length, ...keyed.map((entry) => entry.row));
  }
  const [start, end] = resolveRange(query.range);
  return { data: matches.slice(start, end + 1), total: matches.length };
}
