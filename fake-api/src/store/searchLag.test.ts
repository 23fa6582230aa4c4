import { describe, expect, it } from 'vitest';
import { appliesSearch, EAGER_MS, SEARCH_BATCH } from './searchLag.ts';

describe('appliesSearch', () => {
  it('leaves a short queue for later, and applies a full one', () => {
    expect(appliesSearch(SEARCH_BATCH - 1, Number.NEGATIVE_INFINITY, 1_000)).toBe(false);
    expect(appliesSearch(SEARCH_BATCH, Number.NEGATIVE_INFINITY, 1_000)).toBe(true);
  });

  it('applies every queue while a search recently needed them, and nothing when none is queued', () => {
    expect(appliesSearch(1, 1_000 + EAGER_MS, 1_000)).toBe(true);
    expect(appliesSearch(1, 1_000, 1_000)).toBe(false);
    expect(appliesSearch(0, 1_000 + EAGER_MS, 1_000)).toBe(false);
  });
});
