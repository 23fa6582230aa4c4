import type { Endpoint } from './endpoint.ts';

/**
 * The signed-in claimant: the profile and the claimant's cases.
 */
export const CLAIMANT_ENDPOINTS = {
  getMyClaimant: { method: 'GET', path: '/claimants/me' },
  updateMyClaimant: { method: 'PUT', path: '/claimants/me' },
  updateMyClaimantLanguage: { method: 'PUT', path: '/claimants/me/language' },
  listMyClaimantCases: { method: 'GET', path: '/claimants/me/cases' },
  getMyClaimantCase: { method: 'GET', path: '/claimants/me/cases/:id' },
} as const satisfies Record<string, Endpoint>;
