/**
 * Appointments (issue 16): the calendar's calls. The plain list GET /appointments is the react-admin resource
 * 'appointments' (getList); these are the custom ones.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  AppointmentIndexQuery,
  AppointmentPage,
  AppointmentView,
  CaseAdherence,
  CreateAppointmentBody,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface AppointmentMethods {
  /** GET /appointments/index: the company's appointments in a window (start-date..end-date), by start. */
  getAppointmentIndex(query: AppointmentIndexQuery): Promise<AppointmentPage>;
  /** POST /appointments: 409 with the professional's name when it overlaps a scheduled one. */
  createAppointment(body: CreateAppointmentBody): Promise<AppointmentView>;
  /** PUT /appointments/{id}/cancel: a scheduled one, with the reason. */
  cancelAppointment(id: string, reason: string): Promise<AppointmentView>;
  /** PUT /appointments/{id}/conclude: a scheduled one. */
  concludeAppointment(id: string): Promise<AppointmentView>;
  /** GET /appointments/min-date and /max-date: the company's first start and last end (null: none). */
  getAppointmentBounds(): Promise<{ minDate: string | null; maxDate: string | null }>;
  /** GET /cases/{id}/adherence: the case's missed appointments and treatment gap (its firm only). */
  getCaseAdherence(caseId: string): Promise<CaseAdherence>;
}

export function appointmentMethods(http: HttpClient): AppointmentMethods {
  const call = endpointCaller(http);
  return {
    getAppointmentIndex: (query) =>
      call(ENDPOINTS.getAppointmentIndex, {
        query: {
          status: query.status,
          'start-date': query.startDate,
          'end-date': query.endDate,
          'license-id': query.licenseId,
          page: query.page,
          size: query.size,
        },
      }),
    createAppointment: (body) => call(ENDPOINTS.createAppointment, { body }),
    cancelAppointment: (id, reason) =>
      call(ENDPOINTS.cancelAppointment, { params: { id }, body: { reason } }),
    concludeAppointment: (id) => call(ENDPOINTS.concludeAppointment, { params: { id } }),
    getAppointmentBounds: async () => {
      const [min, max] = await Promise.all([
        call<{ date: string | null }>(ENDPOINTS.getAppointmentMinDate),
        call<{ date: string | null }>(ENDPOINTS.getAppointmentMaxDate),
      ]);
      return { minDate: min.date, maxDate: max.date };
    },
    getCaseAdherence: (caseId) => call(ENDPOINTS.getCaseAdherence, { params: { id: caseId } }),
  };
}
