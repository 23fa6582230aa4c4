import type { Endpoint } from './endpoint.ts';

/**
 * The directory (issue 12; SPEC.md 7 "Directory search"): searches and the public profile.
 */
export const DIRECTORY_ENDPOINTS = {
  searchHealthProviders: { method: 'GET', path: '/search/health-providers' },
  searchAttorneys: { method: 'GET', path: '/search/attorneys' },
  searchAllHealthProviders: { method: 'GET', path: '/search/health-providers/all' },
  searchAllAttorneys: { method: 'GET', path: '/search/attorneys/all' },
  getDirectoryProfile: { method: 'GET', path: '/directory/profiles/:id' },
} as const satisfies Record<string, Endpoint>;
