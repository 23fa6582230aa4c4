import { describe, expect, it, vi } from 'vitest';
import { rankWithinRadius } from '@casebridge/domain';
import { listArray } from '../core/arrayList.ts';
import type { TableSpec } from '../store/collections.ts';
import { memoryTable } from '../testing/memoryTable.ts';
import { seededRandom } from '../testing/seededRandom.ts';
import { geoCell } from './geoCells.ts';
import { searchRadius } from './radiusSearch.ts';

/** The directory table's shape as far as a radius search reads it (directoryTable.ts). */
const SPEC: TableSpec = {
  search: ['name'],
  fields: { companyType: 'text', kindCell: 'text', premium: 'bool', latitude: 'number', longitude: 'number' },
  covering: [['kindCell', 'premium', 'companyType']],
  counted: ['kindCell'],
  geo: { latitude: 'latitude', longitude: 'longitude' },
};

type Row = {
  id: string;
  name: string;
  companyType: string;
  kindCell: string;
  premium: boolean;
  latitude: number;
  longitude: number;
};

const CITIES = [
  [34.05, -118.24],
  [40.71, -74.0],
  [29.76, -95.37],
  [47.6, -122.33],
] as const;

/** Rows crowded around city centres (a dense core, a sparse ring), a few on the same spot. */
function rows(next: () => number, count: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = CITIES[i % CITIES.length]!;
    const spread = i % 3 === 0 ? 2.5 : 0.3;
    const latitude = i % 29 === 0 ? lat : lat + (next() - 0.5) * spread;
    const longitude = i % 29 === 0 ? lng : lng + (next() - 0.5) * spread;
    const kind = i % 4 === 0 ? 'attorneys' : 'health-providers';
    return {
      id: `r${String(i).padStart(5, '0')}`,
      name: `Row ${i % 7}`,
      companyType: kind === 'attorneys' ? 'ATTORNEY' : i % 3 ? 'HEALTH_PROVIDER' : 'FACILITY',
      kindCell: `${kind}:${geoCell(latitude, longitude)}`,
      premium: next() < 0.4,
      latitude,
      longitude,
    };
  });
}

const table = (records: Row[]) => memoryTable<Row>('rows', SPEC, records);

// 240 searches checked against the domain rule take about a second alone, several when the unit tests share
// the machine's two cores with a build: a longer limit than Vitest's 5 s, which one CI run reached.
describe('searchRadius: the grid, the counts and the inner circle', { timeout: 30_000 }, () => {
  it('counts, ranks and pages like the domain rule, by whichever plan', () => {
    const next = seededRandom(11);
    const records = rows(next, 6000);
    const directory = table(records);
    const ranked = vi.spyOn(directory, 'rankNear');
    const plans = { ring: 0, ringShort: 0, whole: 0 };
    const candidatesOf = new Map<string, Row[]>();
    for (let i = 0; i < 240; i++) {
      const [lat, lng] = CITIES[i % CITIES.length]!;
      const off = i % 2 ? 0.6 : 1.4;
      const center = { latitude: lat + (next() - 0.5) * off, longitude: lng + (next() - 0.5) * off };
      const radius = [50, 10, 25, 1, 100][i % 5]!;
      const kind = i % 6 === 0 ? 'attorneys' : 'health-providers';
      const filter = [{}, { companyType: ['FACILITY'] }, {}, { q: 'row 3' }][i % 4]!;
      const start = [0, 0, 20, 100, 0][i % 5]!;
      const range: [number, number] = [start, start + [10, 20, 25][i % 3]! - 1];
      // The same eight (kind, filter) pairs come back: filter each once (the test ran near its timeout on a
      // loaded machine when every round filtered the 6,000 rows again).
      const pair = `${kind}|${JSON.stringify(filter)}`;
      let candidates = candidatesOf.get(pair);
      if (!candidates) {
        candidates = listArray(
          records.filter((row) => row.kindCell.startsWith(`${kind}:`)),
          { filter },
          ['name'],
        ).data;
        candidatesOf.set(pair, candidates);
      }
      const expected = rankWithinRadius(candidates, center, radius);
      ranked.mockClear();
      const actual = searchRadius(directory, { kind, filter, ...center, radius, range });
      const label = JSON.stringify({ center, radius, kind, filter, range });
      expect(actual.total, label).toBe(expected.total);
      expect(
        actual.data.map((row) => row.id),
        label,
      ).toEqual(expected.hits.slice(range[0], range[1] + 1).map((hit) => hit.id));
      const calls = ranked.mock.calls.length;
      if (calls === 2) plans.ringShort++;
      else if (calls === 1 && ranked.mock.calls[0]![0]!['premium'] === true) plans.ring++;
      else plans.whole++;
    }
    // Every plan was taken: the inner circle filled dense pages, fell short of others (then the whole radius
    // was ranked), and the whole radius ranked the rest.
    expect(plans.ring).toBeGreaterThan(10);
    expect(plans.ringShort).toBeGreaterThan(3);
    expect(plans.whole).toBeGreaterThan(20);
  });

  it('counts the cells wholly within the radius from the counts table, measuring only the edge', () => {
    const directory = table(rows(seededRandom(5), 2000));
    const counted = vi.spyOn(directory, 'count');
    const measured = vi.spyOn(directory, 'countNear');
    searchRadius(directory, {
      kind: 'health-providers',
      filter: {},
      latitude: 34.05,
      longitude: -118.24,
      radius: 50,
      range: [0, 9],
    });
    expect(counted).toHaveBeenCalledTimes(1);
    const inside = counted.mock.calls[0]![0]!['kindCell'] as string[];
    const edge = measured.mock.calls[0]![0]!['kindCell'] as string[];
    expect(inside.length).toBeGreaterThan(0);
    expect(edge.length).toBeGreaterThan(inside.length);
    expect(inside.filter((cell) => edge.includes(cell))).toEqual([]);
  });
});
