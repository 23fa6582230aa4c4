/**
 * Issue 13: the other parties of a case hear about what concerns them — a company added to a case, a status
 * change, a file uploaded or removed by the other side — and the acting user is not told of their own act.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TRANSITIONS, notificationTarget } from '@casebridge/domain';
import type { LegalCase, Notification } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['attorney-owner', 'health-provider-owner', 'facility-owner'];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const companyOf = (role: string) => userOf(role).companyId!;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const firmCases = (): LegalCase[] =>
  [...api.server.store.collection('cases').all()].filter(
    (c) => c.attorneyCompanyId === companyOf('attorney-owner') && !c.mergedIntoCaseId,
  );
const sharedCase = () =>
  firmCases().find(
    (c) => c.collaboratorCompanyIds.includes(companyOf('health-provider-owner')) && c.status === 'TREATING',
  )!;
const noticesOf = (role: string, caseId: string): Notification[] =>
  api.server.store
    .collection('notifications')
    .findBy('userId', userOf(role).id)
    .filter((n) => n.extra.startsWith(`${caseId}:`));

describe('notices to the other parties of a case', () => {
  it('tells a company it was added to a case, by notification and e-mail', async () => {
    const target = firmCases().find(
      (c) => !c.collaboratorCompanyIds.includes(companyOf('facility-owner')) && c.status !== 'CLOSED',
    )!;
    const res = await api.http
      .post(`/api/cases/${target.id}/collaborators`)
      .set(as('attorney-owner'))
      .send({ companyId: companyOf('facility-owner') });
    expect(res.status).toBe(200);
    const [notice] = noticesOf('facility-owner', target.id).filter((n) => n.action === 'VISIBLE');
    expect(notice).toMatchObject({ section: 'CASE', read: false, caseFolio: target.folio });
    expect(notificationTarget(notice!, 'provider')).toBe(`/cases/${target.id}`);
    const mail = [...api.server.store.collection('outbox').all()].filter(
      (m) => m.to === userOf('facility-owner').email && m.subject.includes(target.folio),
    );
    expect(mail).toHaveLength(1);
  });

  it('tells the collaborators of a status change, not the attorney who made it', async () => {
    const target = sharedCase();
    const before = noticesOf('attorney-owner', target.id).length;
    const next = CASE_TRANSITIONS.TREATING[0]!;
    const res = await api.http
      .put(`/api/cases/${target.id}/status`)
      .set(as('attorney-owner'))
      .send({ status: next, comment: '' });
    expect(res.status).toBe(200);
    const told = noticesOf('health-provider-owner', target.id).filter(
      (n) => n.action === 'UPDATE_CASE_STATUS',
    );
    expect(told.at(-1)?.description).toContain(target.folio);
    expect(noticesOf('attorney-owner', target.id)).toHaveLength(before);
  });

  it('tells the firm of a collaborator’s file, and the uploader when the firm removes it', async () => {
    const target = firmCases().find((c) =>
      c.collaboratorCompanyIds.includes(companyOf('health-provider-owner')),
    )!;
    const res = await api.http
      .post(`/api/cases/${target.id}/files`)
      .set(as('health-provider-owner'))
      .attach('files', PDF, { filename: 'xray-report.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const fileId = (res.body as { id: string }[])[0]!.id;
    const added = noticesOf('attorney-owner', target.id).find((n) => n.extra === `${target.id}:${fileId}`);
    expect(added).toMatchObject({ section: 'FILE', action: 'ADD' });
    expect(notificationTarget(added!, 'firm')).toBe(`/cases/${target.id}/files/${fileId}`);
    expect(noticesOf('health-provider-owner', target.id).some((n) => n.extra.endsWith(fileId))).toBe(false);

    const removed = await api.http
      .delete(`/api/cases/${target.id}/files/${fileId}`)
      .set(as('attorney-owner'));
    expect(removed.status).toBe(200);
    const told = noticesOf('health-provider-owner', target.id).find(
      (n) => n.action === 'DELETE' && n.extra.endsWith(fileId),
    );
    expect(told).toMatchObject({ section: 'FILE' });
  });
});
