import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '@casebridge/domain';
import { US_CITIES } from '@casebridge/fixtures';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let headers: { Authorization: string };
beforeAll(async () => {
  api = await startTestApi();
  headers = bearer(await api.tokenFor(demoAccount((a) => a.role === 'owner-incomplete').email));
});
afterAll(() => api.close());

const places = (query: Record<string, string>) => api.http.get('/api/geo/places').query(query).set(headers);

describe('GET /geo/places', () => {
  it('suggests real US places as the user types, with coordinates', async () => {
    const res = await places({ q: 'Sacra' });
    expect(res.status).toBe(200);
    const city = US_CITIES.find((c) => c.name === 'Sacramento')!;
    expect((res.body as PlaceSuggestion[])[0]).toEqual({
      id: `us-ca-${city.zip}-sacramento`,
      label: `Sacramento, CA ${city.zip}`,
      address: 'Sacramento',
      city: 'Sacramento',
      state: 'CA',
      zipCode: city.zip,
      country: 'US',
      latitude: city.latitude,
      longitude: city.longitude,
    });
  });

  it("keeps the street part and understands 'City, ST'", async () => {
    const street = (await places({ q: '500 Elm Street, Dallas, TX' })).body as PlaceSuggestion[];
    expect(street[0]).toMatchObject({ address: '500 Elm Street', city: 'Dallas', state: 'TX' });
    const portland = (await places({ q: 'Portland, ME' })).body as PlaceSuggestion[];
    expect(portland.map((p) => p.state)).toEqual(['ME']);
  });

  it('answers [] for short, empty or unknown queries and honours limit', async () => {
    expect((await places({ q: 'a' })).body).toEqual([]);
    expect((await api.http.get('/api/geo/places').set(headers)).body).toEqual([]);
    expect((await places({ q: 'Qwxyz' })).body).toEqual([]);
    expect((await places({ q: 'San', limit: '2' })).body).toHaveLength(2);
  });

  it('400 for a bad limit or an overlong query; 401 without a session', async () => {
    expect((await places({ q: 'San', limit: '0' })).status).toBe(400);
    expect((await places({ q: 'San', limit: 'many' })).status).toBe(400);
    expect((await places({ q: 'San', limit: '21' })).status).toBe(400);
    expect((await places({ q: 'x'.repeat(201) })).status).toBe(400);
    expect((await api.http.get('/api/geo/places?q=San')).status).toBe(401);
  });
});
