/**
 * The directory (issue 12): the radius and nationwide searches and the public profile. Only VALIDATED
 * companies appear, a facility only with its visibility toggle on; premium addresses rank first, then the
 * nearest; bad input is a 400, factoring staff a 403, no session a 401, an unlisted profile a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY, DIRECTORY_MESSAGES, distanceMiles } from '@casebridge/domain';
import type { DirectoryPage, DirectoryProfile } from '@casebridge/domain';
import { listArray } from '../src/core/arrayList.ts';
import { DIRECTORY_SEARCH_FIELDS, DIRECTORY_TABLE } from '../src/directory/directoryTable.ts';
import { signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner', 'claimant', 'factoring-company'], tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const search = async (path: string, query: Record<string, string | number>, role = 'attorney-owner') => {
  const res = await api.http.get(`/api${path}`).query(query).set(as(role));
  expect(res.status).toBe(200);
  return res.body as DirectoryPage;
};
const companies = () => [...api.server.store.collection('companies').all()];
const addressesOf = (companyId: string) =>
  api.server.store.collection('addresses').findBy('companyId', companyId);
const company = (id: string) => api.server.store.collection('companies').get(id)!;

/** Every result of a radius search around a point (all pages). */
async function everything(path: string, latitude: number, longitude: number, radius = 100) {
  const first = await search(path, { latitude, longitude, radius, size: DIRECTORY.maxPageSize });
  const rest = [];
  for (let page = 1; page * DIRECTORY.maxPageSize < first.total; page++)
    rest.push(
      ...(await search(path, { latitude, longitude, radius, page, size: DIRECTORY.maxPageSize })).data,
    );
  return [...first.data, ...rest];
}

describe('GET /search/health-providers', () => {
  it('answers a page of 10 around the default city when no place is given, premium first then nearest', async () => {
    const page = await search('/search/health-providers', {});
    expect(page.center).toMatchObject({ isDefault: true, label: 'Chicago, IL' });
    expect(page.radius).toBe(DIRECTORY.defaultRadiusMiles);
    expect(page.size).toBe(10);
    expect(page.data.length).toBe(Math.min(10, page.total));
    expect(page.total).toBeGreaterThan(10);
    const all = await everything(
      '/search/health-providers',
      page.center!.latitude,
      page.center!.longitude,
      50,
    );
    expect(all.length).toBe(page.total);
    const premium = all.filter((hit) => hit.premium);
    expect(premium.length).toBeGreaterThan(0);
    expect(all.slice(0, premium.length).every((hit) => hit.premium)).toBe(true);
    for (const group of [premium, all.filter((hit) => !hit.premium)])
      for (let i = 1; i < group.length; i++)
        expect(group[i]!.distance!).toBeGreaterThanOrEqual(group[i - 1]!.distance!);
    for (const hit of all) {
      expect(['HEALTH_PROVIDER', 'FACILITY']).toContain(hit.companyType);
      expect(company(hit.companyId).status).toBe('VALIDATED');
      const exact = distanceMiles(page.center!.latitude, page.center!.longitude, hit.latitude, hit.longitude);
      expect(Math.abs(exact - hit.distance!)).toBeLessThanOrEqual(0.05);
      expect(hit.distance!).toBeLessThanOrEqual(50);
    }
  });

  it('finds every listed address within the radius, and no other', async () => {
    const center = { latitude: 41.8837, longitude: -87.6319 };
    const found = new Set(
      (await everything('/search/health-providers', center.latitude, center.longitude, 100)).map(
        (hit) => hit.id,
      ),
    );
    const expected = companies()
      .filter(
        (c) =>
          c.status === 'VALIDATED' &&
          (c.type === 'HEALTH_PROVIDER' || (c.type === 'FACILITY' && c.directoryVisible)),
      )
      .flatMap((c) => addressesOf(c.id))
      .filter((a) => distanceMiles(center.latitude, center.longitude, a.latitude, a.longitude) <= 100)
      .map((a) => a.id);
    expect([...found].sort()).toEqual(expected.sort());
  });

  it('never shows a facility with its visibility off, nor a company that is not VALIDATED', async () => {
    const hidden = companies().find(
      (c) => c.type === 'FACILITY' && c.status === 'VALIDATED' && !c.directoryVisible,
    )!;
    expect(hidden).toBeDefined();
    const where = addressesOf(hidden.id)[0]!;
    const near = await everything('/search/health-providers', where.latitude, where.longitude, 25);
    expect(near.some((hit) => hit.companyId === hidden.id)).toBe(false);
    const all = await search('/search/health-providers/all', { searchTerm: hidden.name, size: 50 });
    expect(all.data.some((hit) => hit.companyId === hidden.id)).toBe(false);

    const pending = companies().find(
      (c) => c.type === 'HEALTH_PROVIDER' && c.status !== 'VALIDATED' && addressesOf(c.id).length > 0,
    )!;
    const pendingAt = addressesOf(pending.id)[0]!;
    const aroundPending = await everything(
      '/search/health-providers',
      pendingAt.latitude,
      pendingAt.longitude,
      25,
    );
    expect(aroundPending.some((hit) => hit.companyId === pending.id)).toBe(false);
  });

  it('follows the company: hiding a facility or suspending a provider removes its addresses at once', async () => {
    const page = await search('/search/health-providers', { size: 50 });
    const facility = page.data.find((hit) => hit.companyType === 'FACILITY')!;
    const provider = page.data.find((hit) => hit.companyType === 'HEALTH_PROVIDER')!;
    api.server.store.update('companies', facility.companyId, { directoryVisible: false });
    api.server.store.update('companies', provider.companyId, { status: 'INFO_REQUIRED' });
    try {
      const after = await search('/search/health-providers', { size: 50 });
      expect(
        after.data.some(
          (hit) => hit.companyId === facility.companyId || hit.companyId === provider.companyId,
        ),
      ).toBe(false);
      expect(after.total).toBe(
        page.total -
          [facility, provider].reduce(
            (n, hit) => n + page.data.filter((h) => h.companyId === hit.companyId).length,
            0,
          ),
      );
    } finally {
      api.server.store.update('companies', facility.companyId, { directoryVisible: true });
      api.server.store.update('companies', provider.companyId, { status: 'VALIDATED' });
    }
    expect((await search('/search/health-providers', { size: 50 })).total).toBe(page.total);
  });

  it('filters by specialty, type and words, and centres on a city of the maps service', async () => {
    const page = await search('/search/health-providers', {
      city: 'Chicago',
      state: 'IL',
      specialty: 'hp-07',
      size: 50,
    });
    expect(page.center).toMatchObject({ isDefault: false, label: 'Chicago, IL' });
    expect(page.total).toBeGreaterThan(0);
    for (const hit of page.data) expect(hit.specialties).toContain('Neurosurgeon');
    const facilities = await search('/search/health-providers', { type: 'FACILITY', size: 50 });
    expect(facilities.data.every((hit) => hit.companyType === 'FACILITY')).toBe(true);
    const named = await search('/search/health-providers', { searchTerm: 'Riverside Spine' });
    expect(named.data[0]?.name).toBe('Riverside Spine & Rehab');
  });

  it('refuses bad input with a 400', async () => {
    for (const query of [
      { radius: -1 },
      { radius: 'far' },
      { latitude: 41 },
      { size: 500 },
      { page: -1 },
      { type: 'ATTORNEY' },
    ]) {
      const res = await api.http.get('/api/search/health-providers').query(query).set(as('attorney-owner'));
      expect([JSON.stringify(query), res.status]).toEqual([JSON.stringify(query), 400]);
    }
    const unknown = await api.http
      .get('/api/search/attorneys')
      .query({ city: 'Atlantis', state: 'ZZ' })
      .set(as('attorney-owner'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(DIRECTORY_MESSAGES.unknownPlace);
  });

  it('needs a session, and is not for factoring staff', async () => {
    expect((await api.http.get('/api/search/health-providers')).status).toBe(401);
    expect((await api.http.get('/api/search/attorneys/all')).status).toBe(401);
    expect((await api.http.get('/api/search/attorneys').set(as('factoring-company'))).status).toBe(403);
  });
});

describe('GET /search/attorneys and /search/attorneys/all', () => {
  it('lets a claimant find attorneys near Chicago and nationwide, premium first', async () => {
    const near = await search('/search/attorneys', { city: 'Chicago', state: 'IL' }, 'claimant');
    expect(near.data.length).toBeGreaterThan(0);
    expect(near.data.every((hit) => hit.companyType === 'ATTORNEY')).toBe(true);
    const all = await search('/search/attorneys/all', { location: 'Chicago', size: 50 }, 'claimant');
    expect(all.center).toBeNull();
    expect(
      all.data.every((hit) => hit.city === 'Chicago' || hit.state === 'IL' || hit.name.includes('Chicago')),
    ).toBe(true);
    const firstBasic = all.data.findIndex((hit) => !hit.premium);
    if (firstBasic >= 0) expect(all.data.slice(firstBasic).every((hit) => !hit.premium)).toBe(true);
  });
});

describe("the nationwide searches' totals", () => {
  it('count the listed addresses of the kind whose text has every word, like a scan of the directory', async () => {
    const rows = [...api.server.store.derived<{ id: string }>(DIRECTORY_TABLE).all()];
    let found = 0;
    for (const [path, types] of [
      ['/search/attorneys/all', ['ATTORNEY']],
      ['/search/health-providers/all', ['HEALTH_PROVIDER', 'FACILITY']],
      ['/search/health-providers/all?type=FACILITY', ['FACILITY']],
    ] as const) {
      for (const searchTerm of ['ic', 'chi', 'spine', 'law il', 'zzzq']) {
        const [route, type] = path.split('?type=');
        const page = await search(route!, { searchTerm, ...(type ? { type } : {}) });
        const expected = listArray(
          rows,
          { filter: { companyType: [...types], q: searchTerm } },
          DIRECTORY_SEARCH_FIELDS,
        );
        expect(page.total, `${path} ${searchTerm}`).toBe(expected.total);
        found += page.total;
        expect(page.data.every((hit) => (types as readonly string[]).includes(hit.companyType))).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(20);
  });
});

describe('GET /directory/profiles/{id}', () => {
  it('answers a listed company without a session, with its addresses and professionals', async () => {
    const riverside = companies().find((c) => c.name === 'Riverside Spine & Rehab')!;
    const res = await api.http.get(`/api/directory/profiles/${riverside.id}`);
    expect(res.status).toBe(200);
    const profile = res.body as DirectoryProfile;
    expect(profile).toMatchObject({ id: riverside.id, type: 'HEALTH_PROVIDER', name: riverside.name });
    expect(profile.addresses.map((a) => a.id).sort()).toEqual(
      addressesOf(riverside.id)
        .map((a) => a.id)
        .sort(),
    );
    expect(profile.specialties.length).toBeGreaterThan(0);
  });

  it('answers a user id as SPEC 2.1 says: that professional’s profile; the results link by user (issue 40 item 10)', async () => {
    const store = api.server.store;
    const license = [...store.collection('licenses').all()].find(
      (l) =>
        l.userId && company(l.companyId).status === 'VALIDATED' && company(l.companyId).type !== 'FACILITY',
    )!;
    const res = await api.http.get(`/api/directory/profiles/${license.userId}`);
    expect(res.status).toBe(200);
    const profile = res.body as DirectoryProfile;
    expect(profile.id).toBe(license.companyId);
    expect(profile.professional).toMatchObject({
      id: license.id,
      userId: license.userId,
      name: `${license.name} ${license.lastName}`.trim(),
    });
    // The owner's id opens the company's profile; a company id keeps working, naming no professional.
    const owner = company(license.companyId).ownerId!;
    expect((await api.http.get(`/api/directory/profiles/${owner}`)).body.id).toBe(license.companyId);
    expect((await api.http.get(`/api/directory/profiles/${license.companyId}`)).body.professional).toBeNull();
    // A user of a company that is not listed, or one without a company (staff), answers 404.
    const pending = companies().find((c) => c.status === 'PENDING_REVIEW' && c.ownerId)!;
    const staff = [...store.collection('users').all()].find((u) => u.companyId === null)!;
    for (const id of [pending.ownerId!, staff.id])
      expect((await api.http.get(`/api/directory/profiles/${id}`)).status).toBe(404);

    const kind =
      company(license.companyId).type === 'ATTORNEY'
        ? '/search/attorneys/all'
        : '/search/health-providers/all';
    const page = await search(kind, {
      searchTerm: company(license.companyId).name,
      size: DIRECTORY.maxPageSize,
    });
    const hits = page.data.filter((h) => h.companyId === license.companyId);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const licenseId = store.collection('addresses').get(hit.id)!.licenseId;
      const professional = licenseId ? store.collection('licenses').get(licenseId) : undefined;
      expect(hit.userId).toBe(professional?.userId ?? owner);
    }
  });

  it('answers 404 for a hidden facility, a company that is not VALIDATED, a factoring company and an unknown id', async () => {
    const ids = [
      companies().find((c) => c.type === 'FACILITY' && !c.directoryVisible)!.id,
      companies().find((c) => c.status === 'PENDING_REVIEW')!.id,
      companies().find((c) => c.type === 'FACTORING_COMPANY' && c.status === 'VALIDATED')!.id,
      'no-such-company',
    ];
    for (const id of ids) expect((await api.http.get(`/api/directory/profiles/${id}`)).status).toBe(404);
  });
});
