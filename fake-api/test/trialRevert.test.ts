/**
 * Issue 40 item 14: the console's Revert cancellation and the portal's Cancel Downgrade are one transition
 * (the domain's applyCancelDowngrade): during a trial both go back to TRIALING, never ACTIVE with trialing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@casebridge/domain';
import { signUpOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let superUser: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  superUser = bearer(await api.tokenFor(demoAccount((a) => a.role === 'super-user').email));
});
afterAll(() => api.close());

const card = {
  ...{ email: 'billing@firm.test', cardNumber: '4242 4242 4242 4242', expiration: '12/39' },
  ...{ securityCode: '123', zip: '78701', nameOnCard: 'Olivia Stone' },
};
const pay = (headers: Record<string, string>, companyId: string, body: object) =>
  api.http.post(`/api/subscriptions/company/${companyId}/payment-method`).set(headers).send(body);

/** A new attorney firm on Premium Monthly, in its trial. */
async function trialingPremium() {
  const owner = await signUpOwner(api, 'ATTORNEY');
  const res = await pay(owner.headers, owner.companyId, { upgradeTo: 'PRO', billingType: 'MONTHLY', card });
  expect(res.body.subscription).toMatchObject({ status: 'TRIALING', trialing: true });
  return owner;
}

const stateOf = (s: Subscription) => ({
  status: s.status,
  trialing: s.trialing,
  trialEnd: s.trialEnd !== null,
  downgradeTo: s.downgradeTo,
  planType: s.planType,
  billingType: s.billingType,
});

describe('reverting a cancellation during a trial', () => {
  it("answers the same trialing state as the portal's Cancel Downgrade", async () => {
    const viaConsole = await trialingPremium();
    const base = `/api/subscriptions/company/${viaConsole.companyId}`;
    expect((await api.http.delete(`${base}/cancel`).set(superUser)).status).toBe(200);
    const reverted = await api.http.delete(`${base}/revert-cancelation`).set(superUser);
    expect(reverted.status).toBe(200);

    const viaPortal = await trialingPremium();
    const down = { upgradeTo: 'BASIC', billingType: 'MONTHLY' };
    expect((await pay(viaPortal.headers, viaPortal.companyId, down)).status).toBe(200);
    const undo = { upgradeTo: 'PRO', billingType: 'MONTHLY' };
    const canceled = await pay(viaPortal.headers, viaPortal.companyId, undo);
    expect(canceled.status).toBe(200);

    const fromConsole = stateOf(reverted.body.subscription as Subscription);
    expect(fromConsole).toEqual(stateOf(canceled.body.subscription as Subscription));
    expect(fromConsole).toMatchObject({ status: 'TRIALING', trialing: true, downgradeTo: null });
  });
});
