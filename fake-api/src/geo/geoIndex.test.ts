import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles } from './distance.ts';
import { GeoIndex } from './geoIndex.ts';

const MIAMI = { lat: 25.7617, lng: -80.1918 };
const FORT_LAUDERDALE = { lat: 26.1224, lng: -80.1373 };
const ORLANDO = { lat: 28.5383, lng: -81.3792 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

describe('distanceMiles', () => {
  it('measures known city distances within a mile', () => {
    expect(distanceMiles(MIAMI.lat, MIAMI.lng, NEW_YORK.lat, NEW_YORK.lng)).toBeCloseTo(1090, -1);
    expect(distanceMiles(MIAMI.lat, MIAMI.lng, ORLANDO.lat, ORLANDO.lng)).toBeGreaterThan(200);
    expect(distanceMiles(1, 2, 1, 2)).toBe(0);
  });

  it('bounds a radius with a box that contains the circle', () => {
    const box = boundingBox(MIAMI.lat, MIAMI.lng, 50);
    expect(box.minY).toBeLessThan(MIAMI.lat);
    expect(box.maxX).toBeGreaterThan(MIAMI.lng);
    expect(distanceMiles(MIAMI.lat, MIAMI.lng, box.maxY, MIAMI.lng)).toBeCloseTo(50, 0);
  });
});

describe('GeoIndex', () => {
  function index() {
    const geo = new GeoIndex();
    geo.set('mia', MIAMI.lat, MIAMI.lng);
    geo.set('fll', FORT_LAUDERDALE.lat, FORT_LAUDERDALE.lng);
    geo.set('orl', ORLANDO.lat, ORLANDO.lng);
    geo.set('nyc', NEW_YORK.lat, NEW_YORK.lng);
    return geo;
  }

  it('finds the points within a radius, nearest first', () => {
    const hits = index().within(MIAMI.lat, MIAMI.lng, 30);
    expect(hits.map((h) => h.id)).toEqual(['mia', 'fll']);
    expect(hits[1]!.distance).toBeGreaterThan(20);
  });

  it('follows moves and removals', () => {
    const geo = index();
    geo.set('nyc', 25.8, -80.2);
    expect(geo.within(MIAMI.lat, MIAMI.lng, 10).map((h) => h.id)).toEqual(['mia', 'nyc']);
    geo.delete('mia');
    expect(geo.within(MIAMI.lat, MIAMI.lng, 10).map((h) => h.id)).toEqual(['nyc']);
    expect(geo.size).toBe(3);
  });

  it('ignores points without coordinates and bulk-loads', () => {
    const geo = new GeoIndex();
    geo.set('nowhere', Number.NaN, 0);
    geo.load([
      { id: 'a', lat: MIAMI.lat, lng: MIAMI.lng },
      { id: 'b', lat: Number.NaN, lng: 1 },
    ]);
    expect(geo.size).toBe(1);
    expect(geo.within(MIAMI.lat, MIAMI.lng, 1).map((h) => h.id)).toEqual(['a']);
  });
});
