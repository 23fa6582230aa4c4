import { describe, expect, it } from 'vitest';
import { ENDPOINTS, catalogEndpoint, reportEndpoint } from './endpoints.ts';
import { endpointUrl, queryString } from './endpointUrl.ts';

describe('endpointUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointUrl(ENDPOINTS.markNotificationRead, { id: 'n 1/2' })).toBe(
      '/notifications/n%201%2F2/read',
    );
    expect(endpointUrl(ENDPOINTS.setInternalUserStatus, { id: 'u1', status: 'ACTIVE' })).toBe(
      '/internal-users/u1/status/ACTIVE',
    );
  });

  it('needs no parameters for a fixed path and appends the query', () => {
    expect(endpointUrl(ENDPOINTS.getAccount)).toBe('/account');
    expect(endpointUrl(ENDPOINTS.suggestPlaces, {}, { q: 'Main St', limit: 5, skip: undefined })).toBe(
      '/geo/places?q=Main+St&limit=5',
    );
  });

  it('types the parameters from the path', () => {
    // @ts-expect-error: getCompany's path names an id, not a name
    expect(() => endpointUrl(ENDPOINTS.getCompany, { name: 'x' })).toThrow();
    // @ts-expect-error: getCompany's path needs its id
    expect(() => endpointUrl(ENDPOINTS.getCompany)).toThrow();
  });

  it('throws on a missing parameter', () => {
    expect(() => endpointUrl(ENDPOINTS.getCompany, {} as { id: string })).toThrow(
      /Missing path parameter id/,
    );
  });

  it('repeats array values and leaves out null', () => {
    expect(queryString({ a: ['1', 2], b: null, c: false })).toBe('?a=1&a=2&c=false');
    expect(queryString({})).toBe('');
  });

  it('names the catalog and report endpoints', () => {
    expect(catalogEndpoint('specialties/attorneys')).toEqual({
      method: 'GET',
      path: '/catalogs/specialties/attorneys',
    });
    expect(reportEndpoint('users')).toEqual({ method: 'GET', path: '/reports/users' });
  });
});
