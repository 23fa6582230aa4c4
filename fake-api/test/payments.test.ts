import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_PRICING, MESSAGES, format } from '@casebridge/domain';
import type { Subscription } from '@casebridge/domain';
import { signUpOwner } from './helpers/activation.ts';
import type { NewOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';
const card = (over: Record<string, string> = {}) => ({
  email: 'billing@firm.test',
  cardNumber: VISA,
  expiration: '12/39',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Olivia Stone',
  ...over,
});

const userOf = (role: string) => {
  const email = demoAccount((a) => a.role === role).email;
  return api.server.store.collection('users').findOne('email', email)!;
};
const auth = async (role: string) => bearer(await api.tokenFor(userOf(role).email));
const hartwellId = () => userOf('attorney-owner').companyId!;
const subscriptionOf = (companyId: string): Subscription | undefined =>
  api.server.store.collection('subscriptions').findOne('companyId', companyId);

type Headers = Record<string, string>;
const pay = (owner: { headers: Headers }, companyId: string, body: object) =>
  api.http.post(`/api/subscriptions/company/${companyId}/payment-method`).set(owner.headers).send(body);
const changeCard = (headers: Headers, companyId: string, body: object) =>
  api.http.put(`/api/subscriptions/company/${companyId}/payment-method`).set(headers).send(body);

describe('POST /subscriptions/company/{id}/payment-method: choosing the first plan', () => {
  it('answers null, not 404, for the subscription of a company that has not chosen a plan yet (issue 17 item 19)', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const res = await api.http.get(`/api/subscriptions/company/${owner.companyId}`).set(owner.headers);
    expect([res.status, res.body]).toEqual([200, null]);
  });

  it('Basic needs no card and is active at once, the trial still unused', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const res = await pay(owner, owner.companyId, { upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      companyId: owner.companyId,
      planType: 'BASIC',
      status: 'ACTIVE',
      trialing: false,
      freeTrialUsed: false,
      creditCard: null,
      paymentError: false,
    });
    expect(res.body.company.subscriptionType).toBe('BASIC');
    expect(res.body.cart).toEqual({ items: [], subscriptionAmount: 0, dueAmount: 0, trialEnd: null });
    const account = await api.http.get('/api/account').set(owner.headers);
    expect(account.body.subscription.id).toBe(res.body.subscription.id);
  });

  it('Premium starts a 60-day free trial with the card kept as brand and last digits, nothing due', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const before = Date.now();
    const res = await pay(owner, owner.companyId, { upgradeTo: 'PRO', billingType: 'ANNUAL', card: card() });
    expect(res.status).toBe(200);
    const subscription = res.body.subscription as Subscription;
    expect(subscription).toMatchObject({
      planType: 'PRO',
      billingType: 'ANNUAL',
      status: 'TRIALING',
      trialing: true,
      freeTrialUsed: true,
      paymentError: false,
      customer: true,
      creditCard: { brand: 'visa', lastDigits: '4242' },
    });
    const trialEnd = Date.parse(subscription.trialEnd!);
    expect(trialEnd - before).toBeGreaterThanOrEqual(60 * DAY_MS - 1000);
    expect(trialEnd - before).toBeLessThan(60 * DAY_MS + 60_000);
    expect(res.body.company.subscriptionType).toBe('PRO');
    expect(res.body.cart.dueAmount).toBe(0);
    expect(res.body.cart.subscriptionAmount).toBe(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_PER_YEAR.price);
    const mine = await api.http.get('/api/subscriptions/me/credit-card').set(owner.headers);
    expect([mine.status, mine.body]).toEqual([200, subscription.creditCard]);
  });

  it('a paid plan is charged at once when the free trial was used', async () => {
    const owner = await signUpOwner(api, 'HEALTH_PROVIDER');
    await pay(owner, owner.companyId, { upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    api.server.store.update('subscriptions', subscriptionOf(owner.companyId)!.id, { freeTrialUsed: true });
    const before = Date.now();
    const res = await pay(owner, owner.companyId, {
      upgradeTo: 'ADVANCED',
      billingType: 'MONTHLY',
      card: card({ cardNumber: '5555 5555 5555 4444' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      planType: 'ADVANCED',
      status: 'ACTIVE',
      trialing: false,
      creditCard: { brand: 'mastercard', lastDigits: '4444' },
    });
    const periodEnd = Date.parse(res.body.subscription.subscriptionPeriodEnd);
    expect(periodEnd - before).toBeGreaterThan(27 * DAY_MS);
    expect(periodEnd - before).toBeLessThan(32 * DAY_MS);
    expect(res.body.cart.dueAmount).toBe(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_ADVANCED.price);
  });

  it('facilities take the facility prices and the FACILITY subscription type', async () => {
    const owner = await signUpOwner(api, 'FACILITY');
    const res = await pay(owner, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY', card: card() });
    expect(res.status).toBe(200);
    expect(res.body.company.subscriptionType).toBe('FACILITY');
    expect(res.body.subscription.planType).toBe('PRO');
    expect(res.body.cart.items[0]).toMatchObject({ concept: 'FACILITY_PLAN', quantity: 1 });
  });

  it('answers 400 with the spec message of every card field', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const empty = { email: '', cardNumber: '', expiration: '', securityCode: '', zip: '', nameOnCard: '' };
    const res = await pay(owner, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY', card: empty });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'card.email': MESSAGES.emailRequired,
      'card.cardNumber': MESSAGES.cardNumberRequired,
      'card.expiration': MESSAGES.expirationRequired,
      'card.securityCode': MESSAGES.securityCodeRequired,
      'card.zip': MESSAGES.zipRequired,
      'card.nameOnCard': MESSAGES.nameOnCardRequired,
    });
    const badEmail = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card: card({ email: 'nope' }),
    });
    expect(badEmail.body.fields['card.email']).toBe(
      format(MESSAGES.emailFormat, { email: 'name@example.com' }),
    );
    expect(subscriptionOf(owner.companyId)).toBeUndefined();
  });

  it('answers 400 for a missing plan, a paid plan without a card, a Luhn failure and an expired card', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const noPlan = await pay(owner, owner.companyId, { billingType: 'MONTHLY' });
    expect([noPlan.status, noPlan.body.fields.upgradeTo]).toEqual([400, MESSAGES.thisFieldRequired]);
    const noCard = await pay(owner, owner.companyId, { upgradeTo: 'ADVANCED', billingType: 'MONTHLY' });
    expect([noCard.status, noCard.body.fields]).toEqual([400, { card: MESSAGES.cardRequired }]);
    const luhn = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card: card({ cardNumber: '4242 4242 4242 4241' }),
    });
    expect([luhn.status, luhn.body.fields['card.cardNumber']]).toEqual([400, MESSAGES.cardNumberInvalid]);
    const expired = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card: card({ expiration: '01/20' }),
    });
    expect([expired.status, expired.body.fields['card.expiration']]).toEqual([
      400,
      MESSAGES.expirationInvalid,
    ]);
    expect(subscriptionOf(owner.companyId)).toBeUndefined();
  });
});

describe('declined cards', () => {
  let owner: NewOwner;
  beforeAll(async () => {
    owner = await signUpOwner(api, 'ATTORNEY');
  });

  it('answer 402 with the provider message and set paymentError (a Basic subscription carrying it)', async () => {
    const res = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'ANNUAL',
      card: card({ cardNumber: DECLINED }),
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'payment_failed', message: MESSAGES.cardDeclined });
    expect(subscriptionOf(owner.companyId)).toMatchObject({
      planType: 'BASIC',
      paymentError: true,
      creditCard: null,
    });
    const info = await api.http.get(`/api/account/complete/${owner.companyId}`).set(owner.headers);
    expect(info.body.payment).toBe(false);
    const funds = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'ANNUAL',
      card: card({ cardNumber: INSUFFICIENT_FUNDS }),
    });
    expect([funds.status, funds.body.message]).toEqual([402, MESSAGES.cardInsufficientFunds]);
  });

  it('a later success clears the payment error and still starts the trial', async () => {
    const res = await pay(owner, owner.companyId, { upgradeTo: 'PRO', billingType: 'ANNUAL', card: card() });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ paymentError: false, status: 'TRIALING', planType: 'PRO' });
  });

  it('a declined new card changes nothing (no payment error banner: issue 17 item 15); an accepted one is kept', async () => {
    const declined = await changeCard(owner.headers, owner.companyId, {
      card: card({ cardNumber: DECLINED }),
    });
    expect([declined.status, declined.body.message]).toEqual([402, MESSAGES.cardDeclined]);
    expect(subscriptionOf(owner.companyId)!.paymentError).toBe(false);
    expect(subscriptionOf(owner.companyId)!.creditCard!.lastDigits).toBe('4242');
    const amex = card({ cardNumber: '3782 822463 10005', securityCode: '1234' });
    const ok = await changeCard(owner.headers, owner.companyId, { card: amex });
    expect(ok.status).toBe(200);
    expect(ok.body.subscription).toMatchObject({
      paymentError: false,
      planType: 'PRO',
      creditCard: { brand: 'amex', lastDigits: '0005' },
    });
  });
});

describe('who may pay', () => {
  const body = { upgradeTo: 'PRO', billingType: 'ANNUAL', card: card() };

  it.each(['attorney-member', 'support', 'system-admin', 'health-provider-owner'])(
    '%s gets 403 with the unauthorized sentence',
    async (role) => {
      const res = await pay({ headers: await auth(role) }, hartwellId(), body);
      expect([res.status, res.body.message]).toEqual([403, MESSAGES.unauthorizedSubscription]);
      const put = await changeCard(await auth(role), hartwellId(), { card: card() });
      expect([put.status, put.body.message]).toEqual([403, MESSAGES.unauthorizedSubscription]);
    },
  );

  it('an admin may change the card; an unknown company is 404; no token is 401', async () => {
    const res = await changeCard(await auth('attorney-admin'), hartwellId(), { card: card() });
    expect([res.status, res.body.subscription.creditCard.lastDigits]).toEqual([200, '4242']);
    const unknown = await pay({ headers: await auth('attorney-owner') }, 'no-such-company', body);
    expect(unknown.status).toBe(404);
    const anonymous = await api.http
      .post(`/api/subscriptions/company/${hartwellId()}/payment-method`)
      .send(body);
    expect(anonymous.status).toBe(401);
  });

  it('PUT needs a card and a subscription', async () => {
    const noCard = await changeCard(await auth('attorney-owner'), hartwellId(), {});
    expect([noCard.status, noCard.body.fields]).toEqual([400, { card: MESSAGES.cardRequired }]);
    const owner = await signUpOwner(api, 'ATTORNEY');
    const none = await changeCard(owner.headers, owner.companyId, { card: card() });
    expect(none.status).toBe(404);
  });
});

describe('upgrade targets', () => {
  it('answers 409 for a plan the subscription cannot move to', async () => {
    // Hartwell is on Premium Annual: no upgrade target, and its own plan is no change.
    const res = await pay({ headers: await auth('attorney-owner') }, hartwellId(), {
      upgradeTo: 'PRO',
      billingType: 'ANNUAL',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      format(MESSAGES.planChangeNotAllowed, { from: 'Premium Annual', to: 'Premium Annual' }),
    );
  });

  it('a trialing Advanced company may go Premium; factoring companies only have Basic', async () => {
    const res = await pay(
      { headers: await auth('owner-pending-review') },
      userOf('owner-pending-review').companyId!,
      {
        upgradeTo: 'PRO',
        billingType: 'MONTHLY',
      },
    );
    expect([res.status, res.body.subscription.status, res.body.company.subscriptionType]).toEqual([
      200,
      'TRIALING',
      'PRO',
    ]);
    const factoring = await pay(
      { headers: await auth('factoring-company') },
      userOf('factoring-company').companyId!,
      {
        upgradeTo: 'PRO',
        billingType: 'MONTHLY',
        card: card(),
      },
    );
    expect([factoring.status, factoring.body.message]).toEqual([409, MESSAGES.planNotForCompanyType]);
  });
});

describe('GET /subscriptions/me/credit-card', () => {
  it('answers 404 without a card, or for a user without a company', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    expect((await api.http.get('/api/subscriptions/me/credit-card').set(owner.headers)).status).toBe(404);
    expect((await api.http.get('/api/subscriptions/me/credit-card').set(await auth('claimant'))).status).toBe(
      404,
    );
    expect((await api.http.get('/api/subscriptions/me/credit-card')).status).toBe(401);
  });
});

describe('PUT /subscriptions/quote', () => {
  it('answers the cart: nothing due while the trial applies, the whole period otherwise', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    const res = await api.http
      .put('/api/subscriptions/quote')
      .set(owner.headers)
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY', extraAddresses: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { concept: 'PROFESSIONAL_PLAN', quantity: 1, unitAmount: 5900, amount: 5900 },
        { concept: 'ADDRESS', quantity: 1, unitAmount: 900, amount: 900 },
      ],
      subscriptionAmount: 6800,
      dueAmount: 0,
      trialEnd: expect.any(String),
    });
    const used = await api.http
      .put('/api/subscriptions/quote')
      .set(await auth('health-provider-owner'))
      .send({ upgradeTo: 'PRO', billingType: 'ANNUAL' });
    expect([used.status, used.body.dueAmount]).toEqual([200, 59000]);
  });

  it('400 bad input, 403 internal staff, 409 a plan not allowed, 401 without a token', async () => {
    const headers = await auth('attorney-owner');
    const bad = await api.http.put('/api/subscriptions/quote').set(headers).send({ upgradeTo: 'GOLD' });
    expect(bad.status).toBe(400);
    const staff = await api.http
      .put('/api/subscriptions/quote')
      .set(await auth('system-admin'))
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(staff.status).toBe(403);
    const conflict = await api.http
      .put('/api/subscriptions/quote')
      .set(headers)
      .send({ upgradeTo: 'ADVANCED', billingType: 'MONTHLY' });
    expect(conflict.status).toBe(409);
    const factoring = await api.http
      .put('/api/subscriptions/quote')
      .set(await auth('factoring-company'))
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect([factoring.status, factoring.body.message]).toEqual([409, MESSAGES.planNotForCompanyType]);
    const claimant = await api.http
      .put('/api/subscriptions/quote')
      .set(await auth('claimant'))
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(claimant.status).toBe(403);
    expect((await api.http.put('/api/subscriptions/quote').send({})).status).toBe(401);
  });
});

describe('one free trial per company (issue 17 item 14)', () => {
  const quote = (headers: Headers, body: object) =>
    api.http.put('/api/subscriptions/quote').set(headers).send(body);
  const summary = (headers: Headers, id: string, body: object) =>
    api.http.put(`/api/subscriptions/${id}/summary`).set(headers).send(body);

  /** A new owner on an Advanced trial with `days` left. */
  async function onAdvancedTrial(days: number): Promise<{ owner: NewOwner; trialEnd: string; id: string }> {
    const owner = await signUpOwner(api, 'HEALTH_PROVIDER');
    await pay(owner, owner.companyId, { upgradeTo: 'ADVANCED', billingType: 'MONTHLY', card: card() });
    const trialEnd = new Date(Date.now() + days * DAY_MS - 60_000).toISOString();
    const { id } = subscriptionOf(owner.companyId)!;
    api.server.store.update('subscriptions', id, { trialEnd, subscriptionPeriodEnd: trialEnd });
    return { owner, trialEnd, id };
  }

  it('an upgrade during the trial goes on with what is left of it: quote, summary and payment agree', async () => {
    const { owner, trialEnd, id } = await onAdvancedTrial(10);
    const premium = { upgradeTo: 'PRO', billingType: 'MONTHLY' };
    const quoted = await quote(owner.headers, premium);
    expect([quoted.status, quoted.body.dueAmount, quoted.body.trialEnd]).toEqual([200, 0, trialEnd]);
    const summed = await summary(owner.headers, id, { upgradeTo: 'PRO' });
    expect([summed.status, summed.body.dueAmount, summed.body.trialEnd]).toEqual([200, 0, trialEnd]);
    const paid = await pay(owner, owner.companyId, premium);
    expect(paid.status).toBe(200);
    expect(paid.body.subscription).toMatchObject({ planType: 'PRO', status: 'TRIALING', trialEnd });
    expect(paid.body.cart).toMatchObject({ dueAmount: 0, trialEnd });
  });

  it('once the trial is used and over, no new one: the first period is due now, in every answer', async () => {
    const { owner, id } = await onAdvancedTrial(-1);
    const price = DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN.price;
    const quoted = await quote(owner.headers, { upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect([quoted.body.dueAmount, quoted.body.trialEnd]).toEqual([price, null]);
    const summed = await summary(owner.headers, id, { upgradeTo: 'PRO' });
    expect([summed.body.dueAmount, summed.body.trialEnd]).toEqual([price, null]);
    const paid = await pay(owner, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(paid.body.subscription).toMatchObject({ status: 'ACTIVE', trialing: false });
    expect(paid.body.cart).toMatchObject({ dueAmount: price, trialEnd: null });
  });

  it('a Basic company that never used its trial is quoted and summed up as the payment starts it', async () => {
    const owner = await signUpOwner(api, 'ATTORNEY');
    await pay(owner, owner.companyId, { upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    const { id } = subscriptionOf(owner.companyId)!;
    const summed = await summary(owner.headers, id, { upgradeTo: 'PRO' });
    expect(summed.body.dueAmount).toBe(0);
    const paid = await pay(owner, owner.companyId, {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      card: card(),
    });
    expect(paid.body.subscription.trialEnd).not.toBeNull();
    // Both count 60 days from their own request: a few seconds apart at most.
    const gap = Date.parse(paid.body.subscription.trialEnd) - Date.parse(summed.body.trialEnd);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(60_000);
  });
});

describe('subscription summary', () => {
  const hartwellSubscription = () => subscriptionOf(hartwellId())!;

  it('GET answers the current cart; PUT the cart after changes, due now only what is new', async () => {
    const headers = await auth('attorney-owner');
    const id = hartwellSubscription().id;
    const current = await api.http.get(`/api/subscriptions/${id}/summary`).set(headers);
    expect(current.status).toBe(200);
    expect(current.body.items[0]).toMatchObject({ concept: 'PROFESSIONAL_PLAN_PER_YEAR', quantity: 1 });
    expect(current.body.dueAmount).toBe(0);
    const changed = await api.http
      .put(`/api/subscriptions/${id}/summary`)
      .set(headers)
      .send({ newAditionalAddresses: 2, newAditionalProfiles: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.dueAmount).toBe(2 * 9000 + 19000);
    expect(changed.body.subscriptionAmount - current.body.subscriptionAmount).toBe(2 * 9000 + 19000);
  });

  it('400 bad input, 404 another company or an unknown id, internal staff may read', async () => {
    const id = hartwellSubscription().id;
    const bad = await api.http
      .put(`/api/subscriptions/${id}/summary`)
      .set(await auth('attorney-owner'))
      .send({ newAditionalAddresses: -2 });
    expect(bad.status).toBe(400);
    const other = await api.http
      .get(`/api/subscriptions/${id}/summary`)
      .set(await auth('health-provider-owner'));
    expect(other.status).toBe(404);
    const unknown = await api.http.get('/api/subscriptions/nope/summary').set(await auth('attorney-owner'));
    expect(unknown.status).toBe(404);
    const staff = await api.http.get(`/api/subscriptions/${id}/summary`).set(await auth('user'));
    expect(staff.status).toBe(200);
  });
});

describe('GET /subscriptions/{id}/previous-summary', () => {
  /** A company of the fixtures that was Premium before: its subscription was canceled. */
  const formerPremium = () => {
    const users = api.server.store.collection('users');
    const ownerOf = (companyId: string) =>
      users.findBy('companyId', companyId).find((u) => u.permission === 'OWNER' && u.enabled && u.verified);
    // A professional company (its Premium plan is PROFESSIONAL_PLAN; a facility's is priced apart).
    const professional = (companyId: string) =>
      api.server.store.collection('companies').get(companyId)?.type !== 'FACILITY';
    const license = [...api.server.store.collection('licenses').all()].find(
      (l) => l.previousPremium === true && !l.premium && ownerOf(l.companyId) && professional(l.companyId),
    )!;
    return { license, subscription: subscriptionOf(license.companyId)!, owner: ownerOf(license.companyId)! };
  };

  it('lists the previous Premium benefits with their cost, per month or year', async () => {
    const { license, subscription } = formerPremium();
    const headers = await auth('system-admin');
    const monthly = await api.http.get(`/api/subscriptions/${subscription.id}/previous-summary`).set(headers);
    expect(monthly.status).toBe(200);
    expect(monthly.body.professionals.map((p: { id: string }) => p.id)).toContain(license.id);
    const annual = await api.http
      .get(`/api/subscriptions/${subscription.id}/previous-summary?isAnnuall=true`)
      .set(headers);
    expect(annual.body.totalAmount).toBeGreaterThanOrEqual(monthly.body.totalAmount);
  });

  it('an empty summary without previous benefits (issue 17 item 19), 404 for another company, 400 a bad flag', async () => {
    const headers = await auth('attorney-owner');
    const id = subscriptionOf(hartwellId())!.id;
    const none = await api.http.get(`/api/subscriptions/${id}/previous-summary`).set(headers);
    expect([none.status, none.body]).toEqual([200, { professionals: [], addresses: [], totalAmount: 0 }]);
    const other = formerPremium().subscription.id;
    expect((await api.http.get(`/api/subscriptions/${other}/previous-summary`).set(headers)).status).toBe(
      404,
    );
    const bad = await api.http.get(`/api/subscriptions/${id}/previous-summary?isAnnuall=maybe`).set(headers);
    expect(bad.status).toBe(400);
  });

  it('the quote prices them as kept, and going Premium with previousBenefits restores them', async () => {
    const { license, owner, subscription } = formerPremium();
    const headers = bearer(await api.tokenOfUser(owner.id));
    const summary = await api.http.get(`/api/subscriptions/${subscription.id}/previous-summary`).set(headers);
    const plan = { upgradeTo: 'PRO', billingType: 'MONTHLY', previousBenefits: true };
    const quote = await api.http.put('/api/subscriptions/quote').set(headers).send(plan);
    expect(quote.body.subscriptionAmount).toBe(
      DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN.price + summary.body.totalAmount,
    );
    const res = await pay({ headers }, license.companyId, { ...plan, card: card() });
    expect(res.status).toBe(200);
    expect(res.body.cart.subscriptionAmount).toBe(quote.body.subscriptionAmount);
    expect(api.server.store.collection('licenses').get(license.id)!.premium).toBe(true);
  });
});

describe('the data file', () => {
  it('never holds a card number', async () => {
    await api.server.store.flush();
    const files = await readdir(api.dataDir, { recursive: true });
    let text = '';
    for (const file of files) {
      const full = path.join(api.dataDir, file);
      text += await readFile(full, 'utf8').catch(() => '');
    }
    expect(text).toContain('"lastDigits":"4242"');
    for (const number of [VISA, DECLINED, INSUFFICIENT_FUNDS, '5555 5555 5555 4444', '3782 822463 10005']) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.replace(/\s/g, ''));
    }
  });
});
