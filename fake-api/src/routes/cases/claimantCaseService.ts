/**
 * What a claimant sees of their own cases (issue 11, "Claimants"): the case read-only with its attorney and
 * firm, the providers working on it, its key dates and the documents the firm shared with the claimant
 * (visibleFileSharing('CLAIMANT')). A case that is not the caller's own is a 404 (caseAccessOf), like every
 * case route. Routes (claimantCases.ts) only parse, authorize and answer.
 */
import { MESSAGES, visibleFileSharing } from '@casebridge/domain';
import type { Claimant, ClaimantCaseView, LegalCase } from '@casebridge/domain';
import { findOr404 } from '../../core/records.ts';
import type { Principal, Services } from '../../core/types.ts';
import { userName } from './caseService.ts';

/** The caller's claimant record (404 when the account has none). */
export function myClaimantRecord(services: Services, caller: Principal): Claimant {
  return findOr404(services, 'claimants', 'userId', caller.userId, { message: MESSAGES.claimantNotFound });
}

const CLAIMANT_SHARING: readonly string[] = visibleFileSharing('CLAIMANT') ?? [];

/** The case as its claimant sees it. */
export function claimantCaseView(services: Services, legalCase: LegalCase): ClaimantCaseView {
  const companies = services.store.collection('companies');
  const firm = companies.get(legalCase.attorneyCompanyId);
  const attorney = services.store.collection('users').get(legalCase.attorneyUserId);
  const documents = services.store
    .collection('files')
    .findBy('caseId', legalCase.id)
    .filter((file) => CLAIMANT_SHARING.includes(file.sharedWith))
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))
    .map(({ id, name, type, size, category, uploadedAt }) => ({
      id,
      name,
      type,
      size,
      category,
      uploadedAt,
    }));
  const providers = legalCase.collaboratorCompanyIds.flatMap((id) => {
    const company = companies.get(id);
    return company ? [{ id: company.id, name: company.name, type: company.type }] : [];
  });
  return {
    id: legalCase.id,
    folio: legalCase.folio,
    caseType: legalCase.caseType,
    status: legalCase.status,
    attorneyName: userName(services, legalCase.attorneyUserId),
    attorneyEmail: attorney?.email ?? null,
    firmName: firm?.name ?? '',
    firmPhone: firm?.phoneNumber ?? null,
    providers,
    accidentDate: legalCase.accidentDate,
    accidentCity: legalCase.accidentCity,
    accidentState: legalCase.accidentState,
    statuteOfLimitationsDate: legalCase.statuteOfLimitationsDate,
    createdDate: legalCase.createdDate,
    updatedAt: legalCase.updatedAt,
    documents,
  };
}

/**
 * A claimant's case-list filter (issue 39): their search (`q`) matches only what their view shows of a case,
 * its folio (case-insensitive, any part), never firm-only text such as the description the full-text search
 * reads.
 */
export function claimantCasesFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const { q, ...rest } = filter;
  const text = typeof q === 'string' ? q.trim() : '';
  return text ? { ...rest, folio_like: text } : rest;
}
