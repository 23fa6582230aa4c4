/**
 * Case files through the real app (issue 11, "Files"): who sees which file, uploads (several at once, type,
 * content and size checked, stored on disk before the row), one file, rename and sharing, deletion, and the
 * content served with safe headers and audited.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import type { CaseActivityView, CaseFile, CaseFileView, LegalCase } from '@casebridge/domain';
import { PNG } from '../src/contract/contractCase.ts';
import { binaryBody, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'health-provider-owner',
  'claimant',
  'factoring-company',
  'user',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const cases = () => [...api.server.store.collection('cases').all()];
const filesOf = (caseId: string) => api.server.store.collection('files').findBy('caseId', caseId);
const firmId = () => userOf('attorney-owner').companyId!;
const providerId = () => userOf('health-provider-owner').companyId!;
/** A demo-firm case the demo provider collaborates on, with a firm-only and a shared file (chosen once). */
let chosen: LegalCase | undefined;
const sharedCase = (): LegalCase =>
  (chosen ??= cases().find(
    (c) =>
      c.attorneyCompanyId === firmId() &&
      c.collaboratorCompanyIds.includes(providerId()) &&
      filesOf(c.id).some((f) => f.sharedWith === 'FIRM') &&
      filesOf(c.id).some((f) => f.sharedWith === 'COLLABORATORS'),
  )!);
const firmOnlyFile = (): CaseFile => filesOf(sharedCase().id).find((f) => f.sharedWith === 'FIRM')!;
const sharedFile = (): CaseFile => filesOf(sharedCase().id).find((f) => f.sharedWith === 'COLLABORATORS')!;
const filesUrl = (caseId = sharedCase().id) => `/api/cases/${caseId}/files`;
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function upload(role: string, caseId = sharedCase().id) {
  return api.http.post(filesUrl(caseId)).set(as(role));
}

describe('who sees which file', () => {
  it('lists the firm every file of its case, newest first, with search, filter and sort allow-lists', async () => {
    const c = sharedCase();
    const res = await api.http.get(`${filesUrl()}?range=[0,99]`).set(as('attorney-member'));
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(filesOf(c.id).length);
    const dates = (res.body as CaseFileView[]).map((f) => f.uploadedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const named = await api.http
      .get(`${filesUrl()}?filter=${encodeURIComponent(JSON.stringify({ q: firmOnlyFile().name }))}`)
      .set(as('attorney-owner'));
    expect((named.body as CaseFileView[]).map((f) => f.id)).toContain(firmOnlyFile().id);
    expect(
      (await api.http.get(`${filesUrl()}?sort=["uploadedBy","ASC"]`).set(as('attorney-owner'))).status,
    ).toBe(400);
  });

  it('shows the provider only the files shared with collaborators, and 404 for a firm-only one', async () => {
    const res = await api.http.get(`${filesUrl()}?range=[0,99]`).set(as('health-provider-owner'));
    expect(res.status).toBe(200);
    const seen = (res.body as CaseFileView[]).map((f) => f.id);
    expect(seen).toContain(sharedFile().id);
    expect(seen).not.toContain(firmOnlyFile().id);
    expect(totalOf(res)).toBe(
      filesOf(sharedCase().id).filter((f) => f.sharedWith === 'COLLABORATORS' || f.sharedWith === 'EVERYONE')
        .length,
    );
    const asked = await api.http
      .get(`${filesUrl()}?filter=${encodeURIComponent(JSON.stringify({ sharedWith: 'FIRM' }))}`)
      .set(as('health-provider-owner'));
    expect(asked.body).toEqual([]);
    const hidden = `${filesUrl()}/${firmOnlyFile().id}`;
    expect((await api.http.get(hidden).set(as('health-provider-owner'))).status).toBe(404);
    expect((await api.http.get(`${hidden}/content`).set(as('health-provider-owner'))).status).toBe(404);
    expect(
      (await api.http.get(`${filesUrl()}/${sharedFile().id}`).set(as('health-provider-owner'))).status,
    ).toBe(200);
  });

  it('answers 404 to other companies, another’s claimant, staff, factoring, unknown ids; 401 without a token', async () => {
    const other = cases().find((c) => c.attorneyCompanyId !== firmId() && filesOf(c.id).length > 0)!;
    expect((await api.http.get(filesUrl(other.id)).set(as('attorney-owner'))).status).toBe(404);
    expect(
      (await api.http.get(`${filesUrl(other.id)}/${filesOf(other.id)[0]!.id}`).set(as('attorney-owner')))
        .status,
    ).toBe(404);
    // A file id of another case, under this case's path.
    expect(
      (await api.http.get(`${filesUrl()}/${filesOf(other.id)[0]!.id}`).set(as('attorney-owner'))).status,
    ).toBe(404);
    // The claimant reads the files of their own cases shared with them (caseFileSharing.test.ts), no others.
    expect((await api.http.get(filesUrl(other.id)).set(as('claimant'))).status).toBe(404);
    expect((await api.http.get(filesUrl()).set(as('user'))).status).toBe(404);
    expect((await api.http.get(filesUrl()).set(as('factoring-company'))).status).toBe(404);
    const notCollaborating = cases().find(
      (c) => c.attorneyCompanyId === firmId() && !c.collaboratorCompanyIds.includes(providerId()),
    )!;
    expect((await api.http.get(filesUrl(notCollaborating.id)).set(as('health-provider-owner'))).status).toBe(
      404,
    );
    expect((await api.http.get(filesUrl('nope')).set(as('attorney-owner'))).status).toBe(404);
    expect((await api.http.get(`${filesUrl()}/nope`).set(as('attorney-owner'))).status).toBe(404);
    expect((await api.http.get(filesUrl())).status).toBe(401);
  });
});

describe('uploads', () => {
  it('stores several files at once on disk under random ids before their rows, and logs each', async () => {
    const res = await upload('attorney-member')
      .field('category', 'MEDICAL_RECORD')
      .field('sharedWith', 'FIRM')
      .attach('files', PDF, { filename: 'mri.pdf', contentType: 'application/pdf' })
      .attach('files', PNG, { filename: 'knee.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const stored = res.body as CaseFileView[];
    expect(stored.map((f) => [f.name, f.type, f.size, f.category, f.sharedWith])).toEqual([
      ['mri.pdf', 'application/pdf', PDF.length, 'MEDICAL_RECORD', 'FIRM'],
      ['knee.png', 'image/png', PNG.length, 'MEDICAL_RECORD', 'FIRM'],
    ]);
    expect(stored[0]).toMatchObject({ uploadedBy: userOf('attorney-member').id, mayManage: true });
    for (const file of stored) {
      expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(existsSync(path.join(api.dataDir, 'uploads', 'caseFiles', file.id))).toBe(true);
    }
    const content = await api.http
      .get(`${filesUrl()}/${stored[1]!.id}/content`)
      .set(as('attorney-owner'))
      .buffer(true)
      .parse(binaryBody);
    expect(Buffer.compare(content.body as Buffer, PNG)).toBe(0);
    const log = await api.http.get(`/api/cases/${sharedCase().id}/activity`).set(as('attorney-owner'));
    const actions = (log.body as CaseActivityView[]).map((a) => a.action);
    expect(actions.filter((a) => a === 'FILE_ADDED').length).toBeGreaterThanOrEqual(2);
  });

  it('shares a collaborator’s upload with collaborators whatever it asks; the claimant may not upload', async () => {
    const res = await upload('health-provider-owner')
      .field('sharedWith', 'FIRM')
      .attach('files', Buffer.from('date,amount\n2026-01-02,120.00\n'), {
        filename: 'bill.csv',
        contentType: 'application/vnd.ms-excel',
      });
    expect(res.status).toBe(201);
    expect((res.body as CaseFileView[])[0]).toMatchObject({
      type: 'text/csv',
      category: 'OTHER',
      sharedWith: 'COLLABORATORS',
      uploaderCompanyName: api.server.store.collection('companies').get(providerId())!.name,
    });
    const claimantCase = (
      (await api.http.get('/api/cases').set(as('claimant'))).body as { id: string }[]
    )[0]!;
    const refused = await upload('claimant', claimantCase.id).attach('files', PDF, 'a.pdf');
    expect(refused.status).toBe(403);
  });

  it('refuses a type off the allow-list, a content that is not its type, no file, and unknown fields', async () => {
    const html = await upload('attorney-owner').attach('files', Buffer.from('<script>alert(1)</script>'), {
      filename: 'page.html',
      contentType: 'text/html',
    });
    expect(html.status).toBe(400);
    expect(html.body.fields.files).toBe(CASE_FILE_MESSAGES.typeNotAllowed);
    const fake = await upload('attorney-owner').attach('files', Buffer.from('MZ\u0000\u0000'), {
      filename: 'scan.pdf',
      contentType: 'application/pdf',
    });
    expect(fake.status).toBe(400);
    expect(fake.body.fields.files).toContain(CASE_FILE_MESSAGES.contentMismatch);
    // The reason is the answer's message too (issue 40 item 36: the portal showed "Some fields are invalid.").
    expect(fake.body.message).toBe(`scan.pdf: ${CASE_FILE_MESSAGES.contentMismatch}`);
    expect(html.body.message).toBe(CASE_FILE_MESSAGES.typeNotAllowed);
    const none = await upload('attorney-owner').field('category', 'BILL');
    expect(none.status).toBe(400);
    expect(none.body.fields.files).toBe(CASE_FILE_MESSAGES.noFiles);
    const badCategory = await upload('attorney-owner')
      .field('category', 'SECRET')
      .attach('files', PDF, 'a.pdf');
    expect(badCategory.status).toBe(400);
    const before = filesOf(sharedCase().id).length;
    // One bad file refuses the whole upload: nothing of it is stored.
    const mixed = await upload('attorney-owner')
      .attach('files', PDF, 'fine.pdf')
      .attach('files', Buffer.from('x'), 'bad.exe');
    expect(mixed.status).toBe(400);
    expect(filesOf(sharedCase().id)).toHaveLength(before);
  });

  it('answers 413 with the limit in its message above 25 MB, and 401 before reading a token-less body', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4');
    const res = await upload('attorney-owner').attach('files', big, 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: 'The file must weigh less than 25 MB' });
    expect((await api.http.post(filesUrl()).attach('files', PDF, 'a.pdf')).status).toBe(401);
  });
});

describe('content, rename and delete', () => {
  it('serves content with its allow-listed type, nosniff, inline only for images and PDFs, and audits it', async () => {
    const pdf = filesOf(sharedCase().id).find((f) => f.type === 'application/pdf')!;
    const inline = await api.http
      .get(`${filesUrl()}/${pdf.id}/content?disposition=inline`)
      .set(as('attorney-owner'))
      .buffer(true)
      .parse(binaryBody);
    expect(inline.status).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="${pdf.name}"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['cache-control']).toBe('private, no-store');
    expect((inline.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((inline.body as Buffer).length).toBe(pdf.size);
    const download = await api.http.get(`${filesUrl()}/${pdf.id}/content`).set(as('attorney-owner'));
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const csv = (await upload('attorney-owner').attach('files', Buffer.from('a,b\n1,2\n'), 'rows.csv'))
      .body[0] as CaseFileView;
    const text = await api.http
      .get(`${filesUrl()}/${csv.id}/content?disposition=inline`)
      .set(as('attorney-owner'));
    expect(text.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(/^attachment; /);
    const trail = api.server.store.collection('fileAuditEvents').findBy('fileId', pdf.id);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['VIEWED', 'DOWNLOADED']));
    expect(trail.find((e) => e.action === 'VIEWED')).toMatchObject({
      actorId: userOf('attorney-owner').id,
      channel: 'PORTAL',
    });
    expect(
      (await api.http.get(`${filesUrl()}/${pdf.id}/content?disposition=x`).set(as('attorney-owner'))).status,
    ).toBe(400);
  });

  it('lets the firm rename and re-share a file, keeping its extension, and audits each change', async () => {
    const file = sharedFile();
    const res = await api.http
      .put(`${filesUrl()}/${file.id}`)
      .set(as('attorney-owner'))
      .send({ name: 'Scene photo', category: 'PHOTO', sharedWith: 'FIRM' });
    expect(res.status).toBe(200);
    const extension = file.name.split('.').pop();
    expect(res.body).toMatchObject({ name: `Scene photo.${extension}`, sharedWith: 'FIRM' });
    const actions = api.server.store
      .collection('fileAuditEvents')
      .findBy('fileId', file.id)
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['RENAMED', 'UPDATED']));
    // Now firm-only: the provider no longer sees it.
    expect((await api.http.get(`${filesUrl()}/${file.id}`).set(as('health-provider-owner'))).status).toBe(
      404,
    );
    const bad = await api.http
      .put(`${filesUrl()}/${file.id}`)
      .set(as('attorney-owner'))
      .send({ name: 'a/b', category: 'NOPE', sharedWith: 'FIRM' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['category', 'name']);
    expect(
      (
        await api.http
          .put(`${filesUrl()}/nope`)
          .set(as('attorney-owner'))
          .send({ name: 'x', category: 'BILL', sharedWith: 'FIRM' })
      ).status,
    ).toBe(404);
  });

  it('lets a collaborator rename and delete its own uploads only (403 on the firm’s shared files)', async () => {
    const mine = (
      await upload('health-provider-owner').attach('files', PNG, {
        filename: 'xray.png',
        contentType: 'image/png',
      })
    ).body[0] as CaseFileView;
    expect(mine.mayManage).toBe(true);
    const renamed = await api.http
      .put(`${filesUrl()}/${mine.id}`)
      .set(as('health-provider-owner'))
      .send({ name: 'x-ray.png', category: 'MEDICAL_RECORD', sharedWith: 'FIRM' });
    expect(renamed.body).toMatchObject({ name: 'x-ray.png', sharedWith: 'COLLABORATORS' });
    const firmShared = (
      await upload('attorney-owner').field('sharedWith', 'COLLABORATORS').attach('files', PDF, 'letter.pdf')
    ).body[0] as CaseFileView;
    const url = `${filesUrl()}/${firmShared.id}`;
    expect((await api.http.delete(url).set(as('health-provider-owner'))).status).toBe(403);
    expect(
      (
        await api.http
          .put(url)
          .set(as('health-provider-owner'))
          .send({ name: 'x', category: 'BILL', sharedWith: 'FIRM' })
      ).status,
    ).toBe(403);
    expect((await api.http.delete(`${filesUrl()}/${mine.id}`).set(as('health-provider-owner'))).status).toBe(
      200,
    );
  });

  it('deletes a file for the firm: gone from the list, its content 404, the deletion audited', async () => {
    const file = firmOnlyFile();
    const res = await api.http.delete(`${filesUrl()}/${file.id}`).set(as('attorney-member'));
    expect(res.status).toBe(200);
    expect((await api.http.get(`${filesUrl()}/${file.id}/content`).set(as('attorney-owner'))).status).toBe(
      404,
    );
    expect((await api.http.delete(`${filesUrl()}/${file.id}`).set(as('attorney-owner'))).status).toBe(404);
    const trail = api.server.store.collection('fileAuditEvents').findBy('fileId', file.id);
    expect(trail.at(-1)).toMatchObject({ action: 'DELETED', actorId: userOf('attorney-member').id });
  });
});
