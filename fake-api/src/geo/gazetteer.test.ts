import { describe, expect, it } from 'vitest';
import { US_CITIES } from '@casebridge/fixtures';
import { gazetteerGeocoder, interpretations, isGazetteerPlace, suggestPlaces } from './gazetteer.ts';

const austin = US_CITIES.find((c) => c.name === 'Austin' && c.state === 'TX')!;

describe('suggestPlaces', () => {
  it('answers nothing for an empty or one-letter query', () => {
    expect(suggestPlaces('')).toEqual([]);
    expect(suggestPlaces('  a ')).toEqual([]);
    expect(suggestPlaces('Austin', 0)).toEqual([]);
  });

  it('matches city name prefixes, case-insensitively, with the full place', () => {
    const [first] = suggestPlaces('aus');
    expect(first).toEqual({
      id: `us-tx-${austin.zip}-austin`,
      label: `Austin, TX ${austin.zip}`,
      address: 'Austin',
      city: 'Austin',
      state: 'TX',
      zipCode: austin.zip,
      country: 'US',
      latitude: austin.latitude,
      longitude: austin.longitude,
    });
  });

  it("narrows by state with 'City, ST' or a state name", () => {
    const all = suggestPlaces('Springfield', 20).map((s) => s.state);
    expect(all.length).toBeGreaterThan(1);
    expect(suggestPlaces('Springfield, MO').map((s) => s.state)).toEqual(['MO']);
    expect(suggestPlaces('springfield, mass').map((s) => s.state)).toEqual(['MA']);
    expect(suggestPlaces('Portland, Or')[0]).toMatchObject({ city: 'Portland', state: 'OR' });
  });

  it('keeps a street part as the address line, with the city coordinates', () => {
    const suggestions = suggestPlaces('1200 Main St, Aus');
    expect(suggestions[0]).toMatchObject({
      address: '1200 Main St',
      city: 'Austin',
      state: 'TX',
      label: `1200 Main St, Austin, TX ${austin.zip}`,
      latitude: austin.latitude,
      longitude: austin.longitude,
    });
    expect(suggestPlaces('1200 Main St, Austin, TX 78701')[0]).toMatchObject({
      address: '1200 Main St',
      city: 'Austin',
      state: 'TX',
    });
  });

  it('gives stable ids, exact names first, and honours the limit', () => {
    expect(suggestPlaces('1200 Main St, Aus')[0]!.id).toBe(suggestPlaces('1200 main st, AUSTIN')[0]!.id);
    expect(suggestPlaces('Austin').length).toBeLessThanOrEqual(8);
    expect(suggestPlaces('sa', 3)).toHaveLength(3);
    expect(suggestPlaces('Salt Lake City')[0]!.city).toBe('Salt Lake City');
  });

  it('answers nothing for a street without a city or an unknown place', () => {
    expect(suggestPlaces('1200 Main St')).toEqual([]);
    expect(suggestPlaces('Zzyzxq')).toEqual([]);
  });

  it('reads a query in its possible ways', () => {
    expect(interpretations('Austin, TX')[0]).toEqual({ street: null, city: 'Austin', states: ['TX'] });
    expect(interpretations('1 Elm St, Aus')).toEqual([{ street: '1 Elm St', city: 'Aus', states: null }]);
  });
});

describe('isGazetteerPlace', () => {
  it('accepts a suggested place and refuses edited ones', async () => {
    const place = suggestPlaces('1200 Main St, Austin')[0]!;
    expect(isGazetteerPlace(place)).toBe(true);
    expect(await gazetteerGeocoder.isKnownPlace(place)).toBe(true);
    expect(isGazetteerPlace({ ...place, latitude: place.latitude + 0.5 })).toBe(false);
    expect(isGazetteerPlace({ ...place, state: 'CA' })).toBe(false);
    expect(isGazetteerPlace({ ...place, city: 'Nowhere' })).toBe(false);
  });

  it('the async interface answers the same suggestions', async () => {
    expect(await gazetteerGeocoder.suggest('Austin, TX', 5)).toEqual(suggestPlaces('Austin, TX', 5));
  });
});
