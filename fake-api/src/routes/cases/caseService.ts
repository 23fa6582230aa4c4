/**
 * The case service (issue 11): who may see a case (domain caseAccessOf; 404 otherwise, so ids cannot be
 * probed), the case as the API answers it, the visible-cases filter of the lists, and the activity log every
 * change writes. Routes (cases.ts, notes.ts, collaborators.ts, caseQuota.ts) only parse, authorize and answer.
 */
import { caseAccessOf, centsToUsd, liveBilledCents } from '@casebridge/domain';
import type {
  CaseAccess,
  CaseActivityAction,
  CaseFieldChange,
  CaseCaller,
  LegalCase,
  LegalCaseView,
} from '@casebridge/domain';
import { notFound } from '../../core/errors.ts';
import type { ListFilter } from '../../core/listRoute.ts';
import type { Principal, Services } from '../../core/types.ts';

export interface SeenCase {
  legalCase: LegalCase;
  access: CaseAccess;
}

function claimantUserIdOf(services: Services, legalCase: LegalCase): string | null {
  if (!legalCase.claimantId) return null;
  return services.store.collection('claimants').get(legalCase.claimantId)?.userId ?? null;
}

export function accessOf(services: Services, caller: CaseCaller, legalCase: LegalCase): CaseAccess | null {
  return caseAccessOf(caller, {
    attorneyCompanyId: legalCase.attorneyCompanyId,
    collaboratorCompanyIds: legalCase.collaboratorCompanyIds,
    claimantUserId: claimantUserIdOf(services, legalCase),
  });
}

/** The case and how the caller sees it; 404 when it does not exist or the caller may not see it. */
export function seeCase(services: Services, caller: Principal, id: string): SeenCase {
  const legalCase = services.store.collection('cases').get(id);
  const access = legalCase ? accessOf(services, caller, legalCase) : null;
  if (!legalCase || !access) throw notFound();
  return { legalCase, access };
}

/** Like seeCase, but only the firm's users get it (others: 404 when they may not see it, else `otherwise`). */
export function firmCase(
  services: Services,
  caller: Principal,
  id: string,
  otherwise: () => Error,
): SeenCase {
  const seen = seeCase(services, caller, id);
  if (seen.access !== 'FIRM') throw otherwise();
  return seen;
}

/**
 * The list filter that keeps what the caller may see (null: nothing). Firm users: their firm's cases;
 * collaborators: the cases their company works on; claimants: their own; internal staff: all.
 */
export function visibleCasesFilter(
  services: Services,
  caller: Principal,
  filter: ListFilter,
): ListFilter | null {
  if (caller.userType === 'CLAIMANT') {
    const mine = services.store.collection('claimants').findOne('userId', caller.userId);
    return mine ? { ...filter, claimantId: mine.id } : null;
  }
  if (['SYSTEM_ADMIN', 'SUPER_USER', 'USER'].includes(caller.userType)) return filter;
  if (!caller.companyId) return null;
  if (caller.companyType === 'ATTORNEY') return { ...filter, attorneyCompanyId: caller.companyId };
  if (caller.companyType === 'FACTORING_COMPANY') return null;
  return { ...filter, collaboratorCompanyIds: caller.companyId };
}

function userName(services: Services, userId: string | null): string {
  if (!userId) return 'CaseBridge';
  const user = services.store.collection('users').get(userId);
  return user ? `${user.name} ${user.lastName}`.trim() : 'Former user';
}

/** The case as the caller sees it. */
export function caseView(services: Services, caller: Principal, seen: SeenCase): LegalCaseView {
  const { legalCase: c, access } = seen;
  const { favoriteUserIds, ...rest } = c;
  const firm = services.store.collection('companies').get(c.attorneyCompanyId);
  const bills = services.store.collection('bills').findBy('caseId', c.id);
  const billed = liveBilledCents(
    bills
      .filter((b) => access !== 'COLLABORATOR' || b.healthProviderCompanyId === caller.companyId)
      .map((b) => ({ amountCents: b.amountCents, voided: b.voidedAt !== null })),
  );
  return {
    ...rest,
    attorneyCompanyName: firm?.name ?? '',
    attorneyName: userName(services, c.attorneyUserId),
    claimantEmail: access === 'COLLABORATOR' ? null : c.claimantEmail,
    claimantPhone: access === 'COLLABORATOR' ? null : c.claimantPhone,
    billedAmount: centsToUsd(billed),
    favorite: (favoriteUserIds ?? []).includes(caller.userId),
    access,
    mergedIntoCaseId: c.mergedIntoCaseId ?? null,
    mergedIntoFolio: c.mergedIntoCaseId
      ? (services.store.collection('cases').get(c.mergedIntoCaseId)?.folio ?? null)
      : null,
  };
}

/** Writes one line of the case's activity log (who, what, when). */
export function recordActivity(
  services: Services,
  caller: Principal | null,
  caseId: string,
  action: CaseActivityAction,
  detail: string,
  changes?: CaseFieldChange[],
): void {
  services.store.insert('caseActivities', {
    caseId,
    actorId: caller?.userId ?? null,
    actorName: userName(services, caller?.userId ?? null),
    action,
    detail,
    ...(changes ? { changes } : {}),
    createAt: services.clock.now().toISOString(),
  });
}

export { userName };
