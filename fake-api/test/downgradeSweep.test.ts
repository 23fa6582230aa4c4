/**
 * A pending downgrade takes effect when its period ends (subscriptions/downgradeSweep.ts, run by the scheduler
 * and the development clock): the owner's Downgrade from Premium Monthly to Advanced leaves the firm Premium until
 * the trial it paid for ends, then the subscription and the company's subscriptionType fall to Advanced. A
 * canceled downgrade, or one not yet due, is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@casebridge/domain';
import { runDowngradeSweep } from '../src/routes/subscriptions/downgradeSweep.ts';
import { signUpOwner } from './helpers/activation.ts';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const DAY_MS = 86_400_000;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock });
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

async function pendingDowngrade(cancelAfter = false) {
  const owner = await signUpOwner(api, 'ATTORNEY');
  const pay = (body: object) =>
    api.http
      .post(`/api/subscriptions/company/${owner.companyId}/payment-method`)
      .set(owner.headers)
      .send(body);
  expect((await pay({ upgradeTo: 'PRO', billingType: 'MONTHLY', card })).status).toBe(200);
  const down = await pay({ upgradeTo: 'ADVANCED', billingType: 'MONTHLY' });
  expect(down.body.subscription).toMatchObject({ status: 'PENDING_CANCELLATION', planType: 'PRO' });
  if (cancelAfter) expect((await pay({ upgradeTo: 'PRO', billingType: 'MONTHLY' })).status).toBe(200);
  return { owner, subscription: down.body.subscription as Subscription };
}

const sweep = () => api.server.core.runJob((services) => runDowngradeSweep(services));
const stored = (id: string) => api.server.store.collection('subscriptions').get(id)!;

describe('the downgrade sweep', () => {
  it('leaves a downgrade alone until its period ends, then applies it to the subscription and the company', async () => {
    const { owner, subscription } = await pendingDowngrade();
    const canceled = await pendingDowngrade(true);
    const ends = Date.parse(subscription.trialEnd ?? subscription.subscriptionPeriodEnd!);

    offsetMs = ends - Date.now() - DAY_MS;
    await sweep();
    expect(stored(subscription.id)).toMatchObject({ status: 'PENDING_CANCELLATION', planType: 'PRO' });

    offsetMs = ends - Date.now() + DAY_MS;
    await sweep();
    const after = stored(subscription.id);
    expect(after).toMatchObject({
      planType: 'ADVANCED',
      billingType: 'MONTHLY',
      status: 'ACTIVE',
      trialing: false,
      downgradeTo: null,
    });
    expect(Date.parse(after.subscriptionPeriodEnd!)).toBeGreaterThan(ends + 27 * DAY_MS);
    expect(api.server.store.collection('companies').get(owner.companyId)!.subscriptionType).toBe('ADVANCED');
    expect(stored(canceled.subscription.id)).toMatchObject({ planType: 'PRO', downgradeTo: null });
    expect(stored(canceled.subscription.id).status).not.toBe('PENDING_CANCELLATION');
  });
});
