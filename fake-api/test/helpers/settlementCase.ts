/**
 * The issue 14 settlement example set up in a store: an open case of the firm worked on by three providers
 * (the given one first; each with a user who can sign in) billing 9,000, 3,000 and 24,000, with no other bill,
 * payment, reduction or statement; and, for tests that skip the API, the providers accepting every open
 * reduction offer through the domain's rules (applyReductionStep).
 */
import { applyReductionStep, isCaseOpen } from '@casebridge/domain';
import type { Company, LegalCase } from '@casebridge/domain';
import type { Store } from '../../src/store/index.ts';

export const EXAMPLE_BILLS_CENTS = [900_000, 300_000, 2_400_000] as const;
/** Gross 90,000, fee 33⅓ % of the gross, costs 2,000, funding payoff 4,000 (cents). */
export const EXAMPLE_FIGURES = {
  grossCents: 9_000_000,
  fee: { rate: { numerator: 1, denominator: 3 }, basis: 'GROSS' },
  costsCents: 200_000,
  fundingPayoffCents: 400_000,
} as const;

export interface SettlementCase {
  legalCase: LegalCase;
  providers: Company[];
}

/** A user of the company who can sign in (a provider answering a reduction through the API). */
export function activeUserOf(store: Store, companyId: string) {
  return store
    .collection('users')
    .findBy('companyId', companyId)
    .find((u) => u.status === 'ACTIVE');
}

function clearBilling(store: Store, caseId: string): void {
  for (const name of ['bills', 'payments', 'reductions', 'settlements'] as const)
    for (const record of store.collection(name).findBy('caseId', caseId)) store.remove(name, record.id);
}

/** `index`: which of the firm's open cases (tests that need two take 0 and 1). */
export function settlementCase(
  store: Store,
  firmCompanyId: string,
  firstProviderId: string,
  index = 0,
): SettlementCase {
  const open = store
    .collection('cases')
    .findBy('attorneyCompanyId', firmCompanyId)
    .filter((c) => isCaseOpen(c.status) && !c.mergedIntoCaseId);
  const found = open[index];
  if (!found) throw new Error(`the firm has no open case ${index}`);
  const others = [...store.collection('companies').all()].filter(
    (c) =>
      (c.type === 'HEALTH_PROVIDER' || c.type === 'FACILITY') &&
      c.status === 'VALIDATED' &&
      c.id !== firstProviderId &&
      activeUserOf(store, c.id) !== undefined,
  );
  const first = store.collection('companies').get(firstProviderId);
  if (!first || others.length < 2) throw new Error('not enough providers');
  const providers = [first, others[0]!, others[1]!];
  clearBilling(store, found.id);
  const legalCase = store.update('cases', found.id, { collaboratorCompanyIds: providers.map((p) => p.id) });
  providers.forEach((provider, i) => {
    store.insert('bills', {
      caseId: legalCase.id,
      healthProviderCompanyId: provider.id,
      serviceDate: `2026-0${i + 1}-10`,
      description: `Treatment ${i + 1}`,
      procedureCode: null,
      amountCents: EXAMPLE_BILLS_CENTS[i]!,
      paidByPayer: {},
      voidedAt: null,
      voidedById: null,
      voidedByName: null,
      voidReason: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      createdById: null,
      createdByName: provider.name,
      updatedAt: '2026-01-10T10:00:00.000Z',
    });
  });
  return { legalCase, providers };
}

/** Each provider accepts its open offer on the case, as the domain's step would store it. */
export function acceptOpenReductions(store: Store, caseId: string): void {
  for (const r of store.collection('reductions').findBy('caseId', caseId)) {
    if (r.status !== 'OPEN') continue;
    const by = {
      party: 'PROVIDER',
      byId: 'provider',
      byName: 'Provider',
      at: new Date().toISOString(),
    } as const;
    const step = applyReductionStep(r, { action: 'ACCEPT' }, by);
    if (!step.ok) throw new Error(step.reason);
    store.update('reductions', r.id, step.negotiation);
  }
}
