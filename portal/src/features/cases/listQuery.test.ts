import { describe, expect, it } from 'vitest';
import { CASE_LIST_DEFAULTS } from '@casebridge/domain';
import { listParams, readListQuery, writeListQuery } from './listQuery.ts';

const stored = { page: 3, column: 'folio', sort: -1, search: 'smith' };

describe('the case list query', () => {
  it('takes the stored view when the URL names none, and the defaults for what a URL leaves out', () => {
    expect(readListQuery(new URLSearchParams(''), stored)).toEqual(stored);
    expect(readListQuery(new URLSearchParams('search=ann'), stored)).toEqual({
      ...CASE_LIST_DEFAULTS,
      search: 'ann',
    });
  });

  it('ignores malformed values and columns the list cannot sort by', () => {
    const query = readListQuery(new URLSearchParams('page=-2&column=passwordHash&sort=7'), stored);
    expect(query).toEqual({ ...CASE_LIST_DEFAULTS });
  });

  it('round-trips through the URL and maps to the data provider parameters', () => {
    const url = writeListQuery(stored);
    expect(readListQuery(url, { ...CASE_LIST_DEFAULTS })).toEqual(stored);
    expect(listParams(stored, { status: 'INTAKE' })).toEqual({
      pagination: { page: 4, perPage: 10 },
      sort: { field: 'folio', order: 'DESC' },
      filter: { status: 'INTAKE', q: 'smith' },
    });
  });
});
