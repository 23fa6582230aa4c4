/**
 * The case quota's counters (issue 40 item 32): the cases a firm was given stay apart from the ones it bought,
 * through the API, spending, and a data directory written before totalIncluded (store schema 37).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BetterSqlite from 'better-sqlite3';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { CaseResume } from '@casebridge/domain';
import { DB_FILE } from '../src/store/index.ts';
import { bearer, demoAccount, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner'], tokens);
});
afterAll(() => api.close());

const firmId = () => userOfRole(api, 'attorney-owner').companyId!;
const resumeOf = (id: string) =>
  api.http.get(`/api/companies/${id}/case-resume`).set(tokens['attorney-owner']!);
const newCase = {
  claimantName: 'Dana Rivers',
  claimantEmail: 'dana.rivers@mail.test',
  caseType: 'AUTO_ACCIDENT',
  accidentDate: '2026-06-01',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: 'GEICO',
  policyLimit: 50000,
  statuteOfLimitationsDate: '2028-06-01',
  description: 'Rear-ended at a light.',
};

describe('included and bought cases', () => {
  it('buying 20 with the card on file after being given 10: 10 included, 20 bought, 30 available', async () => {
    const id = firmId();
    const { store } = api.server;
    const subscription = store.collection('subscriptions').findOne('companyId', id)!;
    const creditCard = { id: 'cc-on-file', brand: 'visa' as const, lastDigits: '4242' };
    store.update('subscriptions', subscription.id, { planType: 'BASIC', creditCard, customer: true });
    const given: CaseResume = {
      total: 0,
      totalSpent: 0,
      totalPurchase: 0,
      totalIncluded: 10,
      totalAvailable: 10,
    };
    store.update('companies', id, { caseResume: given });

    const wrongCard = await api.http
      .post(`/api/subscriptions/company/${id}/buy-cases`)
      .set(tokens['attorney-owner']!)
      .send({ paymentMethodId: 'cc-other', itemQuantity: 2 });
    expect(wrongCard.status).toBe(400);
    const bought = await api.http
      .post(`/api/subscriptions/company/${id}/buy-cases`)
      .set(tokens['attorney-owner']!)
      .send({ paymentMethodId: creditCard.id, itemQuantity: 2 });
    expect(bought.status).toBe(200);
    const after = { totalIncluded: 10, totalPurchase: 20, totalAvailable: 30, totalSpent: 0 };
    expect(bought.body).toEqual({ amount: 98, caseResume: { ...after, total: 0 } });
    expect((await resumeOf(id)).body).toEqual({ ...after, total: 0 });

    const created = await api.http.post('/api/cases').set(tokens['attorney-owner']!).send(newCase);
    expect(created.status).toBe(201);
    expect((await resumeOf(id)).body).toEqual({
      total: 1,
      totalSpent: 1,
      totalIncluded: 10,
      totalPurchase: 20,
      totalAvailable: 29,
    });
    store.update('subscriptions', subscription.id, { planType: subscription.planType });
  });

  it('a data directory of schema 37 reads what its resumes counted as bought as included', async () => {
    const id = firmId();
    const old = { total: 8, totalSpent: 8, totalPurchase: 10, totalAvailable: 2 };
    api.server.store.update('companies', id, { caseResume: old as CaseResume });
    await api.server.close();
    const db = new BetterSqlite(path.join(api.dataDir, DB_FILE));
    db.pragma('user_version = 37');
    db.close();

    const restarted = await startTestApi({ dataDir: api.dataDir });
    try {
      const email = demoAccount((a) => a.role === 'attorney-owner').email;
      const res = await restarted.http
        .get(`/api/companies/${id}/case-resume`)
        .set(bearer(await restarted.tokenFor(email)));
      expect(res.body).toEqual({ ...old, totalPurchase: 0, totalIncluded: 10 });
      const stored = restarted.server.store.collection('companies').get(id)!.caseResume;
      expect(stored.totalIncluded).toBe(10);
    } finally {
      await restarted.server.close();
    }
    // afterAll removes the data directory; the first server is already closed.
    api.close = () => rm(api.dataDir, { recursive: true, force: true });
  });
});
