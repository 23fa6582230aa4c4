/**
 * The company's own plan changes from My Account (domain/src/rules/accountPlan.ts): upgrade, switch to annual,
 * downgrade (pending until the period ends) and cancel downgrade, all through POST .../payment-method, and the
 * summary pricing a downgrade with nothing due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_PRICING, MESSAGES, format } from '@casebridge/domain';
import type { Subscription } from '@casebridge/domain';
import { signUpOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const card = {
  email: 'billing@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/39',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Olivia Stone',
};
type Headers = Record<string, string>;
const pay = (headers: Headers, companyId: string, body: object) =>
  api.http.post(`/api/subscriptions/company/${companyId}/payment-method`).set(headers).send(body);
const auth = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
const companyOf = (role: string) =>
  api.server.store.collection('users').findOne('email', demoAccount((a) => a.role === role).email)!
    .companyId!;

/** A new attorney firm on Premium Monthly, trialing. */
async function premiumMonthly() {
  const owner = await signUpOwner(api, 'ATTORNEY');
  const res = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY', card });
  expect(res.status).toBe(200);
  return { ...owner, subscription: res.body.subscription as Subscription };
}

describe('the owner of a Basic firm goes Premium, annual, downgrades and cancels the downgrade', () => {
  it('follows the whole lifecycle', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    expect(
      (await pay(owner.headers, owner.companyId, { upgradeTo: 'BASIC', billingType: 'MONTHLY' })).status,
    ).toBe(200);
    const premium = await pay(owner.headers, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card,
    });
    expect(premium.body.subscription).toMatchObject({
      planType: 'PRO',
      billingType: 'MONTHLY',
      status: 'TRIALING',
    });
    const trialEnd = premium.body.subscription.trialEnd as string;

    const annual = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'ANNUAL' });
    expect(annual.status).toBe(200);
    expect(annual.body.subscription).toMatchObject({ billingType: 'ANNUAL', status: 'TRIALING', trialEnd });

    const down = await pay(owner.headers, owner.companyId, { upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    expect(down.status).toBe(200);
    expect(down.body.subscription).toMatchObject({
      planType: 'PRO',
      billingType: 'ANNUAL',
      status: 'PENDING_CANCELLATION',
      downgradeTo: { planType: 'BASIC', billingType: 'MONTHLY' },
      trialEnd,
    });
    expect(down.body.company.subscriptionType).toBe('PRO');
    expect(down.body.cart).toEqual({ items: [], subscriptionAmount: 0, dueAmount: 0, trialEnd: null });

    const other = await pay(owner.headers, owner.companyId, { upgradeTo: 'ADVANCED', billingType: 'ANNUAL' });
    expect([other.status, other.body.message]).toEqual([409, MESSAGES.downgradePending]);
    const quote = await api.http
      .put('/api/subscriptions/quote')
      .set(owner.headers)
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect([quote.status, quote.body.message]).toEqual([409, MESSAGES.downgradePending]);

    const cancel = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'ANNUAL' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription).toMatchObject({
      status: 'TRIALING',
      downgradeTo: null,
      planType: 'PRO',
    });
    expect(cancel.body.cart).toMatchObject({
      subscriptionAmount: DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_PER_YEAR.price,
      dueAmount: 0,
    });
  });

  it('a canceled downgrade of a paid (not trialing) plan is ACTIVE again', async () => {
    const owner = await premiumMonthly();
    api.server.store.update('subscriptions', owner.subscription.id, {
      status: 'ACTIVE',
      trialing: false,
      trialEnd: '2025-01-01T00:00:00.000Z',
    });
    const down = await pay(owner.headers, owner.companyId, { upgradeTo: 'ADVANCED', billingType: 'MONTHLY' });
    expect(down.body.subscription).toMatchObject({
      status: 'PENDING_CANCELLATION',
      downgradeTo: { planType: 'ADVANCED', billingType: 'MONTHLY' },
    });
    expect(down.body.cart.subscriptionAmount).toBe(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_ADVANCED.price);
    const cancel = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(cancel.body.subscription).toMatchObject({ status: 'ACTIVE', downgradeTo: null });
  });
});

describe('refusals', () => {
  it('409 for a target on neither list (Premium Monthly to Advanced Annual)', async () => {
    const owner = await premiumMonthly();
    const res = await pay(owner.headers, owner.companyId, { upgradeTo: 'ADVANCED', billingType: 'ANNUAL' });
    expect([res.status, res.body.message]).toEqual([
      409,
      format(MESSAGES.planChangeNotAllowed, { from: 'Premium Monthly', to: 'Advanced Annual' }),
    ]);
  });

  it('409 to cancel a downgrade that is not pending (the plan it is on)', async () => {
    const owner = await premiumMonthly();
    const res = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(res.status).toBe(409);
  });

  it('400 for a bad plan, 403 for a plain member or another company, 404 an unknown company', async () => {
    const owner = await premiumMonthly();
    const bad = await pay(owner.headers, owner.companyId, { upgradeTo: 'GOLD', billingType: 'MONTHLY' });
    expect(bad.status).toBe(400);
    const basicFirm = companyOf('basic-attorney-member');
    const member = await pay(await auth('basic-attorney-member'), basicFirm, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card,
    });
    expect([member.status, member.body.message]).toEqual([403, MESSAGES.unauthorizedSubscription]);
    const memberCard = await api.http
      .put(`/api/subscriptions/company/${basicFirm}/payment-method`)
      .set(await auth('basic-attorney-member'))
      .send({ isChangePaymentMethod: true, card });
    expect(memberCard.status).toBe(403);
    const stranger = await pay(owner.headers, basicFirm, { upgradeTo: 'PRO', billingType: 'MONTHLY', card });
    expect(stranger.status).toBe(403);
    const downByStranger = await pay(await auth('basic-attorney-owner'), owner.companyId, {
      upgradeTo: 'BASIC',
      billingType: 'MONTHLY',
    });
    expect(downByStranger.status).toBe(403);
    expect(
      (await pay(owner.headers, 'no-such-company', { upgradeTo: 'BASIC', billingType: 'MONTHLY' })).status,
    ).toBe(404);
    const after = api.server.store.collection('subscriptions').findOne('companyId', owner.companyId)!;
    expect(after.status).toBe('TRIALING');
  });
});

describe('PUT /subscriptions/{id}/summary of a downgrade', () => {
  it('prices the next period with nothing due', async () => {
    const owner = await premiumMonthly();
    const res = await api.http
      .put(`/api/subscriptions/${owner.subscription.id}/summary`)
      .set(owner.headers)
      .send({ upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    expect([res.status, res.body.subscriptionAmount, res.body.dueAmount]).toEqual([200, 0, 0]);
  });
});

describe('PUT .../payment-method: change the card (isChangePaymentMethod)', () => {
  it('a declined card keeps the old one and answers 402 with the message; a good one replaces it', async () => {
    const owner = await premiumMonthly();
    const url = `/api/subscriptions/company/${owner.companyId}/payment-method`;
    const declined = await api.http
      .put(url)
      .set(owner.headers)
      .send({ isChangePaymentMethod: true, card: { ...card, cardNumber: '4000 0000 0000 0002' } });
    expect([declined.status, declined.body.message]).toEqual([402, MESSAGES.cardDeclined]);
    const kept = api.server.store.collection('subscriptions').findOne('companyId', owner.companyId)!;
    expect([kept.creditCard?.lastDigits, kept.paymentError]).toEqual(['4242', false]);
    const mastercard = { ...card, cardNumber: '5555 5555 5555 4444' };
    const ok = await api.http
      .put(url)
      .set(owner.headers)
      .send({ isChangePaymentMethod: true, card: mastercard });
    expect([ok.status, ok.body.subscription.creditCard.lastDigits]).toEqual([200, '4444']);
    const mine = await api.http.get('/api/subscriptions/me/credit-card').set(owner.headers);
    expect(mine.body).toMatchObject({ brand: 'mastercard', lastDigits: '4444' });
  });
});
