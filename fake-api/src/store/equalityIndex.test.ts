import { describe, expect, it } from 'vitest';
import { EqualityIndex } from './equalityIndex.ts';
import { eqKey } from './fields.ts';

interface Row {
  id: string;
  status: string;
  tags: string[];
  location: { state: string };
}

const ids = (records: Iterable<{ id: string }>) => [...records].map((r) => r.id).sort();

describe('EqualityIndex', () => {
  const a: Row = { id: 'a', status: 'OPEN', tags: ['x', 'y'], location: { state: 'TX' } };
  const b: Row = { id: 'b', status: 'CLOSED', tags: ['y'], location: { state: 'CA' } };

  it('indexes plain, dotted and array values', () => {
    const byStatus = new EqualityIndex('status', [a, b]);
    const byTag = new EqualityIndex('tags', [a, b]);
    const byState = new EqualityIndex('location.state', [a, b]);
    expect(ids(byStatus.get('OPEN'))).toEqual(['a']);
    expect(ids(byTag.get('y'))).toEqual(['a', 'b']);
    expect(ids(byState.get('CA'))).toEqual(['b']);
    expect(byTag.count(['x', 'y'])).toBe(3);
    expect(byTag.get('zzz').size).toBe(0);
  });

  it('swaps in new versions and follows deletes', () => {
    const index = new EqualityIndex('status', [a, b]);
    const closedA = { ...a, status: 'CLOSED' };
    index.replace(a, closedA);
    expect(ids(index.get('CLOSED'))).toEqual(['a', 'b']);
    expect(index.get('CLOSED').has(closedA)).toBe(true);
    expect(index.get('OPEN').size).toBe(0);
    const renamedB = { ...b, tags: [] };
    index.replace(b, renamedB);
    expect(index.get('CLOSED').has(renamedB)).toBe(true);
    expect(index.get('CLOSED').has(b)).toBe(false);
    index.delete(renamedB);
    expect(ids(index.get('CLOSED'))).toEqual(['a']);
  });

  it('indexes null and missing values together', () => {
    const records: { id: string; ownerId?: string | null }[] = [
      { id: '1', ownerId: null },
      { id: '2' },
      { id: '3', ownerId: 'u' },
    ];
    const index = new EqualityIndex('ownerId', records);
    expect(ids(index.get(eqKey(null)))).toEqual(['1', '2']);
  });
});
