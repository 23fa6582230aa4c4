/**
 * Sharing a case file and asking for one (issue 11, "Files"): share links (the firm creates an unguessable
 * link for one file, valid SHARE_LINK_TTL_DAYS by the server's clock; a visitor without an account reads the
 * file through it: 404 for an unknown link, 410 once it expired), the file's audit trail (the firm's), and
 * a request for a file to the other party (notification FILE / REQUEST_FILE).
 */
import { z } from 'zod';
import {
  CASE_FILE_ABILITIES,
  CASE_FILE_MESSAGES,
  ENDPOINTS,
  SHARE_LINK_MESSAGES,
  fileAuditEventSchema,
  fileRequestInputSchema,
  fileRequestResultSchema,
  isShareLinkActive,
  sharedFileSchema,
  shareLinkSchema,
} from '@casebridge/domain';
import type { CaseFile, FileShareLink } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { forbidden, gone, notFound } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { callerOf } from '../access.ts';
import { requirePlanFeature } from '../planFeatures.ts';
import { userName } from './caseService.ts';
import { caseFileResponse, isInlineAnswer, readCaseFileContent } from './fileContent.ts';
import { mayCreateShareLinkOn, recordFileEvent, seeCaseFiles, seeFile } from './fileService.ts';
import { caseParams, dispositionQuery, fileParams } from './files.ts';
import { createShareLink, requestFile, tokenHash } from './fileWrites.ts';
import { shareLinkAdminRoutes } from './shareLinkAdmin.ts';

const tags = ['case-files'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

const createLink = defineRoute({
  endpoint: ENDPOINTS.createFileShareLink,
  access: 'authenticated',
  params: fileParams,
  doc: {
    summary: 'Create a share link for one file (the firm): anyone with it reads the file for 7 days',
    description:
      'Created by the firm’s owners and admins and the case’s responsible attorney, or by every member when ' +
      'the firm’s shareLinkPolicy is ALL_MEMBERS (403 otherwise). The file’s audit trail names the creator, ' +
      'and each access through the link names who made it. The token (256 random bits) is answered once; only its SHA-256 is stored. The link opens the portal ' +
      'page /file/case/{token}, which reads GET /files/shared/{token}.',
    tags,
    response: shareLinkSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    if (!CASE_FILE_ABILITIES.share(seen.access)) throw forbidden(CASE_FILE_MESSAGES.firmOnly);
    if (!mayCreateShareLinkOn(ctx.services, caller, seen)) throw forbidden(SHARE_LINK_MESSAGES.notAllowed);
    return { status: 201, body: createShareLink(ctx.services, caller, file) };
  },
});

const audit = defineListRoute({
  endpoint: ENDPOINTS.getCaseFileAudit,
  access: 'authenticated',
  collection: 'fileAuditEvents',
  resource: 'audit',
  filterFields: ['action', 'channel'],
  sortFields: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
  scope: (filter, ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params['id'] ?? '', ctx.params['fileId'] ?? '');
    if (!CASE_FILE_ABILITIES.readAudit(seen.access)) throw forbidden(CASE_FILE_MESSAGES.firmOnly);
    return { ...filter, fileId: file.id };
  },
  serialize: ({ caseId: _caseId, actorCompanyId: _company, ...event }) => event,
  doc: {
    summary:
      'A file’s audit trail, newest first: who uploaded, viewed, downloaded, shared, renamed it (the firm)',
    tags,
    response: z.array(fileAuditEventSchema),
    errors: [403],
  },
});

const request = defineRoute({
  endpoint: ENDPOINTS.requestCaseFile,
  access: 'authenticated',
  params: caseParams,
  body: fileRequestInputSchema,
  doc: {
    summary: 'Ask the other party of a case for a file (notification FILE / REQUEST_FILE)',
    description:
      'A collaborator asks the firm (the case’s attorney and the firm’s owner are notified); the firm asks ' +
      'one collaborator (companyId; its owner is notified). Recorded in the case’s activity. A plan feature ' +
      '(SPEC.md 6, automated document requests): 403 on Basic.',
    tags,
    response: fileRequestResultSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCaseFiles(ctx.services, caller, ctx.params.id);
    if (!CASE_FILE_ABILITIES.request(seen.access)) throw forbidden();
    requirePlanFeature(ctx.services, caller.companyId, 'automatedDocumentRequests');
    return { status: 201, body: requestFile(ctx.services, caller, seen, ctx.body) };
  },
});

/** Who made the link: the name recorded at its creation (older links: the creator's current name). */
function linkCreatorName(services: Services, link: FileShareLink): string {
  return link.createdByName ?? userName(services, link.createdBy);
}

/** The link's file, or 404 (unknown link) / 410 (expired, or its file deleted meanwhile). */
function sharedFileOf(services: Services, token: string): { link: FileShareLink; file: CaseFile } {
  const link = services.store.collection('fileShareLinks').findOne('tokenHash', tokenHash(token));
  if (!link) throw notFound(CASE_FILE_MESSAGES.shareLinkUnknown);
  // A revoked link expired at its revocation: its visitor reads the same message.
  if (!isShareLinkActive(link, services.clock.now())) throw gone(CASE_FILE_MESSAGES.shareLinkExpired);
  const file = services.store.collection('files').get(link.fileId);
  if (!file) throw gone(CASE_FILE_MESSAGES.fileGone);
  return { link, file };
}

const sharedMeta = defineRoute({
  endpoint: ENDPOINTS.getSharedFile,
  access: 'public',
  params: tokenParams,
  doc: {
    summary: 'The file of a share link (public): its name, type, size, the firm and the link’s expiry',
    description: '404 with a message for an unknown link, 410 once it expired. Nothing of the case is shown.',
    tags,
    response: sharedFileSchema,
    errors: [410],
  },
  handler: ({ params, services }) => {
    const { link, file } = sharedFileOf(services, params.token);
    const legalCase = services.store.collection('cases').get(file.caseId);
    const firm = legalCase ? services.store.collection('companies').get(legalCase.attorneyCompanyId) : null;
    return {
      status: 200,
      body: {
        name: file.name,
        type: file.type,
        size: file.size,
        firmName: firm?.name ?? '',
        sharedBy: linkCreatorName(services, link),
        expiresAt: link.expiresAt,
      },
    };
  },
});

const sharedContent = defineRoute({
  endpoint: ENDPOINTS.getSharedFileContent,
  access: 'public',
  params: tokenParams,
  query: dispositionQuery,
  writes: true,
  doc: {
    summary: 'The content of a share link’s file (public), audited as a view or download through the link',
    description:
      'Served like GET /cases/{id}/files/{fileId}/content (type from the allow-list, nosniff, inline only for ' +
      'images and PDFs). 404 for an unknown link, 410 once it expired or was revoked. Sets the link’s ' +
      'lastOpenedAt.',
    tags,
    produces: '*/*',
    errors: [410],
  },
  handler: async ({ params, query, services }) => {
    const { link, file } = sharedFileOf(services, params.token);
    const folio = services.store.collection('cases').get(file.caseId)?.folio ?? '';
    const data = await readCaseFileContent(services, file, folio);
    if (!data) throw gone(CASE_FILE_MESSAGES.contentMissing);
    const response = caseFileResponse(file, data, query.disposition === 'inline');
    recordFileEvent(services, {
      file,
      caller: null,
      channel: 'SHARE_LINK',
      action: isInlineAnswer(response) ? 'VIEWED' : 'DOWNLOADED',
      detail: `link created by ${linkCreatorName(services, link)}`,
    });
    services.store.update('fileShareLinks', link.id, { lastOpenedAt: services.clock.now().toISOString() });
    return response;
  },
});

export const fileShareRoutes = [
  createLink,
  ...shareLinkAdminRoutes,
  audit,
  request,
  sharedMeta,
  sharedContent,
];
