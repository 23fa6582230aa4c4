import { describe, expect, it } from 'vitest';
import {
  DIRECTORY,
  boundingBox,
  compareDirectoryHits,
  distanceMiles,
  formatMiles,
  isListedInDirectory,
  rankWithinRadius,
} from './directory.ts';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const MILWAUKEE = { latitude: 43.0389, longitude: -87.9065 };

describe('distanceMiles', () => {
  it('measures Chicago to Milwaukee as about 81 miles, and zero to itself', () => {
    const miles = distanceMiles(CHICAGO.latitude, CHICAGO.longitude, MILWAUKEE.latitude, MILWAUKEE.longitude);
    expect(miles).toBeGreaterThan(80);
    expect(miles).toBeLessThan(82);
    expect(distanceMiles(1, 2, 1, 2)).toBe(0);
  });

  it('formats to a tenth of a mile', () => {
    expect(formatMiles(12.345)).toBe('12.3 mi');
    expect(formatMiles(0)).toBe('0.0 mi');
  });
});

describe('boundingBox', () => {
  it('holds every point of the radius', () => {
    const box = boundingBox(CHICAGO.latitude, CHICAGO.longitude, 100);
    expect(box.minLat).toBeLessThan(MILWAUKEE.latitude);
    expect(box.maxLat).toBeGreaterThan(MILWAUKEE.latitude);
    expect(box.minLng).toBeLessThan(MILWAUKEE.longitude);
    expect(box.maxLng).toBeGreaterThan(MILWAUKEE.longitude);
  });

  it('excludes what lies farther than the radius along an axis', () => {
    const box = boundingBox(CHICAGO.latitude, CHICAGO.longitude, 50);
    expect(box.maxLat).toBeLessThan(MILWAUKEE.latitude);
  });
});

describe('ranking', () => {
  const point = (id: string, premium: boolean, dLat: number) => ({
    id,
    premium,
    latitude: CHICAGO.latitude + dLat,
    longitude: CHICAGO.longitude,
  });

  it('puts premium addresses first, then the nearest, and drops those outside the radius', () => {
    const { hits: ranked, total } = rankWithinRadius(
      [
        point('far', false, 0.5),
        point('near', false, 0.01),
        point('premium-far', true, 0.6),
        point('out', true, 3),
      ],
      CHICAGO,
      DIRECTORY.defaultRadiusMiles,
    );
    expect(total).toBe(3);
    expect(ranked.map((hit) => hit.id)).toEqual(['premium-far', 'near', 'far']);
    expect(ranked[1]!.distance).toBeGreaterThan(0.6);
    expect(ranked[1]!.distance).toBeLessThan(0.8);
  });

  it('keeps the first `end` hits of the full order, and counts them all', () => {
    let seed = 3;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    // Ties of distance (same point) and of premium, candidates outside the radius, ids out of order.
    const candidates = Array.from({ length: 400 }, (_, i) =>
      point(`c${(i * 37) % 400}`, next() < 0.2, Math.floor(next() * 12) / 10),
    );
    const { hits: all, total } = rankWithinRadius(candidates, CHICAGO, 50);
    const sorted = [...all].sort(compareDirectoryHits);
    expect(all).toEqual(sorted);
    expect(total).toBe(all.length);
    expect(total).toBeLessThan(400);
    for (const end of [0, 1, 10, 25, 60, total + 5]) {
      const page = rankWithinRadius(candidates, CHICAGO, 50, end);
      expect(page.total).toBe(total);
      expect(page.hits).toEqual(sorted.slice(0, end));
    }
  });

  it('breaks ties by id so pages are stable', () => {
    expect(
      compareDirectoryHits(
        { id: 'a', premium: false, distance: 1 },
        { id: 'b', premium: false, distance: 1 },
      ),
    ).toBe(-1);
    expect(
      compareDirectoryHits({ id: 'b', premium: true, distance: 9 }, { id: 'a', premium: false, distance: 1 }),
    ).toBe(-1);
  });
});

describe('isListedInDirectory', () => {
  it('lists VALIDATED attorneys, providers and visible facilities only', () => {
    expect(isListedInDirectory({ type: 'ATTORNEY', status: 'VALIDATED', directoryVisible: false })).toBe(
      true,
    );
    expect(isListedInDirectory({ type: 'FACILITY', status: 'VALIDATED', directoryVisible: true })).toBe(true);
    expect(isListedInDirectory({ type: 'FACILITY', status: 'VALIDATED', directoryVisible: false })).toBe(
      false,
    );
    expect(
      isListedInDirectory({ type: 'HEALTH_PROVIDER', status: 'PENDING_REVIEW', directoryVisible: true }),
    ).toBe(false);
    expect(
      isListedInDirectory({ type: 'FACTORING_COMPANY', status: 'VALIDATED', directoryVisible: true }),
    ).toBe(false);
  });
});
