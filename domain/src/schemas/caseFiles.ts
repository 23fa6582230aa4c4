/**
 * Case files as the API answers them (issue 11, "Files"): a file with who uploaded it and what the caller may
 * do with it, its audit trail, a new share link (the token is answered once, never stored), the public view
 * of a shared file, and the answer to a file request.
 */
import { z } from 'zod';
import {
  CASE_FILE_CATEGORIES,
  CASE_FILE_SHARING,
  FILE_ACCESS_CHANNELS,
  FILE_AUDIT_ACTIONS,
} from '../rules/caseFiles.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const caseFileSchema = z.object({
  id,
  caseId: id,
  name: z.string(),
  type: z.string().describe('media type, from the allow-list'),
  size: z.number().describe('bytes'),
  category: z.enum(CASE_FILE_CATEGORIES),
  sharedWith: z.enum(CASE_FILE_SHARING),
  uploadedBy: id,
  uploaderName: z.string(),
  uploaderCompanyName: z.string().nullable(),
  uploadedAt: date,
  mayManage: z.boolean().describe('the caller may rename and delete it (the firm, or its uploader)'),
  mayCreateShareLink: z
    .boolean()
    .describe(
      'the caller may create a share link to it (issue 39: the firm’s owners, admins and the case’s ' +
        'responsible attorney, or every member under the firm’s shareLinkPolicy ALL_MEMBERS)',
    ),
});
export type CaseFileView = z.output<typeof caseFileSchema>;

export const fileAuditEventSchema = z.object({
  id,
  fileId: id,
  fileName: z.string(),
  action: z.enum(FILE_AUDIT_ACTIONS),
  actorId: id.nullable(),
  actorName: z.string(),
  channel: z.enum(FILE_ACCESS_CHANNELS),
  detail: z.string(),
  at: date,
});
export type FileAuditEventView = z.output<typeof fileAuditEventSchema>;

export const shareLinkSchema = z.object({
  id,
  fileId: id,
  token: z.string().describe('shown once: only its hash is stored'),
  path: z.string().describe('the portal page that shows the file: /file/case/{token}'),
  expiresAt: date,
});
export type ShareLinkView = z.output<typeof shareLinkSchema>;

/** GET …/share-links: a file's active link as the firm sees it (never its token, which is not stored). */
export const activeShareLinkSchema = z.object({
  id,
  fileId: id,
  createdBy: id,
  createdByName: z.string(),
  createdAt: date,
  expiresAt: date,
  lastOpenedAt: date.nullable().describe('the last time the file was opened through it'),
});
export type ActiveShareLinkView = z.output<typeof activeShareLinkSchema>;

/** GET /files/shared/{token}: what a visitor with the link sees (nothing of the case itself). */
export const sharedFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  firmName: z.string(),
  sharedBy: z.string(),
  expiresAt: date,
});
export type SharedFileView = z.output<typeof sharedFileSchema>;

export const fileRequestResultSchema = z.object({
  caseId: id,
  notified: z.array(z.object({ id, name: z.string() })).describe('the users who got the notification'),
});
export type FileRequestResult = z.output<typeof fileRequestResultSchema>;
