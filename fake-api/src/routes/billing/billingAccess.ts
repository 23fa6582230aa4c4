/**
 * Who may see and change a provider's billing on a case (issue 14). The case's attorney firm sees every
 * provider; a provider (a health provider or facility collaborating on the case, or that billed it) sees its
 * own billing only; internal staff read as the firm and write nothing. Anyone else gets 404, so ids cannot be
 * probed. Writes also need an open case (409 billingClosedCase).
 */
import { MESSAGES, isCaseBillingOpen, isInternal } from '@casebridge/domain';
import type { Company, LegalCase } from '@casebridge/domain';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { caseProviders } from './billingFigures.ts';

export type BillingSide = 'FIRM' | 'PROVIDER';

export interface BillingScope {
  legalCase: LegalCase;
  provider: Company;
  side: BillingSide;
  /** Internal staff: read-only, as the firm. */
  staff: boolean;
}

/** The caller's side on a case, or null when it is neither the firm, nor staff, nor a provider of the case. */
export function billingSideOf(
  caller: Principal,
  legalCase: LegalCase,
  providerIds: readonly string[],
): { side: BillingSide; staff: boolean } | null {
  if (isInternal(caller)) return { side: 'FIRM', staff: true };
  if (caller.userType === 'CLAIMANT' || !caller.companyId) return null;
  if (caller.companyId === legalCase.attorneyCompanyId) return { side: 'FIRM', staff: false };
  if (providerIds.includes(caller.companyId)) return { side: 'PROVIDER', staff: false };
  return null;
}

/** The case or 404. */
export function caseOr404(services: Services, caseId: string): LegalCase {
  const legalCase = services.store.collection('cases').get(caseId);
  if (!legalCase) throw notFound();
  return legalCase;
}

/** The case's providers the caller may read, with its side; 404 when it may read none. */
export function caseBillingScope(services: Services, caller: Principal, caseId: string) {
  const legalCase = caseOr404(services, caseId);
  const providers = caseProviders(services, legalCase);
  const seen = billingSideOf(
    caller,
    legalCase,
    providers.map((p) => p.id),
  );
  if (!seen) throw notFound();
  const visible = seen.side === 'FIRM' ? providers : providers.filter((p) => p.id === caller.companyId);
  return { legalCase, providers: visible, ...seen };
}

/** One provider's billing on a case as the caller may read it; 404 otherwise (another provider included). */
export function billingScope(
  services: Services,
  caller: Principal,
  caseId: string,
  providerId: string,
): BillingScope {
  const { legalCase, providers, side, staff } = caseBillingScope(services, caller, caseId);
  const provider = providers.find((p) => p.id === providerId);
  if (!provider) throw notFound();
  return { legalCase, provider, side, staff };
}

/** Whether the case's billing can still change (not closed nor withdrawn, not merged into another). */
export const billingOpen = (legalCase: LegalCase): boolean =>
  isCaseBillingOpen(legalCase.status) && !legalCase.mergedIntoCaseId;

/** Staff write nothing (403); a closed case refuses every write (409). */
export function assertBillingWritable(scope: Pick<BillingScope, 'legalCase' | 'staff'>): void {
  if (scope.staff) throw forbidden();
  if (!billingOpen(scope.legalCase)) throw conflict(MESSAGES.billingClosedCase);
}

/** Bills are entered, corrected and voided by the provider only (403 for the firm). */
export function assertProviderSide(scope: BillingScope): void {
  if (scope.side !== 'PROVIDER') throw forbidden(MESSAGES.billingProviderOnly);
}

/** Today, YYYY-MM-DD, by the server's clock: billing dates may not be later. */
export const billingToday = (services: Services): string => services.clock.now().toISOString().slice(0, 10);
