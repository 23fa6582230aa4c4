/**
 * Who creates public share links (issue 39, item 16): the firm's owners and admins and the case's responsible
 * attorney (403 for any other member, support staff included), every member once the firm's shareLinkPolicy
 * is ALL_MEMBERS (owners and admins set it through PUT /companies/{id}); the audit trail names who made each
 * link, and each access through a link names its creator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES } from '@casebridge/domain';
import type {
  CaseFile,
  CaseFileView,
  Company,
  FileAuditEventView,
  LegalCase,
  ShareLinkView,
} from '@casebridge/domain';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['attorney-owner', 'attorney-admin', 'attorney-member', 'support'];
let legalCase: LegalCase;
let file: CaseFile;
let firm: Company;

beforeAll(async () => {
  api = await startTestApi();
  for (const role of ROLES) tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
  const firmId = userOfRole(api, 'attorney-owner').companyId!;
  firm = api.server.store.collection('companies').get(firmId)!;
  // A case of the firm with a file, whose responsible attorney is its owner (not the member nor support).
  const found = [...api.server.store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === firmId &&
      api.server.store.collection('files').findBy('caseId', c.id).length > 0,
  )!;
  legalCase = api.server.store.update('cases', found.id, {
    attorneyUserId: userOfRole(api, 'attorney-owner').id,
  });
  file = api.server.store.collection('files').findBy('caseId', legalCase.id)[0]!;
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const linksUrl = () => `/api/cases/${legalCase.id}/files/${file.id}/share-links`;
const create = (role: string) => api.http.post(linksUrl()).set(as(role));
const nameOf = (role: string) => `${userOfRole(api, role).name} ${userOfRole(api, role).lastName}`;
const setPolicy = (role: string, shareLinkPolicy: unknown) =>
  api.http.put(`/api/companies/${firm.id}`).set(as(role)).send({ name: firm.name, shareLinkPolicy });

describe('creating share links', () => {
  it('is for owners, admins and the responsible attorney by default: member and support get 403', async () => {
    for (const role of ['attorney-member', 'support']) {
      const res = await create(role);
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe(SHARE_LINK_MESSAGES.notAllowed);
    }
    expect((await create('attorney-owner')).status).toBe(201);
    expect((await create('attorney-admin')).status).toBe(201);
  });

  it('lets the case’s responsible attorney create one', async () => {
    const member = userOfRole(api, 'attorney-member');
    api.server.store.update('cases', legalCase.id, { attorneyUserId: member.id });
    try {
      expect((await create('attorney-member')).status).toBe(201);
      expect((await create('support')).status).toBe(403);
    } finally {
      api.server.store.update('cases', legalCase.id, { attorneyUserId: legalCase.attorneyUserId });
    }
  });

  it('widens to every member when an owner or admin sets ALL_MEMBERS; a member cannot set it', async () => {
    expect((await setPolicy('attorney-member', 'ALL_MEMBERS')).status).toBe(403);
    expect((await setPolicy('attorney-admin', 'EVERYONE')).status).toBe(400);
    const set = await setPolicy('attorney-admin', 'ALL_MEMBERS');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ shareLinkPolicy: 'ALL_MEMBERS' });
    try {
      expect((await create('attorney-member')).status).toBe(201);
      expect((await create('support')).status).toBe(201);
    } finally {
      expect((await setPolicy('attorney-owner', 'MANAGERS')).status).toBe(200);
    }
    expect((await create('attorney-member')).status).toBe(403);
  });

  it('names the creator in the audit trail, and on every access through the link', async () => {
    const link = (await create('attorney-admin')).body as ShareLinkView;
    const audit = async () =>
      (
        await api.http
          .get(`/api/cases/${legalCase.id}/files/${file.id}/audit?range=[0,9]`)
          .set(as('attorney-owner'))
      ).body as FileAuditEventView[];
    expect((await audit())[0]).toMatchObject({
      action: 'SHARED',
      actorId: userOfRole(api, 'attorney-admin').id,
      detail: expect.stringContaining(`by ${nameOf('attorney-admin')}`),
    });
    const opened = await api.http.get(`/api/files/shared/${link.token}/content`);
    expect(opened.status).toBe(200);
    expect((await audit())[0]).toMatchObject({
      channel: 'SHARE_LINK',
      actorId: null,
      detail: `link created by ${nameOf('attorney-admin')}`,
    });
    const stored = api.server.store.collection('fileShareLinks').get(link.id)!;
    expect(stored).toMatchObject({
      createdBy: userOfRole(api, 'attorney-admin').id,
      createdByName: nameOf('attorney-admin'),
    });
  });
});

describe('the file answers whether the caller may create a share link (mayCreateShareLink)', () => {
  const mayCreate = async (role: string) => {
    const one = await api.http.get(`/api/cases/${legalCase.id}/files/${file.id}`).set(as(role));
    expect(one.status, role).toBe(200);
    const list = await api.http.get(`/api/cases/${legalCase.id}/files?range=[0,99]`).set(as(role));
    const row = (list.body as CaseFileView[]).find((f) => f.id === file.id);
    expect(row?.mayCreateShareLink, role).toBe((one.body as CaseFileView).mayCreateShareLink);
    return (one.body as CaseFileView).mayCreateShareLink;
  };

  it('is true for owners and admins, false for a member and support, as the create route answers', async () => {
    expect(await mayCreate('attorney-owner')).toBe(true);
    expect(await mayCreate('attorney-admin')).toBe(true);
    expect(await mayCreate('attorney-member')).toBe(false);
    expect(await mayCreate('support')).toBe(false);
  });

  it('is true for the case’s responsible attorney, and for every member under ALL_MEMBERS', async () => {
    api.server.store.update('cases', legalCase.id, { attorneyUserId: userOfRole(api, 'attorney-member').id });
    try {
      expect(await mayCreate('attorney-member')).toBe(true);
      expect(await mayCreate('support')).toBe(false);
    } finally {
      api.server.store.update('cases', legalCase.id, { attorneyUserId: legalCase.attorneyUserId });
    }
    expect((await setPolicy('attorney-owner', 'ALL_MEMBERS')).status).toBe(200);
    try {
      expect(await mayCreate('attorney-member')).toBe(true);
      expect(await mayCreate('support')).toBe(true);
    } finally {
      expect((await setPolicy('attorney-owner', 'MANAGERS')).status).toBe(200);
    }
  });
});
