import type { Endpoint } from './endpoint.ts';

/**
 * Notifications, dashboards, maps, the outbox and the system.
 */
export const SYSTEM_ENDPOINTS = {
  getNotifications: { method: 'GET', path: '/notifications' },
  getUnreadNotificationCount: { method: 'GET', path: '/notifications/count/unread' },
  markNotificationRead: { method: 'POST', path: '/notifications/:id/read' },
  markNotificationUnread: { method: 'DELETE', path: '/notifications/:id/read' },
  getDashboardKpis: { method: 'GET', path: '/dashboard/kpis' },
  // The external dashboard (issue 16): the caller's company's figures, one answer per company type.
  getCompanyDashboard: { method: 'GET', path: '/dashboard' },
  // Maps, the outbox, the server's clock and the OpenAPI document; the clock moves in development only.
  suggestPlaces: { method: 'GET', path: '/geo/places' },
  listOutbox: { method: 'GET', path: '/outbox' },
  getOutboxEmail: { method: 'GET', path: '/outbox/:id' },
  getServerTime: { method: 'GET', path: '/time' },
  getOpenApi: { method: 'GET', path: '/openapi.json' },
  getDevClock: { method: 'GET', path: '/dev/clock' },
  advanceDevClock: { method: 'POST', path: '/dev/clock' },
} as const satisfies Record<string, Endpoint>;
