import { describe, expect, it } from 'vitest';
import { MemoryCollection } from './collection.ts';
import { compareIds, compareKeys, eqKey, getPath, sortKey } from './fields.ts';
import type { ListQuery } from './types.ts';

interface Row {
  id: string;
  name: string;
  status: string;
  score: number | null;
  tags: string[];
  location: { state: string } | null;
}

const STATUSES = ['OPEN', 'CLOSED', 'PENDING', 'RARE'];
const NAMES = ['alpha', 'Beta', 'gamma', 'Delta', 'epsilon', 'Zeta'];

function makeRandom(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
}

function makeRow(id: string, random: (n: number) => number): Row {
  return {
    id,
    name: `${NAMES[random(NAMES.length)]} ${random(50)}`,
    status: random(40) === 0 ? 'RARE' : STATUSES[random(3)]!,
    score: random(8) === 0 ? null : random(100),
    tags: random(2) ? ['x'] : ['x', 'y'].slice(random(2)),
    location: random(6) === 0 ? null : { state: ['TX', 'CA', 'NY'][random(3)]! },
  };
}

/** The obvious (slow) semantics list() must reproduce. */
function reference(rows: Row[], query: ListQuery): { ids: string[]; total: number } {
  const filter = query.filter ?? {};
  let matches = rows.filter((row) =>
    Object.entries(filter).every(([field, value]) => {
      if (field === 'q')
        return `${row.name}\n${row.location?.state ?? ''}`.toLowerCase().includes(String(value));
      if (field.endsWith('_gte')) return row.score !== null && row.score >= Number(value);
      const wanted = (Array.isArray(value) ? value : [value]).map(eqKey);
      const stored = getPath(row, field);
      return (Array.isArray(stored) ? stored : [stored]).some((v) => wanted.includes(eqKey(v)));
    }),
  );
  if (query.sort) {
    const { field, order } = query.sort;
    const direction = order === 'ASC' ? 1 : -1;
    matches = [...matches].sort(
      (a, b) =>
        direction *
        (compareKeys(sortKey(getPath(a, field)), sortKey(getPath(b, field))) || compareIds(a.id, b.id)),
    );
  }
  const [start, end] = query.range ?? [0, matches.length];
  return { ids: matches.slice(start, end + 1).map((row) => row.id), total: matches.length };
}

describe('MemoryCollection.list', () => {
  it('matches the reference semantics through random queries and writes', () => {
    const random = makeRandom(42);
    const collection = new MemoryCollection<Row>('companies', ['name', 'location.state']);
    for (let i = 0; i < 600; i++) collection.put(makeRow(`c${i}`, random));
    const filters: Record<string, unknown>[] = [
      {},
      { status: 'OPEN' },
      { status: 'RARE' },
      { status: ['OPEN', 'RARE'], 'location.state': 'TX' },
      { tags: 'y' },
      { score_gte: 90 },
      { q: 'beta' },
      { q: 'ta 1', status: 'CLOSED' },
      { 'location.state': null },
      { id: ['c1', 'c2', 'nope', 'c3'], status: ['OPEN', 'CLOSED'] },
    ];
    const sorts = [
      undefined,
      ...['name', 'score', 'location.state', 'id'].flatMap((field) =>
        (['ASC', 'DESC'] as const).map((order) => ({ field, order })),
      ),
    ];
    for (let round = 0; round < 4; round++) {
      for (const filter of filters) {
        for (const sort of sorts) {
          for (const range of [
            [0, 9],
            [5, 30],
            [0, 1000],
            [590, 620],
          ] as [number, number][]) {
            const query: ListQuery = { filter, range, ...(sort ? { sort } : {}) };
            const result = collection.list(query);
            const expected = reference([...collection.all()], query);
            expect(result.total, JSON.stringify(query)).toBe(expected.total);
            expect(result.data.every((row) => collection.get(row.id) === row)).toBe(true);
            if (sort)
              expect(
                result.data.map((row) => row.id),
                JSON.stringify(query),
              ).toEqual(expected.ids);
            else expect(result.data).toHaveLength(expected.ids.length);
          }
        }
      }
      for (let w = 0; w < 150; w++) {
        const id = `c${random(700)}`;
        if (random(4) === 0) collection.delete(id);
        else collection.put(makeRow(id, random));
      }
    }
  });

  it('answers an empty page past the end and an empty any-of', () => {
    const collection = new MemoryCollection<Row>('companies', ['name']);
    collection.put(makeRow('a', makeRandom(1)));
    expect(collection.list({ range: [5, 9], sort: { field: 'name', order: 'ASC' } })).toEqual({
      data: [],
      total: 1,
    });
    expect(collection.list({ filter: { id: [] } })).toEqual({ data: [], total: 0 });
  });
});

describe('MemoryCollection lookups', () => {
  const collection = new MemoryCollection<Row>('companies', ['name']);
  const random = makeRandom(3);
  for (let i = 0; i < 20; i++) collection.put(makeRow(`c${i}`, random));

  it('gets, getMany (in the asked order, skipping missing) and findBy/findOne through the index', () => {
    expect(collection.get('c3')?.id).toBe('c3');
    expect(collection.getMany(['c2', 'zz', 'c1']).map((row) => row.id)).toEqual(['c2', 'c1']);
    const open = collection.findBy('status', 'OPEN');
    expect(open.length).toBe([...collection.all()].filter((row) => row.status === 'OPEN').length);
    expect(collection.findOne('status', 'OPEN')?.status).toBe('OPEN');
    expect(collection.findOne('status', 'NOPE')).toBeUndefined();
    expect(collection.findBy('id', ['c4', 'c5'])).toHaveLength(2);
  });

  it('keeps the equality index and search text current after a put', () => {
    collection.findBy('status', 'OPEN');
    collection.list({ filter: { q: 'alpha' } });
    collection.put({ ...collection.get('c0')!, status: 'OPEN', name: 'Unique Name' });
    expect(collection.findBy('status', 'OPEN').map((row) => row.id)).toContain('c0');
    expect(collection.list({ filter: { q: 'unique' } }).data.map((row) => row.id)).toEqual(['c0']);
    collection.delete('c0');
    expect(collection.findBy('status', 'OPEN').map((row) => row.id)).not.toContain('c0');
    expect(collection.list({ filter: { q: 'unique' } }).total).toBe(0);
  });
});
