import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Company, Subscription } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let superUser: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  superUser = await as('super-user');
});
afterAll(() => api.close());

async function as(role: string) {
  return bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
}
const ownerOf = (role: string) => {
  const email = demoAccount((a) => a.role === role).email;
  return api.server.store.collection('users').findOne('email', email)!;
};
const companyOf = (role: string) => ownerOf(role).companyId!;
const company = (id: string) => api.server.store.collection('companies').get(id)!;
const subscription = (companyId: string) =>
  api.server.store.collection('subscriptions').findOne('companyId', companyId)!;
const outboxTo = (email: string) =>
  [...api.server.store.collection('outbox').all()].filter((mail) => mail.to === email);
const notificationsOf = (userId: string) =>
  api.server.store.collection('notifications').findBy('userId', userId);
const put = (path: string, body: object = {}) => api.http.put(`/api${path}`).set(superUser).send(body);

describe('internal actions on a company subscription', () => {
  it('validates a company in review, notifies its owner and leaves the e-mail in the outbox', async () => {
    const owner = ownerOf('owner-pending-review');
    const id = companyOf('owner-pending-review');
    expect(company(id).status).toBe('PENDING_REVIEW');
    const before = notificationsOf(owner.id).length;
    const res = await put(`/subscriptions/company/${id}/validate`);
    expect(res.status).toBe(200);
    expect((res.body as { company: Company }).company.status).toBe('VALIDATED');
    const after = await api.http.get(`/api/companies/${id}`).set(superUser);
    expect((after.body as Company).status).toBe('VALIDATED');
    const notes = notificationsOf(owner.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.some((n) => n.section === 'PENDING_REVIEW' && n.company === id)).toBe(true);
    expect(outboxTo(owner.email).some((mail) => mail.subject.includes('validated'))).toBe(true);
  });

  it('refuses an action the company state does not allow with 409', async () => {
    const id = companyOf('owner-pending-review');
    const res = await put(`/subscriptions/company/${id}/validate`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('conflict');
    expect((await put(`/subscriptions/company/${id}/info-request`, { message: 'x' })).status).toBe(409);
  });

  it('rejects with a motive, and needs the text for OTHER', async () => {
    const id = companyOf('owner-info-required');
    const missing = await put(`/subscriptions/company/${id}/reject`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.motive).toBe(MESSAGES.thisFieldRequired);
    const other = await put(`/subscriptions/company/${id}/reject`, { motive: 'OTHER' });
    expect(other.status).toBe(400);
    expect(other.body.fields.text).toBe(MESSAGES.fieldRequired);
    const res = await put(`/subscriptions/company/${id}/reject`, { motive: 'EXPIRED_LICENSE' });
    expect(res.status).toBe(200);
    expect(company(id)).toMatchObject({ status: 'REJECTED', rejectionMotive: 'EXPIRED_LICENSE' });
    expect(outboxTo(ownerOf('owner-info-required').email).at(-1)!.body).toContain('Expired license');
  });

  it('requests information from a company in review (INFO_REQUIRED), message required', async () => {
    const pending = [...api.server.store.collection('companies').all()].find(
      (c) => c.status === 'PENDING_REVIEW' && c.ownerId,
    )!;
    const empty = await put(`/subscriptions/company/${pending.id}/info-request`, { message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.message).toBe(MESSAGES.fieldRequired);
    const res = await put(`/subscriptions/company/${pending.id}/info-request`, {
      message: 'Please send your NPI number.',
    });
    expect(res.status).toBe(200);
    expect(company(pending.id)).toMatchObject({
      status: 'INFO_REQUIRED',
      infoRequestMessage: 'Please send your NPI number.',
    });
  });

  it('cancels to an allowed downgrade target, refuses others, and reverts', async () => {
    const id = companyOf('attorney-owner');
    const sub = subscription(id);
    expect(sub.planType).toBe('PRO');
    const del = (path: string) => api.http.delete(`/api/subscriptions/company/${id}/${path}`).set(superUser);
    expect((await del('cancel?planType=GOLD')).status).toBe(400);
    const same = await del(`cancel?planType=PRO&billingType=${sub.billingType}`);
    expect(same.status).toBe(409);
    const revertFirst = await del('revert-cancelation');
    expect(revertFirst.status).toBe(409);
    const res = await del('cancel');
    expect(res.status).toBe(200);
    const canceled = (res.body as { subscription: Subscription }).subscription;
    expect(canceled).toMatchObject({
      status: 'PENDING_CANCELLATION',
      planType: 'PRO',
      billingType: sub.billingType,
      downgradeTo: { planType: 'BASIC', billingType: sub.billingType },
    });
    expect((await del('cancel')).status).toBe(409);
    const reverted = await del('revert-cancelation');
    expect(reverted.status).toBe(200);
    expect(subscription(id)).toMatchObject({ status: 'ACTIVE', downgradeTo: null });
  });

  it('answers 401 without a session, 403 to a role that may not act, 404 for a missing company', async () => {
    const id = [...api.server.store.collection('companies').all()].find(
      (c) => c.status === 'PENDING_REVIEW',
    )!.id;
    expect((await api.http.put(`/api/subscriptions/company/${id}/validate`)).status).toBe(401);
    const user = await as('user');
    expect((await api.http.put(`/api/subscriptions/company/${id}/validate`).set(user)).status).toBe(403);
    const owner = await as('attorney-owner');
    expect((await api.http.delete(`/api/subscriptions/company/${id}/cancel`).set(owner)).status).toBe(403);
    const missing = await put('/subscriptions/company/no-such-company/validate');
    expect([missing.status, missing.body.error]).toEqual([404, 'no_such_element']);
    expect(company(id).status).toBe('PENDING_REVIEW');
  });
});

describe('GET /outbox', () => {
  it('lists the sent e-mails to internal roles, with Content-Range', async () => {
    const res = await api.http
      .get('/api/outbox')
      .query({ range: '[0,9]' })
      .set(await as('user'));
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^outbox 0-\d+\/\d+$/);
    const one = await api.http.get(`/api/outbox/${(res.body as { id: string }[])[0]!.id}`).set(superUser);
    expect(one.status).toBe(200);
  });

  it('is refused to external users', async () => {
    expect((await api.http.get('/api/outbox').set(await as('attorney-owner'))).status).toBe(403);
  });
});

describe('GET /subscriptions/registry/statuses/count', () => {
  it('counts the companies in each status, and follows the actions', async () => {
    const res = await api.http.get('/api/subscriptions/registry/statuses/count').set(await as('user'));
    expect(res.status).toBe(200);
    const counts = res.body as Record<string, number>;
    const all = [...api.server.store.collection('companies').all()];
    for (const status of [
      'VALIDATED',
      'PENDING_REVIEW',
      'INFO_REQUIRED',
      'REJECTED',
      'INCOMPLETE',
      'DELETED',
    ])
      expect(counts[status], status).toBe(all.filter((c) => c.status === status).length);
    expect(counts.PENDING_REVIEW).toBeGreaterThan(0);
  });

  it('is refused without a session and to external users', async () => {
    expect((await api.http.get('/api/subscriptions/registry/statuses/count')).status).toBe(401);
    const owner = await as('attorney-owner');
    expect((await api.http.get('/api/subscriptions/registry/statuses/count').set(owner)).status).toBe(403);
  });
});
