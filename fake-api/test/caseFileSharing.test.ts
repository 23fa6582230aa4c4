/**
 * Sharing case files through the real app (issue 11, "Files"): share links (the firm's, unguessable, stored
 * as a hash, expiring after 7 days on the server's clock, public to read: 404 unknown, 410 expired), the
 * audit trail shown to the firm, and requests for a file (FILE / REQUEST_FILE notifications).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import type {
  ActiveShareLinkView,
  CaseFile,
  FileAuditEventView,
  LegalCase,
  ShareLinkView,
} from '@casebridge/domain';
import { binaryBody, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
/** The server's clock runs `offsetMs` ahead of the real one. */
let offsetMs = 0;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'attorney-admin',
  'health-provider-owner',
  'claimant',
  'basic-attorney-owner',
];
beforeAll(async () => {
  api = await startTestApi({ clock: { now: () => new Date(Date.now() + offsetMs) } });
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const filesOf = (caseId: string) => api.server.store.collection('files').findBy('caseId', caseId);
const providerId = () => userOf('health-provider-owner').companyId!;
let chosen: LegalCase | undefined;
/** A demo-firm case the demo provider collaborates on, with a PDF. */
const sharedCase = (): LegalCase =>
  (chosen ??= [...api.server.store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === userOf('attorney-owner').companyId &&
      c.collaboratorCompanyIds.includes(providerId()) &&
      filesOf(c.id).some((f) => f.type === 'application/pdf' && f.sharedWith === 'COLLABORATORS'),
  )!);
const pdf = (): CaseFile =>
  filesOf(sharedCase().id).find((f) => f.type === 'application/pdf' && f.sharedWith === 'COLLABORATORS')!;
const fileUrl = (file = pdf()) => `/api/cases/${file.caseId}/files/${file.id}`;

async function newLink(role = 'attorney-admin', file = pdf()): Promise<ShareLinkView> {
  const res = await api.http.post(`${fileUrl(file)}/share-links`).set(as(role));
  expect(res.status).toBe(201);
  return res.body as ShareLinkView;
}

describe('share links', () => {
  it('gives the firm an unguessable 7-day link, keeping only its hash', async () => {
    const link = await newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/file/case/${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7.01);
    const stored = JSON.stringify([...api.server.store.collection('fileShareLinks').all()]);
    expect(stored).not.toContain(link.token);
    expect(stored).toContain(link.id);
    expect((await newLink()).token).not.toBe(link.token);
  });

  it('shows the file to anyone with the link, without a session, and audits it as the link’s', async () => {
    const link = await newLink();
    const meta = await api.http.get(`/api/files/shared/${link.token}`);
    expect(meta.status).toBe(200);
    expect(meta.body).toEqual({
      name: pdf().name,
      type: 'application/pdf',
      size: pdf().size,
      firmName: 'Hartwell & Associates Law',
      sharedBy: `${userOf('attorney-admin').name} ${userOf('attorney-admin').lastName}`,
      expiresAt: link.expiresAt,
    });
    const content = await api.http
      .get(`/api/files/shared/${link.token}/content?disposition=inline`)
      .buffer(true)
      .parse(binaryBody);
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline; /);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect((content.body as Buffer).length).toBe(pdf().size);
    const last = api.server.store.collection('fileAuditEvents').findBy('fileId', pdf().id).at(-1);
    expect(last).toMatchObject({ action: 'VIEWED', channel: 'SHARE_LINK', actorId: null });
  });

  it('answers an unknown link 404 and an expired one 410, each with a clear message', async () => {
    const unknown = await api.http.get('/api/files/shared/not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CASE_FILE_MESSAGES.shareLinkUnknown);
    expect((await api.http.get(`/api/files/shared/${'x'.repeat(201)}`)).status).toBe(400);
    const link = await newLink();
    offsetMs = 7 * 86_400_000 + 1000;
    try {
      const expired = await api.http.get(`/api/files/shared/${link.token}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ error: 'expired', message: CASE_FILE_MESSAGES.shareLinkExpired });
      expect((await api.http.get(`/api/files/shared/${link.token}/content`)).status).toBe(410);
    } finally {
      offsetMs = 0;
    }
  });

  it('stops a link when its file is deleted', async () => {
    const uploaded = (
      await api.http
        .post(`/api/cases/${sharedCase().id}/files`)
        .set(as('attorney-owner'))
        .attach('files', Buffer.from('A short letter.\n'), 'letter.txt')
    ).body as { id: string; caseId: string }[];
    const file = api.server.store.collection('files').get(uploaded[0]!.id)!;
    const link = await newLink('attorney-owner', file);
    expect((await api.http.get(`/api/files/shared/${link.token}`)).status).toBe(200);
    expect((await api.http.delete(fileUrl(file)).set(as('attorney-owner'))).status).toBe(200);
    expect((await api.http.get(`/api/files/shared/${link.token}`)).status).toBe(404);
  });

  it('is the firm’s alone: 403 for the collaborator, 404 for another firm and a missing file', async () => {
    const refused = await api.http.post(`${fileUrl()}/share-links`).set(as('health-provider-owner'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CASE_FILE_MESSAGES.firmOnly);
    expect((await api.http.post(`${fileUrl()}/share-links`).set(as('basic-attorney-owner'))).status).toBe(
      404,
    );
    expect(
      (await api.http.post(`/api/cases/${sharedCase().id}/files/nope/share-links`).set(as('attorney-owner')))
        .status,
    ).toBe(404);
    expect((await api.http.post(`${fileUrl()}/share-links`)).status).toBe(401);
  });
});

describe('active share links and their revocation', () => {
  const linksUrl = (file = pdf()) => `${fileUrl(file)}/share-links`;

  it('lists the file’s active links for the firm: creator, dates and last opening, never a token', async () => {
    const link = await newLink('attorney-admin');
    await api.http.get(`/api/files/shared/${link.token}/content?disposition=inline`);
    const res = await api.http.get(linksUrl()).set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const listed = (res.body as ActiveShareLinkView[]).find((l) => l.id === link.id)!;
    expect(listed).toMatchObject({
      fileId: pdf().id,
      createdBy: userOf('attorney-admin').id,
      createdByName: `${userOf('attorney-admin').name} ${userOf('attorney-admin').lastName}`,
      expiresAt: link.expiresAt,
    });
    expect(listed.lastOpenedAt).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(link.token);
    const times = (res.body as ActiveShareLinkView[]).map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('revokes a link: it leaves the list, answers like an expired one, and is audited', async () => {
    const link = await newLink('attorney-owner');
    const revoked = await api.http.delete(`${linksUrl()}/${link.id}`).set(as('attorney-member'));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id: link.id });
    const list = (await api.http.get(linksUrl()).set(as('attorney-owner'))).body as ActiveShareLinkView[];
    expect(list.map((l) => l.id)).not.toContain(link.id);
    const meta = await api.http.get(`/api/files/shared/${link.token}`);
    expect(meta.status).toBe(410);
    expect(meta.body).toEqual({ error: 'expired', message: CASE_FILE_MESSAGES.shareLinkExpired });
    expect((await api.http.get(`/api/files/shared/${link.token}/content`)).status).toBe(410);
    const last = api.server.store.collection('fileAuditEvents').findBy('fileId', pdf().id).at(-1);
    expect(last).toMatchObject({ action: 'LINK_REVOKED', actorId: userOf('attorney-member').id });
    const activity = await api.http.get(`/api/cases/${sharedCase().id}/activity`).set(as('attorney-owner'));
    expect((activity.body as { action: string }[])[0]!.action).toBe('FILE_SHARE_REVOKED');
    // Revoked twice, or a link of another file: 404 with a message.
    const again = await api.http.delete(`${linksUrl()}/${link.id}`).set(as('attorney-owner'));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CASE_FILE_MESSAGES.shareLinkGone);
  });

  it('does not list expired links', async () => {
    const link = await newLink();
    // Expired a second ago (the sessions' tokens would not outlive moving the server's clock 7 days).
    const past = new Date(Date.now() - 1000).toISOString();
    api.server.store.update('fileShareLinks', link.id, { expiresAt: past });
    const list = (await api.http.get(linksUrl()).set(as('attorney-owner'))).body as ActiveShareLinkView[];
    expect(list.map((l) => l.id)).not.toContain(link.id);
    expect((await api.http.delete(`${linksUrl()}/${link.id}`).set(as('attorney-owner'))).status).toBe(404);
  });

  it('is the firm’s: 403 for the collaborator, 404 for another firm, unknown files and links', async () => {
    const link = await newLink();
    expect((await api.http.get(linksUrl()).set(as('health-provider-owner'))).status).toBe(403);
    expect((await api.http.delete(`${linksUrl()}/${link.id}`).set(as('health-provider-owner'))).status).toBe(
      403,
    );
    expect((await api.http.get(linksUrl()).set(as('basic-attorney-owner'))).status).toBe(404);
    expect((await api.http.delete(`${linksUrl()}/${link.id}`).set(as('basic-attorney-owner'))).status).toBe(
      404,
    );
    expect(
      (await api.http.get(`/api/cases/${sharedCase().id}/files/nope/share-links`).set(as('attorney-owner')))
        .status,
    ).toBe(404);
    expect((await api.http.delete(`${linksUrl()}/nope`).set(as('attorney-owner'))).status).toBe(404);
    expect((await api.http.get(linksUrl())).status).toBe(401);
    // The link still works: none of the refused calls touched it.
    expect((await api.http.get(`/api/files/shared/${link.token}`)).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('shows the firm who did what to a file, newest first, and also writes the case activity', async () => {
    await api.http.get(`${fileUrl()}/content`).set(as('attorney-owner'));
    const res = await api.http.get(`${fileUrl()}/audit?range=[0,49]`).set(as('attorney-member'));
    expect(res.status).toBe(200);
    const events = res.body as FileAuditEventView[];
    expect(events[0]).toMatchObject({
      action: 'DOWNLOADED',
      actorId: userOf('attorney-owner').id,
      actorName: `${userOf('attorney-owner').name} ${userOf('attorney-owner').lastName}`,
      channel: 'PORTAL',
      fileName: pdf().name,
    });
    expect(events.at(-1)!.action).toBe('UPLOADED');
    const times = events.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const activity = await api.http.get(`/api/cases/${sharedCase().id}/activity`).set(as('attorney-owner'));
    expect((activity.body as { action: string; detail: string }[])[0]).toMatchObject({
      action: 'FILE_DOWNLOADED',
      detail: `File ${pdf().name} downloaded`,
    });
  });

  it('is the firm’s: 403 for the collaborator, 404 for another firm, bad sort 400', async () => {
    expect((await api.http.get(`${fileUrl()}/audit`).set(as('health-provider-owner'))).status).toBe(403);
    expect((await api.http.get(`${fileUrl()}/audit`).set(as('basic-attorney-owner'))).status).toBe(404);
    expect(
      (await api.http.get(`${fileUrl()}/audit?sort=["actorName","ASC"]`).set(as('attorney-owner'))).status,
    ).toBe(400);
  });
});

describe('requests for a file', () => {
  it('tells the firm (the case’s attorney and owner) when a collaborator asks for a file', async () => {
    const c = sharedCase();
    const res = await api.http
      .post(`/api/cases/${c.id}/files/requests`)
      .set(as('health-provider-owner'))
      .send({ category: 'POLICE_REPORT', message: 'We need the police report for the claim.' });
    expect(res.status).toBe(201);
    const owner = userOf('attorney-owner');
    const notified = (res.body as { notified: { id: string }[] }).notified.map((n) => n.id).sort();
    expect(notified).toEqual([...new Set([c.attorneyUserId, owner.id])].sort());
    const note = api.server.store
      .collection('notifications')
      .findBy('userId', owner.id)
      .find((n) => n.description.includes('We need the police report for the claim.'))!;
    expect(note).toMatchObject({
      section: 'FILE',
      action: 'REQUEST_FILE',
      extra: `${c.id}:${providerId()}`,
      caseFolio: c.folio,
      read: false,
    });
    const count = await api.http.get('/api/notifications/count/unread').set(as('attorney-owner'));
    expect(count.body.count).toBeGreaterThan(0);
  });

  it('lets the firm ask one of the case’s collaborators, whose owner is notified', async () => {
    const c = sharedCase();
    const res = await api.http.post(`/api/cases/${c.id}/files/requests`).set(as('attorney-member')).send({
      category: 'MEDICAL_RECORD',
      message: 'Please upload the MRI report.',
      companyId: providerId(),
    });
    expect(res.status).toBe(201);
    expect((res.body as { notified: { id: string }[] }).notified.map((n) => n.id)).toEqual([
      userOf('health-provider-owner').id,
    ]);
    const missing = await api.http
      .post(`/api/cases/${c.id}/files/requests`)
      .set(as('attorney-member'))
      .send({ category: 'MEDICAL_RECORD', message: 'Please.', companyId: 'co-999999' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.companyId).toBe(CASE_FILE_MESSAGES.requestTarget);
  });

  it('refuses bad input (400), the claimant (403), another firm (404) and unknown cases (404)', async () => {
    const url = `/api/cases/${sharedCase().id}/files/requests`;
    const bad = await api.http
      .post(url)
      .set(as('health-provider-owner'))
      .send({ category: 'X', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['category', 'message']);
    const body = { category: 'BILL', message: 'Send the bill' };
    const claimantCase = (
      (await api.http.get('/api/cases').set(as('claimant'))).body as { id: string }[]
    )[0]!;
    expect(
      (await api.http.post(`/api/cases/${claimantCase.id}/files/requests`).set(as('claimant')).send(body))
        .status,
    ).toBe(403);
    expect((await api.http.post(url).set(as('basic-attorney-owner')).send(body)).status).toBe(404);
    expect(
      (await api.http.post('/api/cases/nope/files/requests').set(as('attorney-owner')).send(body)).status,
    ).toBe(404);
  });
});
