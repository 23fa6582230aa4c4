/**
 * Reading a case's billing (issue 14): GET /cases/{id}/billing and GET /cases/{id}/billing/{providerId}, who
 * sees what (the firm every provider, a provider its own, staff read-only, anyone else 404) and the totals
 * against the policy limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseBillingSchema, caseBillingTotals, providerBillingSchema, usdToCents } from '@casebridge/domain';
import type { CaseBilling, LegalCase, ProviderBilling } from '@casebridge/domain';
import { billingPath, startBillingWorld } from './helpers/billing.ts';
import type { BillingWorld } from './helpers/billing.ts';

let w: BillingWorld;
let theCase: LegalCase;
beforeAll(async () => {
  w = await startBillingWorld();
  theCase = w.shared[0]!;
});
afterAll(() => w.api.close());

const as = (role: string) => w.tokens[role]!;
const caseBilling = (auth: Record<string, string>, caseId = theCase.id) =>
  w.api.http.get(`/api/cases/${caseId}/billing`).set(auth);
const providerBilling = (auth: Record<string, string>, providerId = w.providerId, caseId = theCase.id) =>
  w.api.http.get(billingPath(caseId, providerId)).set(auth);

describe('GET /cases/{id}/billing', () => {
  it("gives the firm every provider's totals and the case's sum against its policy limit", async () => {
    const res = await caseBilling(as('attorney-owner'));
    expect(res.status).toBe(200);
    const body = caseBillingSchema.parse(res.body) as CaseBilling;
    const ids = body.providers.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([w.providerId, w.otherProvider.id]));
    const limit = theCase.policyLimit === null ? null : usdToCents(theCase.policyLimit);
    expect(body.totals).toEqual(
      caseBillingTotals(
        body.providers.map((p) => p.totals),
        limit,
      ),
    );
    expect(body.totals.billedCents).toBeGreaterThan(0);
  });

  it('gives a provider its own line only, and its own totals', async () => {
    const res = await caseBilling(as('health-provider-owner'));
    expect(res.status).toBe(200);
    const body = res.body as CaseBilling;
    expect(body.providers.map((p) => p.id)).toEqual([w.providerId]);
    expect(body.totals.billedCents).toBe(body.providers[0]!.totals.billedCents);
  });

  it('lets internal staff read every provider', async () => {
    const res = await caseBilling(as('user'));
    expect(res.status).toBe(200);
    expect((res.body as CaseBilling).providers.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 to another firm, the claimant and for a missing case', async () => {
    expect((await caseBilling(as('basic-attorney-owner'))).status).toBe(404);
    expect((await caseBilling(as('claimant'))).status).toBe(404);
    expect((await caseBilling(as('attorney-owner'), 'ca-missing')).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await w.api.http.get(`/api/cases/${theCase.id}/billing`)).status).toBe(401);
  });
});

describe('GET /cases/{id}/billing/{providerId}', () => {
  it('shows the firm the provider’s bills, payments and negotiations, and what the firm may do', async () => {
    const res = await providerBilling(as('attorney-owner'));
    expect(res.status).toBe(200);
    const body = providerBillingSchema.parse(res.body) as ProviderBilling;
    expect(body.side).toBe('FIRM');
    expect(body.provider.id).toBe(w.providerId);
    expect(body.folio).toBe(theCase.folio);
    expect(body.caseOpen).toBe(true);
    expect(body.can.addBill).toBe(false);
    const dates = body.bills.map((b) => b.serviceDate);
    expect(dates).toEqual([...dates].sort());
    const live = body.bills.filter((b) => !b.voidedAt);
    expect(body.totals.billedCents).toBe(live.reduce((a, b) => a + b.amountCents, 0));
    expect(body.totals.billCount).toBe(live.length);
  });

  it('shows the provider its own billing as the provider side', async () => {
    const res = await providerBilling(as('health-provider-owner'));
    expect(res.status).toBe(200);
    const body = res.body as ProviderBilling;
    expect(body.side).toBe('PROVIDER');
    expect(body.can.addBill).toBe(true);
    expect(body.can.requestReduction).toBe(false);
  });

  it('lets staff read as the firm with nothing allowed', async () => {
    const res = await providerBilling(as('user'));
    expect(res.status).toBe(200);
    const body = res.body as ProviderBilling;
    expect(body.side).toBe('FIRM');
    expect(body.can).toEqual({
      addBill: false,
      recordPayment: false,
      requestReduction: false,
      reductionActions: [],
    });
  });

  it('answers 404 to another provider of the same case, another firm and the claimant', async () => {
    expect((await providerBilling(w.otherProvider.auth)).status).toBe(404);
    expect((await providerBilling(as('basic-attorney-owner'))).status).toBe(404);
    expect((await providerBilling(as('claimant'))).status).toBe(404);
    expect((await providerBilling(as('facility-owner'))).status).toBe(404);
  });

  it('answers 404 for a company that is not a provider of the case and for a missing case', async () => {
    expect((await providerBilling(as('attorney-owner'), w.firmId)).status).toBe(404);
    expect((await providerBilling(as('attorney-owner'), 'co-missing')).status).toBe(404);
    expect((await providerBilling(as('attorney-owner'), w.providerId, 'ca-missing')).status).toBe(404);
  });

  it('says a closed case is closed and allows no write on it', async () => {
    const res = await providerBilling(as('attorney-owner'), w.providerId, w.closed.id);
    expect(res.status).toBe(200);
    const body = res.body as ProviderBilling;
    expect(body.caseOpen).toBe(false);
    expect(body.can.recordPayment).toBe(false);
    expect(body.can.requestReduction).toBe(false);
  });

  it('labels each negotiation’s history (Offer, Counter 1…)', async () => {
    const store = w.api.server.store;
    const withHistory = store
      .collection('reductions')
      .findBy('caseId', theCase.id)
      .concat(...w.shared.map((c) => store.collection('reductions').findBy('caseId', c.id)))
      .find((r) => r.healthProviderCompanyId === w.providerId);
    expect(withHistory, 'a demo negotiation of the provider').toBeDefined();
    const { id, caseId } = withHistory!;
    const res = await providerBilling(as('attorney-owner'), w.providerId, caseId);
    const reduction = (res.body as ProviderBilling).reductions.find((r) => r.id === id)!;
    expect(reduction.history[0]!.label).toBe('Offer');
  });
});

describe('demo data for the billing flow', () => {
  it('gives the demo provider an open case of the demo firm with bills and no negotiation (CB-2026-000003)', async () => {
    const demo = w.api.server.store
      .collection('cases')
      .findBy('attorneyCompanyId', w.firmId)
      .find((c) => c.folio === 'CB-2026-000003');
    expect(demo?.attorneyCompanyId).toBe(w.firmId);
    expect(demo?.collaboratorCompanyIds).toContain(w.providerId);
    const asProvider = (await providerBilling(as('health-provider-owner'), w.providerId, demo!.id))
      .body as ProviderBilling;
    expect(asProvider.caseOpen).toBe(true);
    expect(asProvider.can.addBill).toBe(true);
    expect(asProvider.bills.length).toBeGreaterThan(0);
    expect(asProvider.reductions).toEqual([]);
    const asFirm = (await providerBilling(as('attorney-owner'), w.providerId, demo!.id))
      .body as ProviderBilling;
    expect(asFirm.can.requestReduction).toBe(true);
  });
});
