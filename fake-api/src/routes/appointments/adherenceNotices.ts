/**
 * The adherence alerts (issue 16): APPOINTMENT / ALERT_1 to the case's responsible attorney (when active), with
 * `extra` = "{caseId}:{appointmentId}" (the missed appointment, or the last visit a gap follows). An attorney
 * firm has no calendar, so NOTIFICATION_TARGETS opens the case for it, where the Treatment notice shows both.
 */
import { DOCUMENT_TIME_ZONE, TREATMENT_GAP_DAYS, formatLongDate } from '@casebridge/domain';
import type { Appointment, LegalCase, UserRecord } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { notifyAboutCase } from '../cases/caseNotifications.ts';
import { professionalName } from './appointmentService.ts';

export function notifyAdherence(
  services: Services,
  legalCase: LegalCase,
  appointment: Appointment,
  kind: 'missed' | 'gap',
  days = TREATMENT_GAP_DAYS,
): void {
  const attorney = services.store.collection('users').get(legalCase.attorneyUserId);
  const receivers: UserRecord[] = attorney?.status === 'ACTIVE' ? [attorney] : [];
  const company = services.store.collection('companies').get(appointment.companyId);
  const license = appointment.licenseId
    ? services.store.collection('licenses').get(appointment.licenseId)
    : undefined;
  const when = formatLongDate(appointment.endDate, DOCUMENT_TIME_ZONE);
  const description =
    kind === 'missed'
      ? `${legalCase.claimantName} missed the appointment of ${when} with ${professionalName(license)} ` +
        `(${company?.name ?? 'a provider'}) on case ${legalCase.folio}.`
      : `${legalCase.claimantName} has had no treatment on case ${legalCase.folio} for ${days} days ` +
        `(last visit ${when}) and nothing is scheduled.`;
  notifyAboutCase(services, legalCase, receivers, {
    section: 'APPOINTMENT',
    action: 'ALERT_1',
    message: kind === 'missed' ? 'Missed appointment' : 'Gap in treatment',
    description,
    relatedId: appointment.id,
    sender: { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
  });
}
