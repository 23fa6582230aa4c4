import { describe, expect, it } from 'vitest';
import { screenOf } from './screens.ts';

describe('screenOf', () => {
  it('names records by :id, whichever record it is', () => {
    expect(screenOf('/cases/ca-000047')).toBe('/cases/:id');
    expect(screenOf('/cases/3f0c2b8e-1d2a-4c5b-9e7f-0a1b2c3d4e5f/billing/co-000003')).toBe(
      '/cases/:id/billing/:id',
    );
    expect(screenOf('/admin/registries/co-000010/show')).toBe('/admin/registries/:id/show');
    expect(screenOf('/password-update/member%40ridgeline-law.test')).toBe('/password-update/:id');
  });

  it('keeps the words of a route', () => {
    expect(screenOf('/cases')).toBe('/cases');
    expect(screenOf('/attorney/search/health-provider')).toBe('/attorney/search/health-provider');
    expect(screenOf('/admin/funding-requests')).toBe('/admin/funding-requests');
    expect(screenOf('/')).toBe('/');
    expect(screenOf('/file/%E0%A4%A')).toBe('/file/%E0%A4%A');
  });
});
