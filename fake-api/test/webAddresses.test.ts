/**
 * Issue 39 item 13: every endpoint that takes a user-entered web address (a company's website, a factoring
 * company's) stores http(s) addresses only: `javascript:`, `data:`, `vbscript:` answer 400 with the message,
 * a bare domain is stored with https://.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['attorney-owner', 'super-user'])
    tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
});
afterAll(() => api.close());

const HOSTILE = [
  "javascript:window.__xss='href'",
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
const company = (id: string) => api.server.store.collection('companies').get(id)!;

describe('PUT /companies/{id}: the website', () => {
  const id = () => userOfRole(api, 'attorney-owner').companyId!;
  const save = (website: string, role = 'attorney-owner') =>
    api.http
      .put(`/api/companies/${id()}`)
      .set(tokens[role]!)
      .send({ ...company(id()), website } satisfies Company);

  it.each(HOSTILE)('refuses %j with 400 and the message, storing nothing', async (website) => {
    const before = company(id()).website;
    const res = await save(website);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ website: MESSAGES.webAddressInvalid });
    expect(company(id()).website).toBe(before);
  });

  it('accepts an https address, and stores a bare domain with https://', async () => {
    expect((await save('https://www.hartwell-law.test/team')).status).toBe(200);
    expect(company(id()).website).toBe('https://www.hartwell-law.test/team');
    expect((await save('hartwell-law.test', 'super-user')).status).toBe(200);
    expect(company(id()).website).toBe('https://hartwell-law.test');
  });
});

describe('the factoring companies: the website', () => {
  const base = {
    name: 'Harbor Funding',
    email: 'hello@harbor.test',
    services: ['ADVANCES'],
    stateCodes: ['TX'],
    requestTypes: ['ADVANCE'],
    minRequestAmount: 500,
    maxRequestAmount: 50_000,
  };
  const create = (website: string) =>
    api.http
      .post('/api/factoring-companies')
      .set(tokens['super-user']!)
      .send({ ...base, website });

  it.each(HOSTILE)('POST and PUT refuse %j with 400 and the message', async (website) => {
    const res = await create(website);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ website: MESSAGES.webAddressInvalid });
    const created = await create('https://harbor.test');
    expect(created.status).toBe(201);
    const put = await api.http
      .put(`/api/factoring-companies/${created.body.id}`)
      .set(tokens['super-user']!)
      .send({ ...base, website });
    expect(put.status).toBe(400);
    expect(put.body.fields).toMatchObject({ website: MESSAGES.webAddressInvalid });
  });

  it('accepts an https address and stores a bare domain with https://', async () => {
    const res = await create('harbor.test');
    expect(res.status).toBe(201);
    expect(res.body.website).toBe('https://harbor.test');
  });
});
