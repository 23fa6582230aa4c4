/**
 * A directory profile's trust signals (issue 12; domain rules/trustSignals.ts) read from the platform's records
 * through indexed queries only, never a scan of a collection:
 * - a provider or facility: the case invites it received (referrals by toCompanyId), and the reductions of the
 *   cases it accepted (reductions by caseId and provider);
 * - an attorney firm: the case invites it sent (referrals by fromCompanyId), its cases (by attorneyCompanyId),
 *   their reductions and settlements (by caseId), and the payments of the settled cases (by caseId).
 */
import { attorneyTrustSignals, providerTrustSignals } from '@casebridge/domain';
import type { Company, TrustSettlementRecord, TrustSignal } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

const toReduction = (r: { balanceCents: number; acceptedAmountCents: number | null; status: string }) => ({
  balanceCents: r.balanceCents,
  acceptedAmountCents: r.status === 'ACCEPTED' ? r.acceptedAmountCents : null,
});

function providerSignals(services: Services, companyId: string): TrustSignal[] {
  const referrals = services.store.collection('referrals').findBy('toCompanyId', companyId);
  const acceptedCaseIds = [...new Set(referrals.filter((r) => r.status === 'ACCEPTED').map((r) => r.caseId))];
  const reductions =
    acceptedCaseIds.length === 0
      ? []
      : services.store
          .collection('reductions')
          .list({ filter: { caseId: acceptedCaseIds, healthProviderCompanyId: companyId } }).data;
  return providerTrustSignals({
    invites: referrals.map((r) => ({
      caseId: r.caseId,
      sentAt: r.createdAt,
      answeredAt: r.answeredAt,
      accepted: r.status === 'ACCEPTED',
    })),
    reductions: reductions.map(toReduction),
  });
}

function attorneySignals(services: Services, companyId: string): TrustSignal[] {
  const referred = services.store.collection('referrals').findBy('fromCompanyId', companyId);
  const caseIds = services.store
    .collection('cases')
    .findBy('attorneyCompanyId', companyId)
    .map((c) => c.id);
  const byCases = <C extends 'reductions' | 'settlements' | 'payments'>(name: C, ids: string[]) =>
    ids.length === 0 ? [] : services.store.collection(name).list({ filter: { caseId: ids } }).data;
  const finalized = byCases('settlements', caseIds).filter((s) => s.status === 'FINALIZED' && s.finalizedAt);
  const firmPayments = new Map<string, string[]>();
  for (const p of byCases(
    'payments',
    finalized.map((s) => s.caseId),
  ))
    if (p.payer === 'ATTORNEY_FIRM')
      firmPayments.set(p.caseId, [...(firmPayments.get(p.caseId) ?? []), p.date]);
  const settlements: TrustSettlementRecord[] = finalized.map((s) => ({
    finalizedAt: s.finalizedAt!,
    firmPaymentDates: firmPayments.get(s.caseId) ?? [],
  }));
  return attorneyTrustSignals({
    referredCaseIds: referred.map((r) => r.caseId),
    reductions: byCases('reductions', caseIds).map(toReduction),
    settlements,
  });
}

/** The company's trust signals: a firm's or a provider's (facilities are providers here). */
export function trustSignalsOf(services: Services, company: Pick<Company, 'id' | 'type'>): TrustSignal[] {
  if (company.type === 'ATTORNEY') return attorneySignals(services, company.id);
  if (company.type === 'HEALTH_PROVIDER' || company.type === 'FACILITY')
    return providerSignals(services, company.id);
  return [];
}
