/**
 * A case's treatment adherence for its firm (GET /cases/{id}/adherence; rules in domain rules/adherence.ts):
 * the missed appointments (still scheduled a day after their end), the last visit and the gap, read from the
 * case's appointments (indexed on caseId) at the server's time.
 */
import { isMissedAppointment, lastVisit, treatmentGap } from '@casebridge/domain';
import type { CaseAdherence, LegalCase } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { professionalName } from './appointmentService.ts';

export function caseAdherence(services: Services, legalCase: LegalCase): CaseAdherence {
  const now = services.clock.now();
  const appointments = services.store.collection('appointments').findBy('caseId', legalCase.id);
  const companies = services.store.collection('companies');
  const licenses = services.store.collection('licenses');
  const missed = appointments
    .filter((a) => isMissedAppointment(a, now))
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((a) => ({
      id: a.id,
      companyId: a.companyId,
      companyName: companies.get(a.companyId)?.name ?? '',
      professionalName: professionalName(a.licenseId ? licenses.get(a.licenseId) : undefined),
      startDate: a.startDate,
      endDate: a.endDate,
    }));
  return {
    caseId: legalCase.id,
    missed,
    lastVisitAt: lastVisit(appointments)?.endDate ?? null,
    gapDays: treatmentGap(legalCase.status, appointments, now)?.days ?? null,
  };
}
