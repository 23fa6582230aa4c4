/**
 * Who hears of an appointment on a case (issue 16): the case's responsible attorney (an attorney firm has no
 * calendar: NOTIFICATION_TARGETS opens the case for it) and the professional's own user when someone else
 * booked, canceled or concluded it. APPOINTMENT / ADD, DELETE (canceled) and COMPLETE (concluded), with
 * `extra` = "{caseId}:{appointmentId}". An appointment without a case tells nobody; the acting user is never told.
 */
import type { Appointment, UserRecord } from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';
import { notifyAboutCase } from '../cases/caseNotifications.ts';
import { actorName } from '../billing/billingNotices.ts';

export type AppointmentNoticeAction = 'ADD' | 'DELETE' | 'COMPLETE';

const WORDS: Record<AppointmentNoticeAction, { title: string; verb: string }> = {
  ADD: { title: 'Appointment scheduled', verb: 'scheduled' },
  DELETE: { title: 'Appointment canceled', verb: 'canceled' },
  COMPLETE: { title: 'Appointment concluded', verb: 'concluded' },
};

export function notifyAppointment(
  services: Services,
  caller: Principal,
  appointment: Appointment,
  action: AppointmentNoticeAction,
): void {
  if (!appointment.caseId) return;
  const legalCase = services.store.collection('cases').get(appointment.caseId);
  if (!legalCase) return;
  const users = services.store.collection('users');
  const professionalUserId = appointment.licenseId
    ? services.store.collection('licenses').get(appointment.licenseId)?.userId
    : null;
  const receivers = [legalCase.attorneyUserId, professionalUserId]
    .filter((id): id is string => Boolean(id) && id !== caller.userId)
    .map((id) => users.get(id))
    .filter((user): user is UserRecord => user?.status === 'ACTIVE');
  const company = services.store.collection('companies').get(appointment.companyId);
  const words = WORDS[action];
  notifyAboutCase(services, legalCase, [...new Map(receivers.map((u) => [u.id, u])).values()], {
    section: 'APPOINTMENT',
    action,
    message: words.title,
    description: `${actorName(services, caller)} (${company?.name ?? 'CaseBridge'}) ${words.verb} an appointment for case ${legalCase.folio}.`,
    relatedId: appointment.id,
    sender: company
      ? { id: company.id, name: company.name, type: company.type }
      : { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
  });
}
