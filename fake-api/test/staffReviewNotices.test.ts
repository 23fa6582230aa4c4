/**
 * Issue 40 item 13: a company that finishes its activation or answers a request for information notifies the
 * staff who review it (registry.validate: SUPER_USER, SYSTEM_ADMIN) and its sales representative, through the
 * same notification routes every user reads; plain USERs and the company itself are not told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROVIDER_SPECIALTIES, MESSAGES } from '@casebridge/domain';
import type { NotificationPage } from '@casebridge/domain/client';
import { placeFor, professionalBody, signUpOwner } from './helpers/activation.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const staff: Record<string, Record<string, string>> = {};
const ROLES = ['super-user', 'system-admin', 'user', 'sales-representative'];
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ROLES)
    staff[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
});
afterAll(() => api.close());

const userIdOf = (role: string) =>
  api.server.store.collection('users').findOne('email', demoAccount((a) => a.role === role).email)!.id;

/** The caller's notifications about `companyId`, read through GET /notifications. */
async function aboutCompany(headers: Record<string, string>, companyId: string) {
  const res = await api.http.get('/api/notifications').query({ size: 100 }).set(headers);
  expect(res.status).toBe(200);
  return (res.body as NotificationPage).content.filter((n) => n.extra === companyId);
}

describe('staff notifications of new review work', () => {
  it('tells reviewers and the sales representative when a provider activates, then when it answers', async () => {
    const owner = await signUpOwner(api, 'HEALTH_PROVIDER', 'Bell Test Clinic');
    const assigned = await api.http
      .post('/api/internal-users/sales-representatives')
      .set(staff['super-user']!)
      .send({ companyId: owner.companyId, salesRepresentativeId: userIdOf('sales-representative') });
    expect(assigned.status).toBeLessThan(300);
    const place = await placeFor(api, owner.headers, '1200 Main St, Austin, TX');
    const body = professionalBody(place, {
      companyName: 'Bell Test Clinic',
      specialtyId: HEALTH_PROVIDER_SPECIALTIES[0]!.id,
    });
    const activated = await api.http
      .post('/api/account/complete/health-provider')
      .set(owner.headers)
      .send({ ...body, professionalLicenseNumber: 'TX-LIC-4040' });
    expect(activated.status).toBe(200);

    for (const role of ['super-user', 'system-admin', 'sales-representative']) {
      const [notice, ...more] = await aboutCompany(staff[role]!, owner.companyId);
      expect(more).toHaveLength(0);
      expect(notice).toMatchObject({
        section: 'PENDING_REVIEW',
        action: 'ADD',
        read: false,
        company: owner.companyId,
        message: MESSAGES.staffReviewActivated,
        description: 'Bell Test Clinic completed its activation and waits for validation.',
      });
    }
    expect(await aboutCompany(staff['user']!, owner.companyId)).toHaveLength(0);
    expect(await aboutCompany(owner.headers, owner.companyId)).toHaveLength(0);

    const base = `/api/subscriptions/company/${owner.companyId}`;
    const ask = { message: 'Please send your NPI number.' };
    expect((await api.http.put(`${base}/info-request`).set(staff['super-user']!).send(ask)).status).toBe(200);
    const answered = await api.http
      .post(`/api/companies/${owner.companyId}/info-responses`)
      .set(owner.headers)
      .field('message', 'My NPI is 1234567890.');
    expect(answered.status).toBe(201);
    const notices = await aboutCompany(staff['system-admin']!, owner.companyId);
    expect(notices.map((n) => n.message)).toEqual([
      MESSAGES.staffReviewAnswered,
      MESSAGES.staffReviewActivated,
    ]);
  });
});
