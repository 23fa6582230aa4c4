import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider.ts';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { jsonResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const provider = () => createDataProvider(createHttpClient({ apiUrl: API }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('activation custom methods', () => {
  it('call the complete-account, geocoder and company endpoints with the token', async () => {
    session.set(testSession({ token: 'tok' }));
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const dp = provider();
    await dp.getCompleteAccountInfo('co 1');
    await dp.completeAccount({ type: 'FACILITY', payload: { companyName: 'A' } as never });
    await dp.completeAccount({ type: 'ATTORNEY', payload: { companyName: 'B' } as never });
    await dp.completeAccount({ type: 'HEALTH_PROVIDER', payload: { companyName: 'C' } as never });
    await dp.revalidateAccount();
    await dp.suggestPlaces('1 Main St, Aus', 5);
    await dp.updateCompany('co-1', { name: 'New' });
    await dp.uploadCompanyPicture('co-1', new File(['x'], 'logo.png', { type: 'image/png' }));
    await dp.uploadUserPicture('us-1', new File(['x'], 'me.png', { type: 'image/png' }));
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'GET /account/complete/co%201',
      'POST /account/complete/facility',
      'POST /account/complete/attorney',
      'POST /account/complete/health-provider',
      'PUT /account/revalidate',
      'GET /geo/places?q=1+Main+St%2C+Aus&limit=5',
      'PUT /companies/co-1',
      'PUT /companies/co-1/picture',
      'PUT /users/us-1/picture',
    ]);
    expect(calls[1]!.body).toEqual({ companyName: 'A' });
    expect(calls[6]!.body).toEqual({ name: 'New' });
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer tok');
  });
});
