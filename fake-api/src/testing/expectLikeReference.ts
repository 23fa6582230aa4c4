/** Holds a list's page and total to the plain in-memory reference (core/arrayList) over the same records. */
import { expect } from 'vitest';
import { listArray } from '../core/arrayList.ts';
import type { ListQuery, ListResult } from '../store/types.ts';

export function expectLikeReference<T extends { id: string }>(
  collection: { list(query: ListQuery): ListResult<T> },
  all: readonly T[],
  query: ListQuery,
  searchFields: readonly string[],
  context: string,
): void {
  const expected = listArray(all as never[], query, searchFields) as ListResult<T>;
  const actual = collection.list(query);
  const where = `${context}: ${JSON.stringify(query)}`;
  expect(
    actual.data.map((r) => r.id),
    where,
  ).toEqual(expected.data.map((r) => r.id));
  expect(actual.total, where).toBe(expected.total);
}
