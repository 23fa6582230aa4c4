/**
 * A case's collaborators (issue 11): the list with what each billed (as far as the caller may know), the
 * search of validated providers and facilities the firm may add (an FTS query over the companies' index,
 * never a scan), adding and removing one with its activity line. Routes in collaborators.ts.
 */
import {
  COLLABORATING_COMPANY_TYPES,
  COLLABORATOR_SEARCH,
  MESSAGES,
  mayCollaborate,
} from '@casebridge/domain';
import { centsToUsd } from '@casebridge/domain';
import type { CaseCollaborator, CollaboratorCandidate, Company, LegalCase } from '@casebridge/domain';
import { notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { noticeCollaboratorAdded } from './caseEventNotices.ts';
import { recordActivity, type SeenCase } from './caseService.ts';

const candidate = (c: Company): CollaboratorCandidate => ({
  companyId: c.id,
  name: c.name,
  type: c.type,
  city: c.location?.city ?? null,
  state: c.location?.state ?? null,
});

/** The companies working on the case; the firm and staff see what each billed, a collaborator only its own. */
export function listCollaborators(services: Services, caller: Principal, seen: SeenCase): CaseCollaborator[] {
  const billed = new Map<string, number>();
  for (const bill of services.store.collection('bills').findBy('caseId', seen.legalCase.id))
    if (bill.voidedAt === null)
      billed.set(
        bill.healthProviderCompanyId,
        (billed.get(bill.healthProviderCompanyId) ?? 0) + bill.amountCents,
      );
  const mayKnow = (companyId: string) => seen.access !== 'COLLABORATOR' || companyId === caller.companyId;
  return services.store
    .collection('companies')
    .getMany(seen.legalCase.collaboratorCompanyIds)
    .map((company) => ({
      ...candidate(company),
      billedAmount: mayKnow(company.id) ? centsToUsd(billed.get(company.id) ?? 0) : null,
    }));
}

/** Validated providers and facilities matching `q` (name, e-mail, city, state or tax id), not yet on the case. */
export function searchCandidates(
  services: Services,
  legalCase: LegalCase,
  q: string,
): CollaboratorCandidate[] {
  const taken = new Set(legalCase.collaboratorCompanyIds);
  const page = services.store.collection('companies').list({
    filter: { q, status: 'VALIDATED', type: [...COLLABORATING_COMPANY_TYPES] },
    sort: { field: 'name', order: 'ASC' },
    range: [0, COLLABORATOR_SEARCH.maxResults + taken.size - 1],
  });
  return page.data
    .filter((company) => !taken.has(company.id))
    .slice(0, COLLABORATOR_SEARCH.maxResults)
    .map(candidate);
}

function touch(services: Services, legalCase: LegalCase, collaboratorCompanyIds: string[]): LegalCase {
  return services.store.update('cases', legalCase.id, {
    collaboratorCompanyIds,
    updatedAt: services.clock.now().toISOString(),
  });
}

/** Adds a validated provider or facility (400 otherwise); adding one already there changes nothing. */
export function addCollaborator(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  companyId: string,
): LegalCase {
  const company = services.store.collection('companies').get(companyId);
  if (!company || !mayCollaborate(company)) throw validationError({ companyId: MESSAGES.invalidOption });
  if (legalCase.collaboratorCompanyIds.includes(company.id)) return legalCase;
  const updated = touch(services, legalCase, [...legalCase.collaboratorCompanyIds, company.id]);
  recordActivity(
    services,
    caller,
    legalCase.id,
    'COLLABORATOR_ADDED',
    `${company.name} added as collaborator`,
  );
  noticeCollaboratorAdded(services, caller, updated, company.id);
  return updated;
}

/** Removes a collaborator (404 when the company does not work on the case). */
export function removeCollaborator(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  companyId: string,
): LegalCase {
  if (!legalCase.collaboratorCompanyIds.includes(companyId)) throw notFound();
  const updated = touch(
    services,
    legalCase,
    legalCase.collaboratorCompanyIds.filter((id) => id !== companyId),
  );
  const name = services.store.collection('companies').get(companyId)?.name ?? 'A company';
  recordActivity(services, caller, legalCase.id, 'COLLABORATOR_REMOVED', `${name} removed`);
  return updated;
}
