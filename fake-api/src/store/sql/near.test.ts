import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES, rankWithinRadius } from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import type { TableSpec } from '../collections.ts';
import type { NearQuery } from '../types.ts';
import { SqlTable } from './table.ts';
import { memoryTable } from '../../testing/memoryTable.ts';
import { seededRandom } from '../../testing/seededRandom.ts';

const SPEC: TableSpec = {
  search: ['name'],
  fields: { kind: 'text', premium: 'bool', latitude: 'number', longitude: 'number' },
  geo: { latitude: 'latitude', longitude: 'longitude' },
};

type Point = {
  id: string;
  name: string;
  kind: string;
  premium?: boolean;
  latitude?: unknown;
  longitude?: unknown;
};

/** Points around a few centres, some on the same spot, some premium, some without (or with bad) coordinates. */
function points(next: () => number, count: number): Point[] {
  const centres = [
    [34.05, -118.24],
    [40.71, -74.0],
    [0, 179.9],
    [-33.9, 151.2],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = centres[i % centres.length]!;
    const spot = i % 17 === 0 ? [lat, lng] : [lat + (next() - 0.5) * 4, lng + (next() - 0.5) * 4];
    const point: Point = {
      id: `p${String(i).padStart(4, '0')}`,
      name: `Point ${i % 9}`,
      kind: i % 3 ? 'a' : 'b',
    };
    if (i % 5 === 0) point.premium = true;
    else if (i % 5 === 1) point.premium = false;
    if (i % 41 === 0) return point;
    if (i % 43 === 0) return { ...point, latitude: 'north', longitude: spot[1] };
    return { ...point, latitude: spot[0], longitude: spot[1] };
  });
}

const pointsTable = (records: Point[]) => memoryTable<Point>('points', SPEC, records);

/** The total and the ranked page of a radius search. */
function near<T extends { id: string }>(
  table: SqlTable<T>,
  filter: Record<string, unknown> | undefined,
  query: NearQuery,
): { total: number; data: T[] } {
  return { total: table.countNear(filter, query), data: table.rankNear(filter, query) };
}

describe('near: a radius search ranked in SQL', () => {
  it('counts, ranks and pages like the domain rule on the haversine distance', () => {
    const next = seededRandom(7);
    const records = points(next, 1500);
    const table = pointsTable(records);
    const placed = records.filter(
      (p): p is Point & { latitude: number; longitude: number } =>
        typeof p.latitude === 'number' && typeof p.longitude === 'number',
    );
    let ranked = 0;
    for (let i = 0; i < 150; i++) {
      const anchor = placed[Math.floor(next() * placed.length)]!;
      const center = { latitude: anchor.latitude + next() - 0.5, longitude: anchor.longitude + next() - 0.5 };
      const radius = [1, 25, 50, 120, 400][i % 5]!;
      const filter = [undefined, { kind: 'a' }, { q: 'point 3' }, { kind: ['a', 'b'], premium: true }][i % 4];
      const first = i % 3 === 0 ? undefined : 'premium';
      const start = [0, 0, 10, 37][i % 4]!;
      const matching = listArray(placed, { filter }, ['name']).data;
      const expected = rankWithinRadius(
        matching.map((p) => ({ ...p, premium: first ? p.premium === true : false })),
        center,
        radius,
      );
      const actual = near(table, filter, {
        ...center,
        angle: radius / EARTH_RADIUS_MILES,
        ...(first ? { first } : {}),
        range: [start, start + 24],
      });
      const label = JSON.stringify({ center, radius, filter, first, start });
      expect(actual.total, label).toBe(expected.total);
      expect(
        actual.data.map((p) => p.id),
        label,
      ).toEqual(expected.hits.slice(start, start + 25).map((hit) => hit.id));
      ranked += actual.data.length;
    }
    expect(ranked).toBeGreaterThan(1000);
  });

  it('answers an empty page past the end, and refuses a table without a point or an undeclared first field', () => {
    const table = pointsTable(points(seededRandom(3), 100));
    const all = near(table, undefined, { latitude: 34, longitude: -118, angle: Math.PI, range: [0, 9] });
    expect(all.data).toHaveLength(10);
    expect(
      near(table, undefined, {
        latitude: 34,
        longitude: -118,
        angle: Math.PI,
        range: [all.total, all.total + 9],
      }),
    ).toEqual({ total: all.total, data: [] });
    expect(() =>
      table.rankNear(undefined, { latitude: 0, longitude: 0, angle: 1, first: 'kind', range: [0, 9] }),
    ).toThrow(/not a declared bool field/);
    const plain = new SqlTable('plain', { search: [] }, () => {
      throw new Error('not read');
    });
    expect(() => plain.countNear(undefined, { latitude: 0, longitude: 0, angle: 1 })).toThrow(/no point/);
  });
});
