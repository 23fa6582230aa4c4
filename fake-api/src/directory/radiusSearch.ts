/**
 * A radius search's total and ranked page over the directory table's grid (geoCells.ts), in the fewest index
 * entries read:
 * - the total: the cells wholly within the radius are counted without measuring a point (from the counts table
 *   when no other filter applies), and only the points of the cells on its edge are measured;
 * - the page: premium rows rank first, so when the premium rows within a smaller circle around the centre fill
 *   the page, they are the page (every premium row outside that circle is farther). The circle is chosen to
 *   hold several pages' worth on average; when it does not fill the page, the whole radius is ranked.
 * The result is the domain's rankWithinRadius order; radiusSearch.test.ts holds it to that rule.
 */
import { EARTH_RADIUS_MILES, boundingBox } from '@casebridge/domain';
import type { Collection } from '../store/types.ts';
import { cellsCovering, cellsWithin } from './geoCells.ts';

/** The inner circle is sized to hold this many times the premium rows the page needs, on an even spread. */
export const RING_FILL = 6;

export interface RadiusQuery {
  /** The directory kind whose cells are searched ('attorneys', 'health-providers'). */
  kind: string;
  /** The other filters (type, search term, specialty). */
  filter: Record<string, unknown>;
  latitude: number;
  longitude: number;
  /** In miles. */
  radius: number;
  /** [start, end], inclusive. */
  range: [number, number];
}

export function searchRadius<T extends { id: string; premium: boolean }>(
  rows: Collection<T>,
  query: RadiusQuery,
): { total: number; data: T[] } {
  const { kind, filter, latitude, longitude, radius, range } = query;
  const cellsOf = (cells: string[]) => cells.map((cell) => `${kind}:${cell}`);
  const circle = { latitude, longitude, angle: radius / EARTH_RADIUS_MILES };
  const { inside, edge } = cellsWithin(latitude, longitude, radius);
  const total =
    (inside.length ? rows.count({ ...filter, kindCell: cellsOf(inside) }) : 0) +
    (edge.length ? rows.countNear({ ...filter, kindCell: cellsOf(edge) }, circle) : 0);
  const [start, end] = range;
  if (total <= start || end < start) return { total, data: [] };
  const size = end - start + 1;
  const ring = radius * Math.sqrt((RING_FILL * (end + 1)) / total);
  if (ring < radius / 2) {
    const cells = cellsCovering(boundingBox(latitude, longitude, ring));
    const premium = rows.rankNear(
      { ...filter, kindCell: cellsOf(cells), premium: true },
      { latitude, longitude, angle: ring / EARTH_RADIUS_MILES, range },
    );
    if (premium.length === size) return { total, data: premium };
  }
  const data = rows.rankNear(
    { ...filter, kindCell: cellsOf([...inside, ...edge]) },
    { ...circle, first: 'premium', range },
  );
  return { total, data };
}
