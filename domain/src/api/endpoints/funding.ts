import type { Endpoint } from './endpoint.ts';

/**
 * Funding requests, a case's funding and the factoring companies.
 */
export const FUNDING_ENDPOINTS = {
  listFundingRequests: { method: 'GET', path: '/funding-requests' },
  createFundingRequest: { method: 'POST', path: '/funding-requests' },
  getFundingStatusCounts: { method: 'GET', path: '/funding-requests/statuses/count' },
  getFundingRequest: { method: 'GET', path: '/funding-requests/:id' },
  setFundingStatus: { method: 'PUT', path: '/funding-requests/:id/status' },
  getFundingCaseFacts: { method: 'GET', path: '/funding-requests/:id/case' },
  getCaseFundingRequests: { method: 'GET', path: '/cases/:id/funding-requests' },
  getUsersFundedByMe: { method: 'GET', path: '/cases/:id/users-funded-by-me' },
  listFactoringCompanies: { method: 'GET', path: '/factoring-companies' },
  searchFactoringCompanies: { method: 'GET', path: '/factoring-companies/search' },
  getFactoringCompany: { method: 'GET', path: '/factoring-companies/:id' },
  createFactoringCompany: { method: 'POST', path: '/factoring-companies' },
  updateFactoringCompany: { method: 'PUT', path: '/factoring-companies/:id' },
  requestFactoringInfo: { method: 'POST', path: '/factoring-companies/:id/info' },
  getFactoringFile: { method: 'GET', path: '/factoring-companies/file/:id' },
} as const satisfies Record<string, Endpoint>;
