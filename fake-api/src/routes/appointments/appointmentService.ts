/**
 * The appointments service (issue 16): a provider's or facility's calendar. Every read and write is scoped to
 * the caller's company (another company's appointment answers 404); the professional must be one of its
 * licenses (400), the case one it works on (404), the slot free for that professional (409), and only a
 * SCHEDULED appointment is canceled (with a reason) or concluded (409 otherwise). Rules: domain
 * rules/appointments.ts. Routes (appointments.ts) only parse, authorize and answer.
 */
import {
  APPOINTMENT_STATUS_LABELS,
  MESSAGES,
  canMoveAppointment,
  findOverlap,
  format,
} from '@casebridge/domain';
import type {
  Appointment,
  AppointmentStatus,
  AppointmentView,
  License,
  createAppointmentBodySchema,
} from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { accessOf } from '../cases/caseService.ts';
import { notifyAppointment } from './appointmentNotices.ts';

export type CreateAppointmentInput = z.output<typeof createAppointmentBodySchema>;

const iso = (text: string) => new Date(text).toISOString();

export function professionalName(license: License | undefined): string {
  if (!license) return 'No professional';
  const name = `${license.name} ${license.lastName}`.trim();
  return license.credentials.label ? `${name}, ${license.credentials.label}` : name;
}

export function appointmentView(services: Services, appointment: Appointment): AppointmentView {
  const license = appointment.licenseId
    ? services.store.collection('licenses').get(appointment.licenseId)
    : undefined;
  const folio = appointment.caseId
    ? (services.store.collection('cases').get(appointment.caseId)?.folio ?? null)
    : null;
  const creator = appointment.createdById
    ? services.store.collection('users').get(appointment.createdById)
    : undefined;
  return {
    id: appointment.id,
    caseId: appointment.caseId,
    folio,
    claimantName: appointment.claimantName,
    companyId: appointment.companyId,
    licenseId: appointment.licenseId,
    professionalName: professionalName(license),
    status: appointment.status,
    startDate: appointment.startDate,
    endDate: appointment.endDate,
    notes: appointment.notes,
    cancelReason: appointment.cancelReason,
    canceledAt: appointment.canceledAt,
    concludedAt: appointment.concludedAt,
    createdAt: appointment.createdAt,
    createdByName: creator ? `${creator.name} ${creator.lastName}`.trim() : null,
  };
}

/** The caller's company's appointment; 404 when missing or another company's. */
export function appointmentOr404(services: Services, caller: Principal, id: string): Appointment {
  const appointment = services.store.collection('appointments').get(id);
  if (!appointment || appointment.companyId !== caller.companyId) throw notFound();
  return appointment;
}

/** The professional's SCHEDULED appointments crossing the slot (an indexed range on licenseId, status, start). */
function overlapping(services: Services, licenseId: string, startDate: string, endDate: string) {
  const { data } = services.store.collection('appointments').list({
    filter: { licenseId, status: 'SCHEDULED', startDate_lt: endDate, endDate_gt: startDate },
    sort: { field: 'startDate', order: 'ASC' },
    range: [0, 0],
  });
  return findOverlap(data, { startDate, endDate });
}

export function createAppointment(
  services: Services,
  caller: Principal,
  body: CreateAppointmentInput,
): Appointment {
  const companyId = caller.companyId;
  if (!companyId) throw notFound();
  const license = services.store.collection('licenses').get(body.licenseId);
  if (!license || license.companyId !== companyId)
    throw validationError({ licenseId: MESSAGES.appointmentLicenseNotOwn });
  let claimantName = body.claimantName ?? '';
  if (body.caseId) {
    const legalCase = services.store.collection('cases').get(body.caseId);
    if (!legalCase || !accessOf(services, caller, legalCase)) throw notFound();
    claimantName = legalCase.claimantName;
  }
  const startDate = iso(body.startDate);
  const endDate = iso(body.endDate);
  if (overlapping(services, license.id, startDate, endDate))
    throw conflict(format(MESSAGES.appointmentOverlap, { professional: professionalName(license) }));
  const appointment = services.store.insert('appointments', {
    caseId: body.caseId ?? null,
    claimantName,
    companyId,
    licenseId: license.id,
    status: 'SCHEDULED',
    startDate,
    endDate,
    notes: body.notes ?? null,
    cancelReason: null,
    canceledAt: null,
    concludedAt: null,
    createdById: caller.userId,
    createdAt: services.clock.now().toISOString(),
  });
  notifyAppointment(services, caller, appointment, 'ADD');
  return appointment;
}

function refuseUnlessMoves(appointment: Appointment, to: AppointmentStatus): void {
  if (!canMoveAppointment(appointment.status, to))
    throw conflict(
      format(MESSAGES.appointmentNotScheduled, {
        status: APPOINTMENT_STATUS_LABELS[appointment.status].toLowerCase(),
      }),
    );
}

export function cancelAppointment(
  services: Services,
  caller: Principal,
  appointment: Appointment,
  reason: string,
): Appointment {
  refuseUnlessMoves(appointment, 'CANCELED');
  const canceled = services.store.update('appointments', appointment.id, {
    status: 'CANCELED',
    cancelReason: reason,
    canceledAt: services.clock.now().toISOString(),
  });
  notifyAppointment(services, caller, canceled, 'DELETE');
  return canceled;
}

export function concludeAppointment(
  services: Services,
  caller: Principal,
  appointment: Appointment,
): Appointment {
  refuseUnlessMoves(appointment, 'CONCLUDED');
  const concluded = services.store.update('appointments', appointment.id, {
    status: 'CONCLUDED',
    concludedAt: services.clock.now().toISOString(),
  });
  notifyAppointment(services, caller, concluded, 'COMPLETE');
  return concluded;
}

/** The company's first start (min) or last end (max), null when it has none. */
export function appointmentBound(services: Services, companyId: string, which: 'min' | 'max'): string | null {
  const field = which === 'min' ? 'startDate' : 'endDate';
  const { data } = services.store.collection('appointments').list({
    filter: { companyId },
    sort: { field, order: which === 'min' ? 'ASC' : 'DESC' },
    range: [0, 0],
  });
  return data[0]?.[field] ?? null;
}
