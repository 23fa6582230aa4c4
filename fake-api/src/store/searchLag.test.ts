import { describe, expect, it } from 'vitest';
import { EAGER_MS, SEARCH_BATCH, searchToApply } from './searchLag.ts';

const NEVER = Number.NEGATIVE_INFINITY;

describe('searchToApply', () => {
  it('leaves short queues for later, and applies the fullest table once it holds a batch', () => {
    const short = new Map([
      ['companies', SEARCH_BATCH - 1],
      ['registry', SEARCH_BATCH - 2],
    ]);
    expect(searchToApply(short, NEVER, 1_000)).toEqual([]);
    const full = new Map([
      ['companies', SEARCH_BATCH],
      ['registry', SEARCH_BATCH + 1],
      ['directory', SEARCH_BATCH],
    ]);
    expect(searchToApply(full, NEVER, 1_000)).toEqual(['registry']);
  });

  it('applies every table with changes while a search recently needed them', () => {
    const queued = new Map([
      ['companies', 1],
      ['registry', 0],
      ['directory', 2],
    ]);
    expect(searchToApply(queued, 1_000 + EAGER_MS, 1_000)).toEqual(['companies', 'directory']);
    expect(searchToApply(queued, 1_000, 1_000)).toEqual([]);
    expect(searchToApply(new Map(), 1_000 + EAGER_MS, 1_000)).toEqual([]);
  });
});
