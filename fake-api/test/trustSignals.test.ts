/**
 * The directory profile's trust signals (issue 12): computed from the platform's own records by the domain's
 * rules through indexed queries. Each profile's figures equal those computed here from every record (a scan);
 * the demo firm and the demo provider show all theirs, the demo facility not its reductions (too few); an
 * answered invite counts at once; an unlisted company still answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MIN_SAMPLE, attorneyTrustSignals, providerTrustSignals } from '@casebridge/domain';
import type { Company, DirectoryProfile, TrustSignal } from '@casebridge/domain';
import { REFERENCE_DATE } from '@casebridge/fixtures';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  // The fixtures' day: their pending invites are still open then.
  api = await startTestApi({ clock: { now: () => new Date(REFERENCE_DATE) } });
  tokens['health-provider-owner'] = bearer(
    await api.tokenOfUser(userOfRole(api, 'health-provider-owner').id),
  );
});
afterAll(() => api.close());

const all = <C extends 'companies' | 'referrals' | 'reductions' | 'settlements' | 'payments' | 'cases'>(
  name: C,
) => [...api.server.store.collection(name).all()];
const companyNamed = (name: string) => all('companies').find((c) => c.name === name)!;

const reductionOf = (r: { status: string; balanceCents: number; acceptedAmountCents: number | null }) => ({
  balanceCents: r.balanceCents,
  acceptedAmountCents: r.status === 'ACCEPTED' ? r.acceptedAmountCents : null,
});

/** The signals computed from every record (what the indexed queries must find). */
function expected(company: Company): TrustSignal[] {
  if (company.type === 'ATTORNEY') {
    const caseIds = new Set(
      all('cases')
        .filter((c) => c.attorneyCompanyId === company.id)
        .map((c) => c.id),
    );
    return attorneyTrustSignals({
      referredCaseIds: all('referrals')
        .filter((r) => r.fromCompanyId === company.id)
        .map((r) => r.caseId),
      reductions: all('reductions')
        .filter((r) => caseIds.has(r.caseId))
        .map(reductionOf),
      settlements: all('settlements')
        .filter((s) => caseIds.has(s.caseId) && s.status === 'FINALIZED')
        .map((s) => ({
          finalizedAt: s.finalizedAt!,
          firmPaymentDates: all('payments')
            .filter((p) => p.caseId === s.caseId && p.payer === 'ATTORNEY_FIRM')
            .map((p) => p.date),
        })),
    });
  }
  const invites = all('referrals').filter((r) => r.toCompanyId === company.id);
  const accepted = new Set(invites.filter((r) => r.status === 'ACCEPTED').map((r) => r.caseId));
  return providerTrustSignals({
    invites: invites.map((r) => ({
      caseId: r.caseId,
      sentAt: r.createdAt,
      answeredAt: r.answeredAt,
      accepted: r.status === 'ACCEPTED',
    })),
    reductions: all('reductions')
      .filter((r) => r.healthProviderCompanyId === company.id && accepted.has(r.caseId))
      .map(reductionOf),
  });
}

/** As a validated company's user: the negotiation figures are theirs to see (trustSignalAudience.test.ts). */
async function signalsOf(companyId: string): Promise<TrustSignal[]> {
  const res = await api.http
    .get(`/api/directory/profiles/${companyId}`)
    .set(tokens['health-provider-owner']!);
  expect(res.status).toBe(200);
  return (res.body as DirectoryProfile).trustSignals;
}
const shownKeys = (signals: TrustSignal[]) => signals.filter((s) => s.shown).map((s) => s.key);

describe('GET /directory/profiles/{id}: trust signals', () => {
  it('shows every signal of the demo provider and firm, each with its sample and how it is computed', async () => {
    const riverside = await signalsOf(companyNamed('Riverside Spine & Rehab').id);
    expect(shownKeys(riverside)).toEqual(['casesWorked', 'inviteResponseHours', 'acceptedReduction']);
    const hartwell = await signalsOf(companyNamed('Hartwell & Associates Law').id);
    expect(shownKeys(hartwell)).toEqual(['casesReferred', 'reductionObtained', 'settlementToPaymentDays']);
    for (const s of [...riverside, ...hartwell]) {
      expect(s.sampleSize).toBeGreaterThanOrEqual(TRUST_MIN_SAMPLE);
      expect(s.value).not.toBeNull();
      expect(s.explanation).toContain(`at least ${TRUST_MIN_SAMPLE}`);
    }
  });

  it('gives no number below the minimum sample (the demo facility’s reductions)', async () => {
    const lakeview = await signalsOf(companyNamed('Lakeview Imaging Center').id);
    const reduction = lakeview.find((s) => s.key === 'acceptedReduction')!;
    expect(reduction.shown).toBe(false);
    expect(reduction.value).toBeNull();
    expect(reduction.sampleSize).toBeLessThan(TRUST_MIN_SAMPLE);
    expect(shownKeys(lakeview)).toContain('casesWorked');
  });

  it('equals the figures computed from every record, for every listed attorney, provider and facility', async () => {
    const listed = all('companies').filter(
      (c) => c.status === 'VALIDATED' && ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY'].includes(c.type),
    );
    const checked = listed.filter((c) => c.type !== 'FACILITY' || c.directoryVisible !== false).slice(0, 60);
    let shown = 0;
    let hidden = 0;
    for (const company of checked) {
      const signals = await signalsOf(company.id);
      expect(signals, company.name).toEqual(expected(company));
      shown += signals.filter((s) => s.shown).length;
      hidden += signals.filter((s) => !s.shown).length;
    }
    expect(shown).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(0);
  });

  it('counts an invite as soon as it is answered', async () => {
    const riverside = companyNamed('Riverside Spine & Rehab');
    const pending = all('referrals').find((r) => r.toCompanyId === riverside.id && r.status === 'PENDING')!;
    const before = await signalsOf(riverside.id);
    const res = await api.http
      .put(`/api/referrals/${pending.id}/accept`)
      .set(tokens['health-provider-owner']!);
    expect(res.status).toBe(200);
    const after = await signalsOf(riverside.id);
    const sample = (signals: TrustSignal[], key: TrustSignal['key']) =>
      signals.find((s) => s.key === key)!.sampleSize;
    expect(sample(after, 'inviteResponseHours')).toBe(sample(before, 'inviteResponseHours') + 1);
    expect(after).toEqual(expected(riverside));
  });

  it('answers 404 for a company that is not listed, with no figures', async () => {
    const pending = all('companies').find((c) => c.status === 'PENDING_REVIEW')!;
    const res = await api.http.get(`/api/directory/profiles/${pending.id}`);
    expect(res.status).toBe(404);
    expect(res.body.trustSignals).toBeUndefined();
  });
});
