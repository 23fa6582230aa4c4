/**
 * The billing answers (issue 14): a provider's billing (ProviderBilling) with what the caller may do now, and
 * the case's providers with their totals against the policy limit (CaseBilling). `can` comes from the same
 * rules and checks the writes use (billingAccess.ts, the domain's refusals).
 */
import {
  allowedReductionActions,
  billBalanceCents,
  billPaidCents,
  caseBillingTotals,
  isReductionActive,
  paymentRefusal,
  startReduction,
  usdToCents,
} from '@casebridge/domain';
import type { Bill, BillView, CaseBilling, Payment, PaymentView, ProviderBilling } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { billingOpen } from './billingAccess.ts';
import type { BillingScope } from './billingAccess.ts';
import { billFigures, caseProviderFigures, paymentFigures, providerFigures } from './billingFigures.ts';
import type { ProviderFigures } from './billingFigures.ts';
import { reductionView } from './reductionService.ts';

export function billView(bill: Bill, payments: readonly Payment[]): BillView {
  const figures = billFigures(bill);
  const paid = payments.map(paymentFigures);
  return {
    id: bill.id,
    caseId: bill.caseId,
    healthProviderCompanyId: bill.healthProviderCompanyId,
    serviceDate: bill.serviceDate,
    description: bill.description,
    procedureCode: bill.procedureCode,
    amountCents: bill.amountCents,
    paidByPayer: bill.paidByPayer,
    paidCents: billPaidCents(figures, paid),
    balanceCents: billBalanceCents(figures, paid),
    voidedAt: bill.voidedAt,
    voidedByName: bill.voidedByName,
    voidReason: bill.voidReason,
    createdAt: bill.createdAt,
    createdByName: bill.createdByName,
    updatedAt: bill.updatedAt,
  };
}

export function paymentView(p: Payment): PaymentView {
  return {
    id: p.id,
    caseId: p.caseId,
    billId: p.billId,
    healthProviderCompanyId: p.healthProviderCompanyId,
    amountCents: p.amountCents,
    date: p.date,
    payer: p.payer,
    reference: p.reference,
    recordedByName: p.recordedByName,
    recordedByCompanyId: p.recordedByCompanyId,
    createdAt: p.createdAt,
  };
}

/** What the caller may do now, by the rules the writes enforce. */
function abilities(scope: BillingScope, f: ProviderFigures): ProviderBilling['can'] {
  if (scope.staff || !billingOpen(scope.legalCase))
    return { addBill: false, recordPayment: false, requestReduction: false, reductionActions: [] };
  const payments = f.payments.map(paymentFigures);
  // A payment of one cent is refused only when no bill has a balance left (or all are voided).
  const payable = f.bills.some((b) => paymentRefusal(billFigures(b), payments, 1) === null);
  const balance = f.totals.billedCents - f.totals.paidCents;
  const probe = startReduction(
    balance,
    { by: 'PERCENT', percent: 100 },
    { party: scope.side, byId: '', byName: '', at: '' },
    f.reductions.map((r) => r.status),
  );
  const active = f.reductions.find((r) => isReductionActive(r.status));
  return {
    addBill: scope.side === 'PROVIDER',
    recordPayment: payable,
    requestReduction: probe.ok,
    reductionActions: active ? allowedReductionActions(active.status, scope.side) : [],
  };
}

export function providerBillingView(services: Services, scope: BillingScope): ProviderBilling {
  const f = providerFigures(services, scope.legalCase.id, scope.provider);
  return {
    caseId: scope.legalCase.id,
    folio: scope.legalCase.folio,
    caseOpen: billingOpen(scope.legalCase),
    provider: { id: scope.provider.id, name: scope.provider.name, type: scope.provider.type },
    side: scope.side,
    bills: f.bills.map((b) => billView(b, f.payments)),
    payments: f.payments.map(paymentView),
    reductions: f.reductions.map(reductionView),
    totals: f.totals,
    can: abilities(scope, f),
  };
}

/** Every provider the caller may see (the firm and staff: all; a provider: its own) and the case's sum. */
export function caseBillingView(
  services: Services,
  seen: { legalCase: BillingScope['legalCase']; providers: readonly BillingScope['provider'][] },
): CaseBilling {
  const visible = new Set(seen.providers.map((p) => p.id));
  const figures = caseProviderFigures(services, seen.legalCase).filter((f) => visible.has(f.provider.id));
  const limit = seen.legalCase.policyLimit;
  return {
    caseId: seen.legalCase.id,
    providers: figures.map((f) => ({
      id: f.provider.id,
      name: f.provider.name,
      type: f.provider.type,
      totals: f.totals,
      reductionStatus: (f.current ?? f.reductions[0])?.status ?? null,
    })),
    totals: caseBillingTotals(
      figures.map((f) => f.totals),
      typeof limit === 'number' ? usdToCents(limit) : null,
    ),
  };
}
