import type { Endpoint } from './endpoint.ts';

/**
 * Billing per provider, reductions and the settlement statement (issue 14; the project's paths).
 */
export const BILLING_ENDPOINTS = {
  getCaseBilling: { method: 'GET', path: '/cases/:id/billing' },
  getProviderBilling: { method: 'GET', path: '/cases/:id/billing/:providerId' },
  createBill: { method: 'POST', path: '/cases/:id/billing/:providerId/bills' },
  updateBill: { method: 'PUT', path: '/cases/:id/billing/:providerId/bills/:billId' },
  voidBill: { method: 'POST', path: '/cases/:id/billing/:providerId/bills/:billId/void' },
  recordPayment: { method: 'POST', path: '/cases/:id/billing/:providerId/payments' },
  requestReduction: { method: 'POST', path: '/cases/:id/billing/:providerId/reductions' },
  stepReduction: { method: 'PUT', path: '/cases/:id/billing/:providerId/reductions/:reductionId' },
  getSettlement: { method: 'GET', path: '/cases/:id/settlement' },
  saveSettlement: { method: 'PUT', path: '/cases/:id/settlement' },
  sendProRataRequests: { method: 'POST', path: '/cases/:id/settlement/pro-rata-requests' },
  finalizeSettlement: { method: 'POST', path: '/cases/:id/settlement/finalize' },
} as const satisfies Record<string, Endpoint>;
