import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { LIST_RANGE_CAP, parseListQuery } from './listQuery.ts';

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('parseListQuery', () => {
  it('parses the ra-data-simple-rest parameters', () => {
    expect(
      parseListQuery({ sort: '["name","DESC"]', range: '[25,49]', filter: '{"q":"law","status":["A","B"]}' }),
    ).toEqual({
      sort: { field: 'name', order: 'DESC' },
      range: [25, 49],
      filter: { q: 'law', status: ['A', 'B'] },
    });
  });

  it("parses the spec's page, size and sort=field,desc variant", () => {
    expect(parseListQuery({ page: '2', size: '10', sort: 'lastUpdate,desc' })).toEqual({
      sort: { field: 'lastUpdate', order: 'DESC' },
      range: [20, 29],
    });
    expect(parseListQuery({ page: '1' }, { defaultPageSize: 5 }).range).toEqual([5, 9]);
  });

  it('answers the first page of defaultPageSize without paging when pageByDefault (the activity log)', () => {
    expect(parseListQuery({}, { defaultPageSize: 15, pageByDefault: true }).range).toEqual([0, 14]);
    expect(parseListQuery({}, { defaultPageSize: 15 }).range?.[0]).toBe(0);
    expect(parseListQuery({}, { defaultPageSize: 15 }).range?.[1]).toBeGreaterThan(14);
    expect(parseListQuery({ range: '[0,49]' }, { defaultPageSize: 15, pageByDefault: true }).range).toEqual([
      0, 49,
    ]);
  });

  it('turns ids=a,b into an any-of id filter merged with the JSON filter', () => {
    expect(parseListQuery({ ids: 'a,b', filter: '{"type":"FACILITY"}' }).filter).toEqual({
      type: 'FACILITY',
      id: ['a', 'b'],
    });
    expect(parseListQuery({ ids: ['a', 'b,c'] }).filter).toEqual({ id: ['a', 'b', 'c'] });
  });

  it('caps the range and applies defaults', () => {
    expect(parseListQuery({ range: '[10,99999]' }).range).toEqual([10, 10 + LIST_RANGE_CAP - 1]);
    expect(parseListQuery({}).range).toEqual([0, LIST_RANGE_CAP - 1]);
    expect(parseListQuery({}, { defaultSort: { field: 'createAt', order: 'DESC' } }).sort).toEqual({
      field: 'createAt',
      order: 'DESC',
    });
    expect(parseListQuery({ sort: '["name"]' }).sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it.each([
    [{ sort: '["name","ASC"' }, 'sort', 'expected JSON'],
    [{ sort: '["name","UP"]' }, 'sort', 'ASC or DESC'],
    [{ range: '[5,1]' }, 'range', 'start <= end'],
    [{ range: 'nope' }, 'range', 'expected JSON'],
    [{ filter: '[1]' }, 'filter', 'JSON object'],
    [{ filter: '{bad' }, 'filter', 'expected JSON'],
    [{ page: '-1' }, 'page', 'non-negative integer'],
    [{ page: '0', size: '0' }, 'size', 'expected 1 to'],
    [{ sort: ['a', 'b'] }, 'sort', 'more than once'],
  ])('answers 400 bad_request for %j', (raw, name, reason) => {
    const error = errorOf(() => parseListQuery(raw));
    expect(error.status).toBe(400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(`The ${name} query parameter is invalid`);
    expect(error.message).toContain(reason);
  });

  it('rejects filter and sort fields outside the allowed lists', () => {
    const opts = { filterFields: ['status'], sortFields: ['name'] };
    expect(parseListQuery({ filter: '{"status_ne":"A","q":"x","id":["1"]}' }, opts).filter).toBeDefined();
    expect(errorOf(() => parseListQuery({ filter: '{"passwordHash":"x"}' }, opts)).message).toContain(
      'cannot filter by passwordHash',
    );
    expect(errorOf(() => parseListQuery({ sort: 'email,asc' }, opts)).message).toContain(
      'cannot sort by email',
    );
  });
});
