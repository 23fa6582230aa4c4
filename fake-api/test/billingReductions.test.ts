/**
 * Reduction negotiations (issue 14): the firm requests a reduction of a provider's balance, the provider
 * counters, the firm accepts and the amount is locked; withdraw and reject; every refused step answers 409 with
 * the domain's reason; each step is in the activity, notifies the other side and e-mails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, format, formatCents, reductionSchema } from '@casebridge/domain';
import type { LegalCase, ProviderBilling, ReductionView } from '@casebridge/domain';
import { userOfRole } from './helpers/server.ts';
import {
  aBill,
  activities,
  billingNotices,
  billingPath,
  fieldsOf,
  messageOf,
  startBillingWorld,
} from './helpers/billing.ts';
import type { BillingWorld } from './helpers/billing.ts';

let w: BillingWorld;
/** A case with no negotiation of the demo provider yet. */
let theCase: LegalCase;
beforeAll(async () => {
  w = await startBillingWorld();
  const store = w.api.server.store;
  theCase = w.shared.find(
    (c) =>
      !store
        .collection('reductions')
        .findBy('caseId', c.id)
        .some((r) => r.healthProviderCompanyId === w.providerId),
  )!;
});
afterAll(() => w.api.close());

const as = (role: string) => w.tokens[role]!;
const path = (rest = '', caseId = theCase.id) => billingPath(caseId, w.providerId, rest);
const billing = async (caseId = theCase.id, role = 'attorney-owner') =>
  (await w.api.http.get(path('', caseId)).set(as(role))).body as ProviderBilling;
const request = (auth: Record<string, string>, body: Record<string, unknown>, caseId = theCase.id) =>
  w.api.http.post(path('/reductions', caseId)).set(auth).send(body);
const step = (auth: Record<string, string>, id: string, body: Record<string, unknown>, caseId = theCase.id) =>
  w.api.http
    .put(path(`/reductions/${id}`, caseId))
    .set(auth)
    .send(body);
const providerOwner = () => userOfRole(w.api, 'health-provider-owner');
const firmOwner = () => userOfRole(w.api, 'attorney-owner');

describe('a negotiation from request to acceptance', () => {
  let balance: number;
  let reduction: ReductionView;

  it('starts with the firm’s request: OPEN, the balance billed − paid, an Offer, notices and e-mail', async () => {
    await w.api.http.post(path('/bills')).set(as('health-provider-owner')).send(aBill());
    const before = await billing();
    balance = before.totals.billedCents - before.totals.paidCents;
    expect(balance).toBeGreaterThan(100_000);
    expect(before.can.requestReduction).toBe(true);
    const mails = w.api.mailsTo(providerOwner().email).length;
    const res = await request(as('attorney-owner'), {
      by: 'AMOUNT',
      reductionCents: 100_000,
      note: 'Limits are low',
    });
    expect(res.status).toBe(201);
    reduction = reductionSchema.parse(res.body) as ReductionView;
    expect(reduction).toMatchObject({
      status: 'OPEN',
      balanceCents: balance,
      currentAmountCents: balance - 100_000,
      acceptedAmountCents: null,
    });
    expect(reduction.history).toEqual([
      expect.objectContaining({ kind: 'OFFER', label: 'Offer', by: 'FIRM', note: 'Limits are low' }),
    ]);
    const notices = billingNotices(w.api, providerOwner().id, 'REDUCTION', theCase.id, w.providerId);
    expect(notices.map((n) => n.action)).toEqual(['REQUEST']);
    expect(w.api.mailsTo(providerOwner().email).length).toBe(mails + 1);
    expect(activities(w.api, theCase.id, 'REDUCTION_REQUESTED')).toHaveLength(1);
  });

  it('refuses a second request while one is open (409) and any request by the provider (403)', async () => {
    const again = await request(as('attorney-owner'), { by: 'PERCENT', percent: 10 });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(MESSAGES.reductionAlreadyActive);
    const provider = await request(as('health-provider-owner'), { by: 'PERCENT', percent: 10 });
    expect(provider.status).toBe(403);
    expect(messageOf(provider)).toBe(MESSAGES.reductionOnlyFirmRequests);
  });

  it('offers the provider its steps and refuses the firm’s accept on the provider’s turn (409)', async () => {
    expect((await billing(theCase.id, 'health-provider-owner')).can.reductionActions).toEqual([
      'ACCEPT',
      'REJECT',
      'COUNTER',
    ]);
    expect((await billing()).can.reductionActions).toEqual(['WITHDRAW']);
    const res = await step(as('attorney-owner'), reduction.id, { action: 'ACCEPT' });
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(MESSAGES.reductionNotYourTurn);
  });

  it('refuses a provider counter below the offer (400 on amountCents)', async () => {
    const res = await step(as('health-provider-owner'), reduction.id, {
      action: 'COUNTER',
      amountCents: reduction.currentAmountCents - 1,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)['amountCents']).toBe(
      format(MESSAGES.reductionProviderCounterTooLow, { amount: formatCents(reduction.currentAmountCents) }),
    );
  });

  it('takes the provider’s counter (Counter 1) and tells the firm', async () => {
    const counter = reduction.currentAmountCents + 40_000;
    const res = await step(as('health-provider-owner'), reduction.id, {
      action: 'COUNTER',
      amountCents: counter,
    });
    expect(res.status).toBe(200);
    reduction = res.body as ReductionView;
    expect(reduction.status).toBe('COUNTERED');
    expect(reduction.currentAmountCents).toBe(counter);
    expect(reduction.history.map((h) => h.label)).toEqual(['Offer', 'Counter 1']);
    const notices = billingNotices(w.api, firmOwner().id, 'REDUCTION', theCase.id, w.providerId);
    expect(notices.map((n) => n.action)).toEqual(['REQUEST']);
    expect(activities(w.api, theCase.id, 'REDUCTION_COUNTERED')).toHaveLength(1);
  });

  it('locks the amount once the firm accepts, in the totals, and refuses every later step (409)', async () => {
    const locked = reduction.currentAmountCents;
    const res = await step(as('attorney-owner'), reduction.id, { action: 'ACCEPT', note: 'Agreed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ACCEPTED', acceptedAmountCents: locked });
    expect((res.body as ReductionView).history.at(-1)!.label).toBe('Accepted');
    const after = await billing(theCase.id, 'health-provider-owner');
    expect(after.totals.reductionAccepted).toBe(true);
    expect(after.totals.balanceDueCents).toBe(locked);
    expect(after.can.reductionActions).toEqual([]);
    const notices = billingNotices(w.api, providerOwner().id, 'REDUCTION', theCase.id, w.providerId);
    expect(notices.map((n) => n.action)).toContain('ACCEPT');
    expect(activities(w.api, theCase.id, 'REDUCTION_ACCEPTED')).toHaveLength(1);
    const later = await step(as('health-provider-owner'), reduction.id, { action: 'REJECT' });
    expect(later.status).toBe(409);
    expect(messageOf(later)).toBe(MESSAGES.reductionLocked);
    const anew = await request(as('attorney-owner'), { by: 'PERCENT', percent: 5 });
    expect(anew.status).toBe(409);
    expect(messageOf(anew)).toBe(MESSAGES.reductionLocked);
  });
});

describe('withdrawals, rejections and refusals', () => {
  let otherCase: LegalCase;
  beforeAll(() => {
    otherCase = w.shared.find(
      (c) =>
        c.id !== theCase.id &&
        !w.api.server.store
          .collection('reductions')
          .findBy('caseId', c.id)
          .some((r) => r.healthProviderCompanyId === w.providerId),
    )!;
  });

  it('answers 400 for a bad percentage, an unknown kind and a breakdown file of another case', async () => {
    await w.api.http.post(path('/bills', otherCase.id)).set(as('health-provider-owner')).send(aBill());
    const percent = await request(as('attorney-owner'), { by: 'PERCENT', percent: 150 }, otherCase.id);
    expect(percent.status).toBe(400);
    expect(fieldsOf(percent)['percent']).toBe(MESSAGES.reductionPercentInvalid);
    expect((await request(as('attorney-owner'), { by: 'HALF' }, otherCase.id)).status).toBe(400);
    const foreignFile = [...w.api.server.store.collection('files').all()].find(
      (f) => f.caseId !== otherCase.id,
    )!;
    const file = await request(
      as('attorney-owner'),
      { by: 'PERCENT', percent: 10, breakdownFileId: foreignFile.id },
      otherCase.id,
    );
    expect(file.status).toBe(400);
    expect(fieldsOf(file)['breakdownFileId']).toBeTruthy();
  });

  it('answers 404 to another provider, another firm and the claimant, 403 to staff', async () => {
    const body = { by: 'PERCENT', percent: 10 };
    expect(
      (await w.api.http.post(path('/reductions', otherCase.id)).set(w.otherProvider.auth).send(body)).status,
    ).toBe(404);
    expect((await request(as('basic-attorney-owner'), body, otherCase.id)).status).toBe(404);
    expect((await request(as('claimant'), body, otherCase.id)).status).toBe(404);
    expect((await request(as('user'), body, otherCase.id)).status).toBe(403);
  });

  it('withdraws an open request (DELETE notice), then rejects a new one, and refuses the provider’s withdraw', async () => {
    const first = (await request(as('attorney-owner'), { by: 'PERCENT', percent: 20 }, otherCase.id))
      .body as ReductionView;
    const providerWithdraw = await step(
      as('health-provider-owner'),
      first.id,
      { action: 'WITHDRAW' },
      otherCase.id,
    );
    expect(providerWithdraw.status).toBe(409);
    expect(messageOf(providerWithdraw)).toBe(MESSAGES.reductionNotYourTurn);
    const withdrawn = await step(as('attorney-owner'), first.id, { action: 'WITHDRAW' }, otherCase.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'WITHDRAWN' });
    const notices = billingNotices(w.api, providerOwner().id, 'REDUCTION', otherCase.id, w.providerId);
    expect(notices.map((n) => n.action)).toEqual(['REQUEST', 'DELETE']);
    expect(activities(w.api, otherCase.id, 'REDUCTION_WITHDRAWN')).toHaveLength(1);

    const closedAgain = await step(as('attorney-owner'), first.id, { action: 'WITHDRAW' }, otherCase.id);
    expect(closedAgain.status).toBe(409);
    expect(messageOf(closedAgain)).toBe(format(MESSAGES.reductionClosed, { status: 'withdrawn' }));

    const second = (
      await request(as('attorney-owner'), { by: 'AMOUNT', reductionCents: 1_000 }, otherCase.id)
    ).body as ReductionView;
    const rejected = await step(
      as('health-provider-owner'),
      second.id,
      { action: 'REJECT', note: 'No' },
      otherCase.id,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED' });
    expect(activities(w.api, otherCase.id, 'REDUCTION_REJECTED')).toHaveLength(1);
    const firmNotices = billingNotices(w.api, firmOwner().id, 'REDUCTION', otherCase.id, w.providerId);
    expect(firmNotices.map((n) => n.action)).toEqual(['REJECT']);
    const list = await billing(otherCase.id);
    expect(list.reductions.map((r) => r.status)).toEqual(['REJECTED', 'WITHDRAWN']);
  });

  it('answers 404 for a missing negotiation or one of another case', async () => {
    expect(
      (await step(as('attorney-owner'), 'rd-missing', { action: 'WITHDRAW' }, otherCase.id)).status,
    ).toBe(404);
    const theirs = w.api.server.store
      .collection('reductions')
      .findBy('caseId', theCase.id)
      .find((r) => r.healthProviderCompanyId === w.providerId)!;
    expect((await step(as('attorney-owner'), theirs.id, { action: 'WITHDRAW' }, otherCase.id)).status).toBe(
      404,
    );
  });

  it('answers 400 for an unknown step', async () => {
    expect((await step(as('attorney-owner'), 'rd-missing', { action: 'SHRUG' }, otherCase.id)).status).toBe(
      400,
    );
  });

  it('refuses a request on a closed case (409)', async () => {
    const res = await request(as('attorney-owner'), { by: 'PERCENT', percent: 10 }, w.closed.id);
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(MESSAGES.billingClosedCase);
  });
});
