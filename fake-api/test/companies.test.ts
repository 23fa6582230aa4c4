import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let admin: Record<string, string>;
let total: number;
let all: Company[];
beforeAll(async () => {
  api = await startTestApi();
  admin = bearer(await api.tokenFor(demoAccount((a) => a.role === 'system-admin').email));
  all = [...api.server.store.collection('companies').all()];
  total = all.length;
});
afterAll(() => api.close());

const list = (query: Record<string, string>) => api.http.get('/api/companies').query(query).set(admin);
const ids = (body: Company[]) => body.map((c) => c.id);
const tokenOf = (role: string) => api.tokenFor(demoAccount((a) => a.role === role).email);
const companyOf = (role: string) => {
  const email = demoAccount((a) => a.role === role).email;
  return api.server.store.collection('users').findOne('email', email)!.companyId!;
};

describe('GET /companies (ra-data-simple-rest list)', () => {
  it('answers the page and an exact, exposed Content-Range', async () => {
    const res = await list({ range: '[0,24]' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(25);
    expect(res.headers['content-range']).toBe(`companies 0-24/${total}`);
    const last = await list({ range: `[${total - 3},${total + 50}]` });
    expect(last.body).toHaveLength(3);
    expect(last.headers['content-range']).toBe(`companies ${total - 3}-${total - 1}/${total}`);
  });

  it('pages through ranges without gaps or overlaps', async () => {
    const [a, b, both] = await Promise.all([
      list({ range: '[0,9]', sort: '["name","ASC"]' }),
      list({ range: '[10,19]', sort: '["name","ASC"]' }),
      list({ range: '[0,19]', sort: '["name","ASC"]' }),
    ]);
    expect([...ids(a.body), ...ids(b.body)]).toEqual(ids(both.body));
  });

  it('sorts ASC and DESC', async () => {
    const asc = (await list({ sort: '["name","ASC"]', range: `[0,${total - 1}]` })).body as Company[];
    const desc = (await list({ sort: '["name","DESC"]', range: `[0,${total - 1}]` })).body as Company[];
    expect(asc).toHaveLength(total);
    expect(asc.map((c) => c.name)).toEqual([...desc.map((c) => c.name)].reverse());
    const names = asc.map((c) => c.name.toLowerCase());
    expect(names.filter((n, i) => i > 0 && n < names[i - 1]!)).toEqual([]);
  });

  it('filters by equality, any-of and q', async () => {
    const facilities = await list({ filter: '{"type":"FACILITY"}' });
    const expected = all.filter((c) => c.type === 'FACILITY').length;
    expect(expected).toBeGreaterThan(0);
    expect(facilities.body).toHaveLength(expected);
    expect(facilities.headers['content-range']).toBe(`companies 0-${expected - 1}/${expected}`);

    const statuses = ['PENDING_REVIEW', 'INFO_REQUIRED'];
    const anyOf = (await list({ filter: JSON.stringify({ status: statuses }) })).body as Company[];
    expect(anyOf).toHaveLength(all.filter((c) => statuses.includes(c.status)).length);
    expect(anyOf.every((c) => statuses.includes(c.status))).toBe(true);

    const plan = (await list({ filter: '{"subscriptionType":"PRO","type":"ATTORNEY"}' })).body as Company[];
    expect(plan.length).toBe(all.filter((c) => c.subscriptionType === 'PRO' && c.type === 'ATTORNEY').length);

    const q = (await list({ filter: '{"q":"hartwell"}' })).body as Company[];
    expect(q.map((c) => c.name)).toContain('Hartwell & Associates Law');
  });

  it('answers getMany through filter={"id":[...]} and ?ids=a,b', async () => {
    const wanted = [all[3]!.id, all[7]!.id];
    const viaFilter = await list({ filter: JSON.stringify({ id: wanted }) });
    expect(ids(viaFilter.body).sort()).toEqual([...wanted].sort());
    const viaIds = await list({ ids: wanted.join(',') });
    expect(ids(viaIds.body).sort()).toEqual([...wanted].sort());
    expect(viaIds.headers['content-range']).toBe('companies 0-1/2');
  });

  it("accepts the spec's page/size/sort=field,desc variant", async () => {
    const paged = await list({ page: '1', size: '10', sort: 'name,desc' });
    const ranged = await list({ range: '[10,19]', sort: '["name","DESC"]' });
    expect(paged.status).toBe(200);
    expect(ids(paged.body)).toEqual(ids(ranged.body));
    expect(paged.headers['content-range']).toBe(`companies 10-19/${total}`);
  });

  it('answers 400 with a clear message for malformed list parameters', async () => {
    const res = await list({ filter: '{"type":' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
    expect(res.body.message).toContain('The filter query parameter is invalid');
    expect((await list({ range: '[9,1]' })).status).toBe(400);
    expect((await list({ filter: '{"passwordHash":"x"}' })).status).toBe(400);
  });

  it('is for internal roles only', async () => {
    for (const role of ['attorney-owner', 'health-provider-owner', 'claimant', 'factoring-company']) {
      const res = await api.http.get('/api/companies').set(bearer(await tokenOf(role)));
      expect([role, res.status, res.body.error]).toEqual([role, 403, 'forbidden']);
    }
    for (const role of ['system-admin', 'super-user', 'user', 'sales-representative']) {
      const res = await api.http.get('/api/companies').set(bearer(await tokenOf(role)));
      expect([role, res.status]).toEqual([role, 200]);
    }
  });
});

describe('GET /companies/:id', () => {
  it('answers internal staff and the company users, 403 for others and 404 for a missing id', async () => {
    const own = companyOf('attorney-owner');
    const other = companyOf('health-provider-owner');
    const owner = bearer(await tokenOf('attorney-owner'));
    expect((await api.http.get(`/api/companies/${own}`).set(owner)).body.id).toBe(own);
    expect((await api.http.get(`/api/companies/${other}`).set(owner)).status).toBe(403);
    expect((await api.http.get(`/api/companies/${other}`).set(admin)).status).toBe(200);
    const missing = await api.http.get('/api/companies/no-such-company').set(admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'no_such_element', message: MESSAGES.notFound });
  });
});

describe('PUT /companies/:id', () => {
  const current = (id: string) => api.server.store.collection('companies').get(id)!;
  const payload = (company: Company, changes: Record<string, unknown>) => ({ ...company, ...changes });

  it('lets the OWNER edit and stores the phone number digits only', async () => {
    const id = companyOf('attorney-owner');
    const res = await api.http
      .put(`/api/companies/${id}`)
      .set(bearer(await tokenOf('attorney-owner')))
      .send(payload(current(id), { name: 'Hartwell & Associates', phoneNumber: '(312) 555-0199' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.name).toBe('Hartwell & Associates');
    expect(res.body.phoneNumber).toBe('3125550199');
    expect(current(id).phoneNumber).toBe('3125550199');
  });

  it('answers 400 validation_error with the spec message per field', async () => {
    const id = companyOf('attorney-owner');
    const res = await api.http
      .put(`/api/companies/${id}`)
      .set(bearer(await tokenOf('attorney-owner')))
      .send(payload(current(id), { phoneNumber: '123', name: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.message).toBe(MESSAGES.invalidInput);
    expect(res.body.fields.phoneNumber).toBe(MESSAGES.phoneDigits);
    expect(res.body.fields.name).toBe(MESSAGES.companyNameRequired);
  });

  it('refuses members, other companies and internal USERs; lets a Super User edit', async () => {
    const id = companyOf('attorney-owner');
    const body = payload(current(id), {});
    for (const role of ['attorney-member', 'health-provider-owner', 'user', 'sales-representative']) {
      const res = await api.http
        .put(`/api/companies/${id}`)
        .set(bearer(await tokenOf(role)))
        .send(body);
      expect([role, res.status, res.body.error]).toEqual([role, 403, 'forbidden']);
    }
    const admin = await api.http
      .put(`/api/companies/${id}`)
      .set(bearer(await tokenOf('attorney-admin')))
      .send(body);
    expect(admin.status).toBe(200);
    const superUser = await api.http
      .put(`/api/companies/${id}`)
      .set(bearer(await tokenOf('super-user')))
      .send(payload(current(id), { website: 'https://hartwell.example' }));
    expect(superUser.status).toBe(200);
    expect(current(id).website).toBe('https://hartwell.example');
  });
});
