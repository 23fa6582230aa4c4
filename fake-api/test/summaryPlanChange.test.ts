/**
 * The summary refuses what the quote and the payment-method call refuse (issue 40 item 5; one domain rule,
 * planChangeRefusal): on Advanced Annual, Premium Monthly is not a move the subscription may make, so
 * PUT /subscriptions/{id}/summary answers 409 with the same message; allowed changes still get a cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, format } from '@casebridge/domain';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let headers: Record<string, string>;
let subscriptionId: string;
let companyId: string;
beforeAll(async () => {
  api = await startTestApi();
  const subscription = [...api.server.store.collection('subscriptions').all()].find(
    (s) =>
      s.planType === 'ADVANCED' &&
      s.billingType === 'ANNUAL' &&
      s.status === 'ACTIVE' &&
      api.server.store.collection('companies').get(s.companyId)?.type === 'ATTORNEY',
  )!;
  subscriptionId = subscription.id;
  companyId = subscription.companyId;
  const owner = api.server.store
    .collection('users')
    .findBy('companyId', companyId)
    .find((u) => u.permission === 'OWNER')!;
  headers = { Authorization: `Bearer ${await api.tokenOfUser(owner.id)}` };
});
afterAll(() => api.close());

const refused = format(MESSAGES.planChangeNotAllowed, { from: 'Advanced Annual', to: 'Premium Monthly' });

describe('PUT /subscriptions/{id}/summary on Advanced Annual', () => {
  it('answers 409 for Premium Monthly, as the quote and the payment-method call do', async () => {
    const body = { upgradeTo: 'PRO', billingType: 'MONTHLY' };
    const summary = await api.http
      .put(`/api/subscriptions/${subscriptionId}/summary`)
      .set(headers)
      .send(body);
    expect(summary.status).toBe(409);
    expect(summary.body.message).toBe(refused);
    const quote = await api.http.put('/api/subscriptions/quote').set(headers).send(body);
    expect(quote.status).toBe(409);
    expect(quote.body.message).toBe(refused);
    const pay = await api.http
      .post(`/api/subscriptions/company/${companyId}/payment-method`)
      .set(headers)
      .send(body);
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe(refused);
  });

  it('prices the allowed changes (Premium Annual) and address changes without a plan (200)', async () => {
    const url = `/api/subscriptions/${subscriptionId}/summary`;
    const up = await api.http.put(url).set(headers).send({ upgradeTo: 'PRO', billingType: 'ANNUAL' });
    expect(up.status).toBe(200);
    expect(up.body.items.length).toBeGreaterThan(0);
    expect((await api.http.put(url).set(headers).send({ newAditionalAddresses: 1 })).status).toBe(200);
    const same = await api.http.put(url).set(headers).send({ upgradeTo: 'ADVANCED', billingType: 'ANNUAL' });
    expect(same.status).toBe(200);
  });

  it('answers 404 to another company’s user', async () => {
    const other = [...api.server.store.collection('users').all()].find(
      (u) => u.companyId && u.companyId !== companyId && u.userType === 'ATTORNEY',
    )!;
    const res = await api.http
      .put(`/api/subscriptions/${subscriptionId}/summary`)
      .set({ Authorization: `Bearer ${await api.tokenOfUser(other.id)}` })
      .send({ upgradeTo: 'PRO', billingType: 'MONTHLY' });
    expect(res.status).toBe(404);
  });
});
