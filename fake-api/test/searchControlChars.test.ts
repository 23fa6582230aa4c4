/**
 * Issue 39 item 12: a control character (NUL above all) in a search term never reaches SQLite's full-text
 * parser ("unterminated string", a 500). Every free-text search answers 200, and a term with control
 * characters finds what the same term without them finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['user', 'attorney-owner', 'factoring-company', 'claimant', 'health-provider-owner'])
    tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
});
afterAll(() => api.close());

/** The term with a NUL after its first letter, and with other C0, DEL and C1 characters around it. */
const dirtyVariants = (term: string) => [
  `${term[0]}\u0000${term.slice(1)}`,
  `\u0001${term}\u001f\u007f`,
  `${term}\u0085\u009f`,
];
const filterQ = (q: string) => `filter=${encodeURIComponent(JSON.stringify({ q }))}`;
const param = (name: string) => (q: string) => `${name}=${encodeURIComponent(q)}`;

/** [list path, role, how the term is passed] */
const LISTS: [string, string, (q: string) => string][] = [
  ['/cases', 'attorney-owner', filterQ],
  ['/tasks', 'attorney-owner', filterQ],
  ['/companies', 'user', filterQ],
  ['/users', 'user', filterQ],
  ['/subscriptions', 'user', filterQ],
  ['/internal-users', 'user', filterQ],
  ['/referrals', 'health-provider-owner', filterQ],
  ['/notes?caseId=:case', 'attorney-owner', filterQ],
  ['/funding-requests', 'factoring-company', filterQ],
  ['/factoring-companies', 'user', filterQ],
  ['/task-templates', 'attorney-owner', filterQ],
  ['/outbox', 'user', filterQ],
  ['/claimants/me/cases', 'claimant', filterQ],
  ['/appointments', 'health-provider-owner', filterQ],
  ['/search/attorneys/all', 'health-provider-owner', param('searchTerm')],
  ['/search/health-providers/all', 'attorney-owner', param('searchTerm')],
  ['/search/attorneys', 'health-provider-owner', param('searchTerm')],
  ['/search/health-providers', 'attorney-owner', param('searchTerm')],
  ['/network', 'attorney-owner', param('q')],
  ['/geo/places', 'attorney-owner', param('q')],
];

/** A case of the validated demo firm (Hartwell). */
function firmCaseId(): string {
  const owner = api.server.store.collection('users').findOne('email', 'owner@hartwell-law.test')!;
  return api.server.store.collection('cases').findBy('attorneyCompanyId', owner.companyId!)[0]!.id;
}

describe('search terms with control characters', () => {
  it.each(LISTS)('GET %s (as %s): 200, and the same answer as without them', async (path, role, term) => {
    const url = path.replace(':case', firmCaseId());
    const get = (q: string) =>
      api.http.get(`/api${url}${url.includes('?') ? '&' : '?'}${term(q)}`).set(tokens[role]!);
    for (const clean of ['abc', 'ell', 'an', 'Austin']) {
      const expected = await get(clean);
      expect(expected.status, `${path} ${clean}`).toBe(200);
      for (const dirty of dirtyVariants(clean)) {
        const res = await get(dirty);
        expect(res.status, `${path} ${JSON.stringify(dirty)}`).toBe(200);
        expect(res.body).toEqual(expected.body);
      }
    }
  });

  it('a term of control characters only is no term', async () => {
    const get = (q: string) => api.http.get(`/api/companies?${filterQ(q)}`).set(tokens['user']!);
    const all = await get('');
    const none = await get('\u0000\u0001\u0000');
    expect(none.status).toBe(200);
    expect(none.headers['content-range']).toBe(all.headers['content-range']);
  });

  it('the collaborator search measures its minimum length after cleaning', async () => {
    const get = (q: string) =>
      api.http
        .get(`/api/cases/${firmCaseId()}/collaborator-candidates?q=${encodeURIComponent(q)}`)
        .set(tokens['attorney-owner']!);
    const clean = await get('spine');
    expect(clean.status).toBe(200);
    const dirty = await get('sp\u0000ine');
    expect(dirty.status).toBe(200);
    expect(dirty.body).toEqual(clean.body);
    expect((await get('\u0000\u0000\u0000')).status).toBe(400);
  });

  it('a NUL in any other filter value, a filter name or a sort field never answers 500', async () => {
    const get = (query: string) => api.http.get(`/api/companies?${query}`).set(tokens['user']!);
    const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
    expect((await get(filter({ status: 'VALI\u0000DATED' }))).status).toBe(200);
    expect((await get(filter({ name_like: 'ell\u0000' }))).status).toBe(200);
    expect((await get(filter({ name_gte: 'a\u0000' }))).status).toBe(200);
    expect((await get(filter({ 'na\u0000me': 'x' }))).status).toBe(400);
    const sort = `sort=${encodeURIComponent(JSON.stringify(['na\u0000me', 'ASC']))}`;
    expect((await get(sort)).status).toBe(400);
    const cases = (query: string) => api.http.get(`/api/cases?${query}`).set(tokens['attorney-owner']!);
    expect((await cases(filter({ 'x\u0000y': 'a' }))).status).toBe(400);
    expect((await cases(`sort=${encodeURIComponent('x\u0000y,asc')}`)).status).toBe(400);
  });
});
