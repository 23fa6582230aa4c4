import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { FactoringCompany } from '@casebridge/domain';
import { bearer, binaryBody, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['super-user', 'user', 'factoring-company', 'attorney-owner'])
    tokens[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const records = () => [...api.server.store.collection('factoringCompanies').all()];
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d4b9b30000000049454e44ae426082',
  'hex',
);

describe('factoring companies', () => {
  it('lists them for staff and factoring users, not for a law firm', async () => {
    const res = await api.http.get('/api/factoring-companies?size=5&page=0').set(as('user'));
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(records().length);
    expect((await api.http.get('/api/factoring-companies').set(as('factoring-company'))).status).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ stateCodes: 'TX', requestTypes: 'ADVANCE' }));
    const filtered = await api.http.get(`/api/factoring-companies?filter=${filter}`).set(as('user'));
    expect(totalOf(filtered)).toBe(
      records().filter((fc) => fc.stateCodes.includes('TX') && fc.requestTypes.includes('ADVANCE')).length,
    );
    const first = records()[0]!;
    const q = encodeURIComponent(JSON.stringify({ q: first.name }));
    const byName = await api.http.get(`/api/factoring-companies?filter=${q}`).set(as('user'));
    expect((byName.body as FactoringCompany[]).map((fc) => fc.id)).toContain(first.id);
    expect((await api.http.get('/api/factoring-companies').set(as('attorney-owner'))).status).toBe(403);
  });

  it('searches VALIDATED companies by request amount, request type and state code', async () => {
    const res = await api.http
      .get('/api/factoring-companies/search?requestAmount=20000&requestType=ADVANCE&stateCode=TX')
      .set(as('attorney-owner'));
    const companies = api.server.store.collection('companies');
    const expected = records().filter(
      (fc) =>
        companies.get(fc.companyId)?.status === 'VALIDATED' &&
        fc.minRequestAmount <= 20000 &&
        fc.maxRequestAmount >= 20000 &&
        fc.requestTypes.includes('ADVANCE') &&
        fc.stateCodes.includes('TX'),
    );
    expect(totalOf(res)).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const second = await api.http
      .get(
        '/api/factoring-companies/search?requestAmount=20000&requestType=ADVANCE&stateCode=TX&page=1&size=1',
      )
      .set(as('attorney-owner'));
    expect(second.status).toBe(200);
    expect(second.body).toEqual(expected.length > 1 ? [expect.anything()] : []);
    expect(totalOf(second)).toBe(expected.length);
    expect(
      (await api.http.get('/api/factoring-companies/search?requestAmount=1&requestType=ADVANCE&stateCode=TX'))
        .status,
    ).toBe(401);
    const bad = await api.http
      .get('/api/factoring-companies/search?requestAmount=-3&requestType=GIFT&stateCode=ZZ')
      .set(as('attorney-owner'));
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: object }).fields).sort()).toEqual([
      'requestAmount',
      'requestType',
      'stateCode',
    ]);
  });

  it('creates one from a multipart form with a logo and documents, then serves the files', async () => {
    const res = await api.http
      .post('/api/factoring-companies')
      .set(as('super-user'))
      .field('name', 'Harbor Funding')
      .field('email', 'hello@harbor.test')
      .field('services', JSON.stringify(['ADVANCES', 'OTHER']))
      .field('stateCodes', 'TX,FL')
      .field('requestTypes', 'ADVANCE')
      .field('minRequestAmount', '500')
      .field('maxRequestAmount', '50000')
      .attach('logo', PNG, 'logo.png')
      .attach('documents', Buffer.from('%PDF-1.4 terms'), 'terms.pdf')
      .attach('documents', Buffer.from('W-9'), 'w9.txt');
    expect(res.status).toBe(201);
    const created = res.body as FactoringCompany;
    expect(created).toMatchObject({
      name: 'Harbor Funding',
      services: ['ADVANCES', 'OTHER'],
      stateCodes: ['TX', 'FL'],
      minRequestAmount: 500,
    });
    expect(created.fileIds).toHaveLength(2);
    const company = api.server.store.collection('companies').get(created.companyId)!;
    expect(company).toMatchObject({ type: 'FACTORING_COMPANY', status: 'VALIDATED' });
    const logo = await api.http.get(created.picture!).buffer(true).parse(binaryBody);
    expect(logo.headers['content-type']).toBe('image/png');
    const doc = await api.http
      .get(`/api/factoring-companies/file/${created.fileIds[0]}`)
      .set(as('super-user'))
      .buffer(true)
      .parse(binaryBody);
    expect((doc.body as Buffer).toString()).toBe('%PDF-1.4 terms');
  });

  it('refuses bad input, a logo that is not an image, and a role that may not manage', async () => {
    const bad = await api.http.post('/api/factoring-companies').set(as('super-user')).send({
      name: '',
      email: 'x',
      services: [],
      stateCodes: [],
      requestTypes: [],
      minRequestAmount: 10,
      maxRequestAmount: 5,
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields).toMatchObject({
      services: MESSAGES.selectAtLeastOne,
      maxRequestAmount: MESSAGES.factoringAmountRange,
    });
    const notImage = await api.http
      .post('/api/factoring-companies')
      .set(as('super-user'))
      .field('name', 'X')
      .field('email', 'x@x.test')
      .field('services', 'OTHER')
      .field('stateCodes', 'TX')
      .field('requestTypes', 'ADVANCE')
      .field('minRequestAmount', '1')
      .field('maxRequestAmount', '2')
      .attach('logo', Buffer.from('hello'), 'logo.png');
    expect(notImage.status).toBe(400);
    expect((notImage.body as { fields: Record<string, string> }).fields['logo']).toBe(
      MESSAGES.selectImageFile,
    );
    expect(records().some((fc) => fc.name === 'X')).toBe(false);
    expect(api.server.store.collection('companies').findOne('name', 'X')).toBeUndefined();
    expect((await api.http.post('/api/factoring-companies').set(as('user')).send({})).status).toBe(403);
    expect(
      (await api.http.post('/api/factoring-companies').set(as('factoring-company')).send({})).status,
    ).toBe(403);
  });

  it('edits one and e-mails a request for information', async () => {
    const record = records()[0]!;
    const edit = await api.http
      .put(`/api/factoring-companies/${record.id}`)
      .set(as('super-user'))
      .send({ ...record, maxRequestAmount: 777_000 });
    expect(edit.status).toBe(200);
    expect((edit.body as FactoringCompany).maxRequestAmount).toBe(777_000);
    const info = await api.http
      .post(`/api/factoring-companies/${record.id}/info`)
      .set(as('super-user'))
      .send({ message: 'Please send your license.' });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ to: record.email });
    expect((info.body as { body: string }).body).toContain('Please send your license.');
    const stored = api.server.store.collection('outbox').get((info.body as { id: string }).id);
    expect(stored).toMatchObject({ to: record.email });
    expect(
      (
        await api.http
          .post(`/api/factoring-companies/${record.id}/info`)
          .set(as('super-user'))
          .send({ message: '' })
      ).status,
    ).toBe(400);
    expect((await api.http.get('/api/factoring-companies/nope').set(as('user'))).status).toBe(404);
    expect(
      (await api.http.put('/api/factoring-companies/nope').set(as('super-user')).send(record)).status,
    ).toBe(404);
    const invalid = await api.http
      .put(`/api/factoring-companies/${record.id}`)
      .set(as('super-user'))
      .send({ ...record, name: '', stateCodes: ['ZZ'], requestTypes: [] });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { fields: Record<string, string> }).fields).toMatchObject({
      name: MESSAGES.fieldRequired,
      stateCodes: MESSAGES.invalidOption,
      requestTypes: MESSAGES.selectAtLeastOne,
    });
    expect(
      (
        await api.http
          .post(`/api/factoring-companies/${record.id}/info`)
          .set(as('user'))
          .send({ message: 'x' })
      ).status,
    ).toBe(403);
    expect(
      (await api.http.post('/api/factoring-companies/nope/info').set(as('super-user')).send({ message: 'x' }))
        .status,
    ).toBe(404);
    expect((await api.http.get('/api/factoring-companies/file/nope')).status).toBe(404);
  });
});
