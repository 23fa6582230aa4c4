import { describe, expect, it } from 'vitest';
import { compileFilter, isEmptyFilter, matchesTerms, resolveRange, searchText } from './query.ts';

const record = { id: '1', name: 'Acme Law', amount: 50, createdAt: '2026-05-01', tags: ['Gold'], meta: null };

function passes(filter: Record<string, unknown>): boolean {
  return compileFilter(filter).predicates.every((predicate) => predicate(record));
}

describe('compileFilter', () => {
  it('splits equality, operators and q', () => {
    const compiled = compileFilter({
      status: ['A', 'B', 'A'],
      amount_gte: 10,
      q: '  Acme  LAW ',
      skip: undefined,
    });
    expect(compiled.eq).toEqual([{ field: 'status', keys: ['A', 'B'] }]);
    expect(compiled.predicates).toHaveLength(1);
    expect(compiled.terms).toEqual(['acme', 'law']);
    expect(isEmptyFilter(compileFilter({ q: ' ' }))).toBe(true);
  });

  it('compares numbers numerically (numeric strings too) and strings lexically', () => {
    expect(passes({ amount_gte: 50, amount_lte: '50' })).toBe(true);
    expect(passes({ amount_gt: '9' })).toBe(true);
    expect(passes({ amount_lt: 50 })).toBe(false);
    expect(passes({ createdAt_gte: '2026-01-01', createdAt_lt: '2026-06-01' })).toBe(true);
    expect(passes({ meta_gt: 1 })).toBe(false);
  });

  it('supports _ne and case-insensitive _like, on arrays too', () => {
    expect(passes({ name_ne: 'Acme Law' })).toBe(false);
    expect(passes({ name_ne: ['x', 'y'] })).toBe(true);
    expect(passes({ tags_ne: 'Gold' })).toBe(false);
    expect(passes({ name_like: 'ME L' })).toBe(true);
    expect(passes({ tags_like: 'old' })).toBe(true);
    expect(passes({ name_like: 'zzz' })).toBe(false);
  });
});

describe('search text', () => {
  it('joins the fields lower-cased and needs every term', () => {
    const person = { id: '1', name: 'John', lastName: 'Smith', email: null };
    const text = searchText(person, ['name', 'lastName', 'email']);
    expect(matchesTerms(text, ['john', 'smi'])).toBe(true);
    expect(matchesTerms(text, ['john', 'doe'])).toBe(false);
    expect(matchesTerms(text, ['null'])).toBe(false);
  });
});

describe('resolveRange', () => {
  it('defaults to everything and clamps the start', () => {
    expect(resolveRange(undefined)).toEqual([0, Number.POSITIVE_INFINITY]);
    expect(resolveRange([-5, 9])).toEqual([0, 9]);
  });
});
