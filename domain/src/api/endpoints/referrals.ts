import type { Endpoint } from './endpoint.ts';

/**
 * Referrals and case invites (issue 13; the project's paths, in the OpenAPI document).
 */
export const REFERRAL_ENDPOINTS = {
  presentCase: { method: 'POST', path: '/referrals' },
  listReferrals: { method: 'GET', path: '/referrals' },
  getReferralStatusCounts: { method: 'GET', path: '/referrals/statuses/count' },
  listReferralSkeleton: { method: 'GET', path: '/referrals/skeleton' },
  getReferral: { method: 'GET', path: '/referrals/:id' },
  acceptReferral: { method: 'PUT', path: '/referrals/:id/accept' },
  rejectReferral: { method: 'PUT', path: '/referrals/:id/reject' },
  assignReferral: { method: 'PUT', path: '/referrals/:id/assign' },
  resendReferral: { method: 'POST', path: '/referrals/:id/resend' },
  getCaseReferrals: { method: 'GET', path: '/cases/:id/referrals' },
  getCompanyProfessionals: { method: 'GET', path: '/companies/:id/professionals' },
  // SPEC.md 7 "Presented case and professionals": the same lists by the company's kind.
  getCompanyAttorneys: { method: 'GET', path: '/companies/:id/attorneys' },
  getCompanyHealthProviders: { method: 'GET', path: '/companies/:id/health-providers' },
  getCompanySubFacilities: { method: 'GET', path: '/companies/:id/sub-facilities' },
} as const satisfies Record<string, Endpoint>;
