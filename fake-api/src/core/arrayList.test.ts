import { describe, expect, it } from 'vitest';
import { listArray } from './arrayList.ts';

const rows = [
  { id: 'a', name: 'Alpha Law', state: 'TX', score: 3, at: '2026-01-05T00:00:00.000Z' },
  { id: 'b', name: 'Beta Clinic', state: 'CA', score: 1, at: '2026-03-01T00:00:00.000Z' },
  { id: 'c', name: 'Gamma Law', state: 'TX', score: 2, at: '2026-02-10T00:00:00.000Z' },
];

describe('listArray', () => {
  it('filters by equality, any-of and ranges, and counts the matches', () => {
    expect(listArray(rows, { filter: { state: 'TX' } }, []).total).toBe(2);
    expect(listArray(rows, { filter: { state: ['CA', 'NY'] } }, []).data.map((r) => r.id)).toEqual(['b']);
    const recent = listArray(rows, { filter: { at_gte: '2026-02-01' } }, []);
    expect(recent.data.map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('searches q over the search fields only, every word matching', () => {
    expect(listArray(rows, { filter: { q: 'law gamma' } }, ['name']).data.map((r) => r.id)).toEqual(['c']);
    expect(listArray(rows, { filter: { q: 'tx' } }, ['name']).total).toBe(0);
  });

  it('sorts either way with ids breaking ties, then pages', () => {
    const sorted = listArray(rows, { sort: { field: 'at', order: 'DESC' }, range: [0, 1] }, []);
    expect(sorted.data.map((r) => r.id)).toEqual(['b', 'c']);
    expect(sorted.total).toBe(3);
    const byScore = listArray(rows, { sort: { field: 'score', order: 'ASC' }, range: [1, 5] }, []);
    expect(byScore.data.map((r) => r.id)).toEqual(['c', 'a']);
  });

  it('answers an empty page past the end', () => {
    expect(listArray(rows, { range: [10, 19] }, [])).toEqual({ data: [], total: 3 });
  });
});
