import type { Endpoint } from './endpoint.ts';

/**
 * Appointments (issue 16; SPEC.md 7 "Appointments", providers and facilities only).
 */
export const APPOINTMENT_ENDPOINTS = {
  listAppointments: { method: 'GET', path: '/appointments' },
  createAppointment: { method: 'POST', path: '/appointments' },
  cancelAppointment: { method: 'PUT', path: '/appointments/:id/cancel' },
  concludeAppointment: { method: 'PUT', path: '/appointments/:id/conclude' },
  getAppointmentIndex: { method: 'GET', path: '/appointments/index' },
  getAppointmentMaxDate: { method: 'GET', path: '/appointments/max-date' },
  getAppointmentMinDate: { method: 'GET', path: '/appointments/min-date' },
  getCaseAdherence: { method: 'GET', path: '/cases/:id/adherence' },
} as const satisfies Record<string, Endpoint>;
