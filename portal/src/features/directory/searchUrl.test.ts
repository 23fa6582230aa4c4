import { describe, expect, it } from 'vitest';
import { DIRECTORY } from '@casebridge/domain';
import { readSearchUrl, toApiQuery, writeSearchUrl } from './searchUrl.ts';

describe('the directory search in the URL', () => {
  it('reads defaults from an empty query, the kind from the route first', () => {
    const state = readSearchUrl(new URLSearchParams('kind=attorneys'), 'health-providers', 'attorneys');
    expect(state).toMatchObject({ kind: 'health-providers', radius: DIRECTORY.defaultRadiusMiles, page: 0 });
    expect(readSearchUrl(new URLSearchParams('kind=attorneys'), null, 'health-providers').kind).toBe(
      'attorneys',
    );
    expect(readSearchUrl(new URLSearchParams('kind=nope'), null, 'health-providers').kind).toBe(
      'health-providers',
    );
  });

  it('round-trips a picked place, a specialty and a page', () => {
    const query =
      'specialty=hp-07&location=Chicago%2C+IL+60601&latitude=41.88&longitude=-87.63&city=Chicago&state=IL&radius=25&page=1';
    const state = readSearchUrl(new URLSearchParams(query), 'health-providers', 'attorneys');
    expect(state).toMatchObject({
      specialty: 'hp-07',
      latitude: 41.88,
      longitude: -87.63,
      radius: 25,
      page: 1,
    });
    expect(writeSearchUrl(state, 'health-providers').toString()).toBe(query);
    expect(toApiQuery(state)).toEqual({
      radius: 25,
      page: 1,
      size: DIRECTORY.pageSize,
      specialty: 'hp-07',
      latitude: 41.88,
      longitude: -87.63,
      city: 'Chicago',
      state: 'IL',
    });
  });

  it('ignores a half coordinate, a bad radius and a negative page', () => {
    const state = readSearchUrl(new URLSearchParams('latitude=41&radius=9999&page=-3'), null, 'attorneys');
    expect(state).toMatchObject({
      latitude: null,
      longitude: null,
      radius: DIRECTORY.defaultRadiusMiles,
      page: 0,
    });
    expect(toApiQuery(state)).toEqual({
      radius: DIRECTORY.defaultRadiusMiles,
      page: 0,
      size: DIRECTORY.pageSize,
    });
  });
});
