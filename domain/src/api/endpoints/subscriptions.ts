import type { Endpoint } from './endpoint.ts';

/**
 * Subscriptions: the plans' prices, the registry, the staff's actions on a company, quotes, payments and
 * bought cases.
 */
export const SUBSCRIPTION_ENDPOINTS = {
  getPlanPricing: { method: 'GET', path: '/subscriptions/plan-pricing' },
  listRegistry: { method: 'GET', path: '/subscriptions' },
  getRegistryStatusCounts: { method: 'GET', path: '/subscriptions/registry/statuses/count' },
  getSubscription: { method: 'GET', path: '/subscriptions/:id' },
  getSubscriptionStatus: { method: 'GET', path: '/subscriptions/:id/status' },
  getCompanySubscription: { method: 'GET', path: '/subscriptions/company/:id' },
  getSubscriptionValidStatus: { method: 'GET', path: '/subscriptions/company/:id/valid-status' },
  validateCompany: { method: 'PUT', path: '/subscriptions/company/:id/validate' },
  rejectCompany: { method: 'PUT', path: '/subscriptions/company/:id/reject' },
  requestCompanyInfo: { method: 'PUT', path: '/subscriptions/company/:id/info-request' },
  cancelSubscription: { method: 'DELETE', path: '/subscriptions/company/:id/cancel' },
  revertCancellation: { method: 'DELETE', path: '/subscriptions/company/:id/revert-cancelation' },
  getQuote: { method: 'PUT', path: '/subscriptions/quote' },
  getSubscriptionSummary: { method: 'GET', path: '/subscriptions/:id/summary' },
  updateSubscriptionSummary: { method: 'PUT', path: '/subscriptions/:id/summary' },
  getPreviousSummary: { method: 'GET', path: '/subscriptions/:id/previous-summary' },
  savePaymentMethod: { method: 'POST', path: '/subscriptions/company/:id/payment-method' },
  changePaymentMethod: { method: 'PUT', path: '/subscriptions/company/:id/payment-method' },
  getCreditCard: { method: 'GET', path: '/subscriptions/me/credit-card' },
  buyCases: { method: 'POST', path: '/subscriptions/company/:id/buy-cases' },
} as const satisfies Record<string, Endpoint>;

/** The internal actions on a company subscription (SPEC.md section 4). */
export const COMPANY_ACTION_ENDPOINTS = {
  validate: SUBSCRIPTION_ENDPOINTS.validateCompany,
  reject: SUBSCRIPTION_ENDPOINTS.rejectCompany,
  infoRequest: SUBSCRIPTION_ENDPOINTS.requestCompanyInfo,
  cancel: SUBSCRIPTION_ENDPOINTS.cancelSubscription,
  revertCancellation: SUBSCRIPTION_ENDPOINTS.revertCancellation,
} as const satisfies Record<string, Endpoint>;
