/**
 * The claimant's dashboard (issue 11, /claimant/dashboard): their own cases read-only, with the firm, the
 * responsible attorney, the providers and facilities treating them and the next appointment, and whether their
 * profile is complete. Cases are found through the claimant's indexed id; a case merged into another is left
 * out (the kept case shows). Case files are not listed: no file is shared with claimants yet.
 */
import { MESSAGES } from '@casebridge/domain';
import type { ClaimantDashboard, LegalCase } from '@casebridge/domain';
import { findOr404 } from '../../core/records.ts';
import type { Services } from '../../core/types.ts';
import { userName } from './caseService.ts';

function nextAppointment(services: Services, legalCase: LegalCase, now: string) {
  const next = services.store
    .collection('appointments')
    .findBy('caseId', legalCase.id)
    .filter((a) => a.status === 'SCHEDULED' && a.startDate >= now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  if (!next) return null;
  const provider = services.store.collection('companies').get(next.companyId);
  return { startDate: next.startDate, endDate: next.endDate, providerName: provider?.name ?? 'A provider' };
}

export function claimantDashboard(services: Services, userId: string): ClaimantDashboard {
  const claimant = findOr404(services, 'claimants', 'userId', userId, { message: MESSAGES.claimantNotFound });
  const now = services.clock.now().toISOString();
  const companies = services.store.collection('companies');
  const cases = services.store
    .collection('cases')
    .findBy('claimantId', claimant.id)
    .filter((c) => !c.mergedIntoCaseId)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((c) => ({
      id: c.id,
      folio: c.folio,
      status: c.status,
      caseType: c.caseType,
      accidentDate: c.accidentDate,
      firmName: companies.get(c.attorneyCompanyId)?.name ?? '',
      attorneyName: userName(services, c.attorneyUserId),
      attorneyEmail: services.store.collection('users').get(c.attorneyUserId)?.email ?? null,
      providers: companies.getMany(c.collaboratorCompanyIds).map((p) => ({
        name: p.name,
        type: p.type,
        city: p.location?.city ?? null,
        state: p.location?.state ?? null,
        phoneNumber: p.phoneNumber ?? null,
      })),
      nextAppointment: nextAppointment(services, c, now),
      updatedAt: c.updatedAt,
    }));
  return {
    claimantName: `${claimant.name} ${claimant.lastName}`.trim(),
    profileComplete: claimant.profileComplete,
    cases,
  };
}
