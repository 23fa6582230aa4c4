/**
 * Premium visibility ends with Premium (issue 40 item 1; SPEC.md 4 "Turning premium off sets all addresses to
 * basic", 6 "premium visibility"): when a downgrade to Basic takes effect the company's ACTIVE addresses turn
 * basic (their previous state kept, so going Premium again offers them back), and the directory ranks a
 * company premium only while its plan has premium visibility AND the address is ACTIVE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage } from '@casebridge/domain';
import { runDowngradeSweep } from '../src/routes/subscriptions/downgradeSweep.ts';
import { signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

// Lehner Injury Lawyers: Premium pending cancellation to Basic, its period already ended, two ACTIVE addresses.
const LEHNER = 'co-000010';
let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['claimant'], tokens);
});
afterAll(() => api.close());

const addresses = (companyId: string) =>
  api.server.store.collection('addresses').findBy('companyId', companyId);
const subscription = (companyId: string) =>
  api.server.store.collection('subscriptions').findOne('companyId', companyId)!;

/** The directory's hits of the company around its first address (the SQL ranking). */
async function hits(companyId: string) {
  const [first] = addresses(companyId);
  const res = await api.http
    .get('/api/search/attorneys')
    .query({ latitude: first!.latitude, longitude: first!.longitude, radius: 10, size: 50 })
    .set(tokens['claimant']!);
  expect(res.status).toBe(200);
  return (res.body as DirectoryPage).data.filter((hit) => hit.companyId === companyId);
}

describe('the end of Premium', () => {
  it('turns the addresses basic when the downgrade to Basic takes effect, and the directory follows', async () => {
    expect(subscription(LEHNER)).toMatchObject({ planType: 'PRO', status: 'PENDING_CANCELLATION' });
    const before = addresses(LEHNER).filter((a) => a.premiumStatus === 'ACTIVE');
    expect(before.length).toBeGreaterThan(0);
    expect((await hits(LEHNER)).some((hit) => hit.premium)).toBe(true);

    await api.server.core.runJob((services) => runDowngradeSweep(services));

    expect(subscription(LEHNER).planType).toBe('BASIC');
    for (const was of before)
      expect(api.server.store.collection('addresses').get(was.id)).toMatchObject({
        premiumStatus: 'DEACTIVATED',
        tierType: null,
        previousPremiumStatus: 'ACTIVE',
        previousTierType: was.tierType,
      });
    const after = await hits(LEHNER);
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((hit) => hit.premium)).toBe(false);
    const profile = await api.http.get(`/api/directory/profiles/${LEHNER}`).set(tokens['claimant']!);
    expect(profile.status).toBe(200);
    expect((profile.body as { addresses: { premium: boolean }[] }).addresses.some((a) => a.premium)).toBe(
      false,
    );
  });

  it('ranks by the plan and the address together: an ACTIVE address of a company no longer Premium is not premium', async () => {
    const premium = [...api.server.store.collection('subscriptions').all()].find(
      (s) =>
        s.planType === 'PRO' &&
        s.status === 'ACTIVE' &&
        api.server.store.collection('companies').get(s.companyId)?.type === 'ATTORNEY' &&
        api.server.store.collection('companies').get(s.companyId)?.status === 'VALIDATED' &&
        addresses(s.companyId).some((a) => a.premiumStatus === 'ACTIVE'),
    )!;
    expect((await hits(premium.companyId)).some((hit) => hit.premium)).toBe(true);
    // A plan change written without touching the addresses (as a data import could): the ranking still follows.
    await api.server.core.runJob((services) => {
      services.store.update('subscriptions', premium.id, { planType: 'ADVANCED' });
    });
    expect((await hits(premium.companyId)).some((hit) => hit.premium)).toBe(false);
    await api.server.core.runJob((services) => {
      services.store.update('subscriptions', premium.id, { planType: 'PRO' });
    });
    expect((await hits(premium.companyId)).some((hit) => hit.premium)).toBe(true);
  });
});
