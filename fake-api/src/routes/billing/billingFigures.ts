/**
 * A case's billing figures per provider (issue 14), read once for the billing screen, the case's totals and
 * the settlement statement: the provider's bills, payments and reduction negotiations, and its totals by the
 * domain's rules (rules/billing.ts, rules/reductions.ts). Amounts in cents.
 */
import { acceptedReductionCents, providerTotals } from '@casebridge/domain';
import type {
  Bill,
  BillFigures,
  Company,
  LegalCase,
  Payment,
  PaymentFigures,
  ProviderTotals,
  Reduction,
} from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

export interface ProviderFigures {
  provider: Company;
  /** Oldest date of service first. */
  bills: Bill[];
  /** Newest first. */
  payments: Payment[];
  /** Newest first. */
  reductions: Reduction[];
  /** The open (OPEN, COUNTERED) or accepted negotiation, if any: the one the statement and the screen use. */
  current: Reduction | null;
  totals: ProviderTotals;
}

const ALL: [number, number] = [0, 9999];

export const billFigures = (b: Bill): BillFigures => ({
  id: b.id,
  amountCents: b.amountCents,
  paidByPayer: b.paidByPayer,
  voided: b.voidedAt !== null,
});

export const paymentFigures = (p: Payment): PaymentFigures => ({
  billId: p.billId,
  amountCents: p.amountCents,
  payer: p.payer,
});

/** The records of one provider on one case, read through the (caseId, provider) indexes. */
function recordsOf<C extends 'bills' | 'payments' | 'reductions'>(
  services: Services,
  name: C,
  caseId: string,
  providerId: string,
) {
  return services.store
    .collection(name)
    .list({ filter: { caseId, healthProviderCompanyId: providerId }, range: ALL }).data;
}

export function providerFigures(services: Services, caseId: string, provider: Company): ProviderFigures {
  const bills = recordsOf(services, 'bills', caseId, provider.id).sort(
    (a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.createdAt.localeCompare(b.createdAt),
  );
  const payments = recordsOf(services, 'payments', caseId, provider.id).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const reductions = recordsOf(services, 'reductions', caseId, provider.id).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const current =
    reductions.find((r) => r.status === 'OPEN' || r.status === 'COUNTERED' || r.status === 'ACCEPTED') ??
    null;
  const totals = providerTotals(
    bills.map(billFigures),
    payments.map(paymentFigures),
    current ? acceptedReductionCents(current) : null,
  );
  return { provider, bills, payments, reductions, current, totals };
}

/**
 * The providers whose billing belongs to the case: its collaborating health providers and facilities, and
 * any company that billed it before it stopped collaborating.
 */
export function caseProviders(services: Services, legalCase: LegalCase): Company[] {
  const billed = new Set(
    services.store
      .collection('bills')
      .findBy('caseId', legalCase.id)
      .map((b) => b.healthProviderCompanyId),
  );
  const ids = [...new Set([...legalCase.collaboratorCompanyIds, ...billed])];
  return services.store
    .collection('companies')
    .getMany(ids)
    .filter((c) => c.type === 'HEALTH_PROVIDER' || c.type === 'FACILITY');
}

export function caseProviderFigures(services: Services, legalCase: LegalCase): ProviderFigures[] {
  return caseProviders(services, legalCase).map((p) => providerFigures(services, legalCase.id, p));
}
