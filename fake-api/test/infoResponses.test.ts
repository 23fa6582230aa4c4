/**
 * Answers to a request for information (issue 17 item 16): the owner of an INFO_REQUIRED company answers with a
 * message and files; staff read them (and download the files, served safely); everyone else is refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@casebridge/domain';
import type { InfoResponse } from '@casebridge/domain';
import { binaryBody, demoAccount, signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'attorney-member',
  'health-provider-owner',
  'super-user',
  'user',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const hartwellId = () =>
  api.server.store
    .collection('users')
    .findOne('email', demoAccount((a) => a.role === 'attorney-owner').email)!.companyId!;
const REQUEST = 'Please upload a copy of your bar license.';
const PDF = Buffer.from('%PDF-1.4 bar license');

// Hartwell (VALIDATED in the fixtures) is put in INFO_REQUIRED before each test, as a super user's request does.
beforeEach(() => {
  api.server.store.update('companies', hartwellId(), {
    status: 'INFO_REQUIRED',
    infoRequestMessage: REQUEST,
  });
});

const answer = (role: string | null, companyId = hartwellId()) => {
  const call = api.http.post(`/api/companies/${companyId}/info-responses`);
  return role ? call.set(as(role)) : call;
};

describe('POST /companies/{id}/info-responses', () => {
  it('keeps the owner’s message and files and sends the company back to review', async () => {
    const res = await answer('attorney-owner')
      .field('message', 'Here is my license.')
      .attach('files', PDF, 'bar-license.pdf')
      .attach('files', Buffer.from([0x89, 0x50, 0x4e, 0x47]), {
        filename: 'scan.png',
        contentType: 'image/png',
      });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({ id: hartwellId(), status: 'PENDING_REVIEW' });
    const response = res.body.response as InfoResponse;
    expect(response).toMatchObject({
      companyId: hartwellId(),
      requestMessage: REQUEST,
      message: 'Here is my license.',
    });
    expect(response.files.map((f) => [f.name, f.mimeType, f.size])).toEqual([
      ['bar-license.pdf', 'application/pdf', PDF.length],
      ['scan.png', 'image/png', 4],
    ]);
    // Random ids: not a counter, not the clock.
    for (const file of response.files) expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = api.server.store.collection('companies').get(hartwellId())!;
    expect(stored.status).toBe('PENDING_REVIEW');
    expect(Date.parse(stored.submittedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes an answer without files (JSON)', async () => {
    const res = await answer('attorney-owner').send({ message: 'My license number is on file.' });
    expect([res.status, res.body.response.files]).toEqual([201, []]);
  });

  it('answers 400 for no message, a file type not allowed, or too many files', async () => {
    const answers = () =>
      api.server.store.collection('infoResponses').findBy('companyId', hartwellId()).length;
    const before = answers();
    const empty = await answer('attorney-owner').field('message', '  ');
    expect([empty.status, empty.body.fields]).toEqual([400, { message: MESSAGES.fieldRequired }]);
    const html = await answer('attorney-owner')
      .field('message', 'See the page')
      .attach('files', Buffer.from('<script>alert(1)</script>'), {
        filename: 'x.html',
        contentType: 'text/html',
      });
    expect([html.status, html.body.fields]).toEqual([400, { files: MESSAGES.infoAnswerFileType }]);
    let many = answer('attorney-owner').field('message', 'All of them');
    for (let i = 0; i <= LIMITS.infoAnswerMaxFiles; i++) many = many.attach('files', PDF, `f${i}.pdf`);
    expect((await many).status).toBe(400);
    expect(api.server.store.collection('companies').get(hartwellId())!.status).toBe('INFO_REQUIRED');
    expect(answers()).toBe(before);
  });

  it('is the owner’s: 403 for the company’s other users and staff, 404 for another company, 401 without token', async () => {
    for (const role of ['attorney-admin', 'attorney-member', 'super-user']) {
      const res = await answer(role).send({ message: 'Me too' });
      expect([role, res.status, res.body.message]).toEqual([role, 403, MESSAGES.infoAnswerOwnerOnly]);
    }
    expect((await answer('health-provider-owner').send({ message: 'Not mine' })).status).toBe(404);
    expect((await answer('attorney-owner', 'co-unknown').send({ message: 'Nobody' })).status).toBe(404);
    expect((await answer(null).send({ message: 'Anyone' })).status).toBe(401);
  });

  it('answers 409 unless the company was asked for information', async () => {
    api.server.store.update('companies', hartwellId(), { status: 'VALIDATED' });
    const res = await answer('attorney-owner').send({ message: 'Unasked' });
    expect([res.status, res.body.message]).toEqual([409, MESSAGES.infoAnswerNotAllowed]);
  });
});

describe('reading the answers and their files', () => {
  it('lists them for staff and the company, newest first; 404 for another company', async () => {
    await answer('attorney-owner').send({ message: 'First' });
    api.server.store.update('companies', hartwellId(), { status: 'INFO_REQUIRED' });
    await answer('attorney-owner').send({ message: 'Second' });
    const url = `/api/companies/${hartwellId()}/info-responses`;
    const staff = await api.http.get(url).set(as('user'));
    expect(staff.status).toBe(200);
    const messages = (staff.body as InfoResponse[]).map((r) => r.message);
    expect(messages.indexOf('Second')).toBeLessThan(messages.indexOf('First'));
    expect((await api.http.get(url).set(as('attorney-member'))).status).toBe(200);
    expect((await api.http.get(url).set(as('health-provider-owner'))).status).toBe(404);
    expect((await api.http.get(url)).status).toBe(401);
  });

  it('serves a file with its type, nosniff and a disposition, to staff and the company only', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const res = await answer('attorney-owner')
      .field('message', 'Files')
      .attach('files', PDF, 'bar "license".pdf')
      .attach('files', Buffer.from('PK word'), { filename: 'letter.docx', contentType: docx });
    const [pdf, word] = (res.body.response as InfoResponse).files;
    const url = (fileId: string) => `/api/companies/${hartwellId()}/info-responses/files/${fileId}`;
    const got = await api.http.get(url(pdf!.id)).set(as('super-user')).buffer(true).parse(binaryBody);
    expect(got.status).toBe(200);
    expect((got.body as Buffer).equals(PDF)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="bar_license_.pdf"',
    });
    const doc = await api.http.get(url(word!.id)).set(as('attorney-owner')).buffer(true).parse(binaryBody);
    expect(doc.headers['content-disposition']).toBe('attachment; filename="letter.docx"');
    expect((await api.http.get(url(pdf!.id)).set(as('health-provider-owner'))).status).toBe(404);
    expect((await api.http.get(url(pdf!.id))).status).toBe(401);
    expect((await api.http.get(url('not-a-file')).set(as('super-user'))).status).toBe(404);
    // A file id of this company's answer asked for under another company is not found either.
    const other = demoAccount((a) => a.role === 'health-provider-owner').email;
    const otherCompany = api.server.store.collection('users').findOne('email', other)!.companyId!;
    const crossed = `/api/companies/${otherCompany}/info-responses/files/${pdf!.id}`;
    expect((await api.http.get(crossed).set(as('super-user'))).status).toBe(404);
  });
});
