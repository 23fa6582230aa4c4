import { describe, expect, it } from 'vitest';
import { compareIds, compareKeys, sortKey } from './fields.ts';
import { SortedIndex } from './sortedIndex.ts';

interface Row {
  id: string;
  score: number | null;
}

function reference(rows: Map<string, Row>): string[] {
  return [...rows.values()]
    .sort((a, b) => compareKeys(sortKey(a.score), sortKey(b.score)) || compareIds(a.id, b.id))
    .map((row) => row.id);
}

describe('SortedIndex', () => {
  it('stays sorted (ties by id, null last) through random adds, moves and deletes', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const rows = new Map<string, Row>();
    for (let i = 0; i < 200; i++)
      rows.set(`r${i}`, { id: `r${i}`, score: random(5) === 0 ? null : random(20) });
    const index = new SortedIndex('score', rows.values());
    for (let step = 0; step < 2000; step++) {
      const id = `r${random(300)}`;
      const previous = rows.get(id);
      const action = random(3);
      if (!previous) {
        const row = { id, score: random(20) };
        rows.set(id, row);
        index.add(row);
      } else if (action === 0) {
        rows.delete(id);
        index.delete(previous);
      } else {
        const next = { id, score: action === 1 ? null : random(20) };
        rows.set(id, next);
        index.replace(previous, next);
      }
    }
    const expected = reference(rows);
    expect(index.length).toBe(rows.size);
    const ids = (list: Iterable<Row>) => [...list].map((row) => row.id);
    expect(ids(index.records('ASC'))).toEqual(expected);
    expect(ids(index.records('DESC'))).toEqual([...expected].reverse());
    expect(ids(index.slice(5, 9, 'ASC'))).toEqual(expected.slice(5, 10));
    expect(ids(index.slice(0, 2, 'DESC'))).toEqual([...expected].reverse().slice(0, 3));
    expect(ids(index.slice(rows.size - 1, rows.size + 10, 'ASC'))).toEqual(expected.slice(-1));
    // Entries hold the current version of each record.
    expect([...index.records('ASC')].every((row) => rows.get(row.id) === row)).toBe(true);
  });

  it('picks the start..end-th members in order', () => {
    const rows = ['d', 'a', 'c', 'b', 'e'].map((id, i) => ({ id, score: i }));
    const index = new SortedIndex('score', rows);
    const test = (row: { id: string }) => ['a', 'b', 'e'].includes(row.id);
    expect(index.pick(test, 0, 10, 'ASC')!.map((row) => row.id)).toEqual(['a', 'b', 'e']);
    expect(index.pick(test, 1, 1, 'DESC')!.map((row) => row.id)).toEqual(['b']);
    expect(index.pick(test, 0, 2, 'ASC', 3)).toBeNull();
    expect(index.pick(test, 0, 1, 'ASC', 4)).toHaveLength(2);
  });
});
