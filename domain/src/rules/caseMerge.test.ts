import { describe, expect, it } from 'vitest';
import { MERGE_MESSAGES, mayUndoMerge, mergeRefusal } from './caseMerge.ts';

describe('mayUndoMerge', () => {
  it('allows an undo until the end of the UTC day of the merge', () => {
    const at = '2026-11-24T09:15:00.000Z';
    expect(mayUndoMerge(at, new Date('2026-11-24T09:15:00.000Z'))).toBe(true);
    expect(mayUndoMerge(at, new Date('2026-11-24T23:59:59.999Z'))).toBe(true);
    expect(mayUndoMerge(at, new Date('2026-11-25T00:00:00.000Z'))).toBe(false);
    expect(mayUndoMerge(at, new Date('2026-11-24T09:00:00.000Z'))).toBe(false);
    expect(mayUndoMerge('not a date', new Date())).toBe(false);
  });
});

describe('mergeRefusal', () => {
  const a = { id: 'a', folio: 'CB-1' };
  const b = { id: 'b', folio: 'CB-2' };
  it('refuses the same case twice and a case merged already', () => {
    expect(mergeRefusal(a, b)).toBeNull();
    expect(mergeRefusal(a, a)).toBe(MERGE_MESSAGES.sameCase);
    expect(mergeRefusal(a, { ...b, mergedIntoCaseId: 'c' })).toContain('CB-2');
    expect(mergeRefusal({ ...a, mergedIntoCaseId: 'c' }, b)).toContain('CB-1');
  });
});
