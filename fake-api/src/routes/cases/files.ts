/**
 * A case's files (issue 11, "Files"): the list (what the caller may see of them), upload (multipart, several
 * at once), one file, its edit (name, category, sharing) and deletion, and its content. The case's scope
 * comes first (404 for a case the caller may not see), then the file's sharing (404 for a file not shared
 * with the caller). Every content answer and change is recorded in the file's audit trail.
 */
import { z } from 'zod';
import {
  CASE_FILE_ABILITIES,
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MESSAGES,
  CASE_FILES_PER_UPLOAD,
  ENDPOINTS,
  caseFileSchema,
  caseFileUpdateSchema,
  caseFileUploadFieldsSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { validate } from '../../core/validate.ts';
import { callerOf } from '../access.ts';
import type { SeenCase } from './caseService.ts';
import { caseFileResponse, isInlineAnswer, readCaseFileContent } from './fileContent.ts';
import { fileView, recordFileEvent, seeCaseFiles, seeFile, visibleFilesFilter } from './fileService.ts';
import { deleteFile, storeUploads, updateFile } from './fileWrites.ts';

const tags = ['case-files'];
const FILTER_FIELDS = ['category', 'sharedWith', 'type', 'uploadedBy'];
const SORT_FIELDS = ['uploadedAt', 'name', 'size', 'type', 'category'];
export const caseParams = z.object({ id: z.string().min(1) });
export const fileParams = z.object({ id: z.string().min(1), fileId: z.string().min(1) });

const seenOfRequest = new WeakMap<object, SeenCase>();

const list = defineListRoute({
  endpoint: ENDPOINTS.listCaseFiles,
  access: 'authenticated',
  collection: 'files',
  resource: 'files',
  filterFields: FILTER_FIELDS,
  sortFields: SORT_FIELDS,
  defaultSort: { field: 'uploadedAt', order: 'DESC' },
  scope: (filter, ctx) => {
    const seen = seeCaseFiles(ctx.services, callerOf(ctx), ctx.params['id'] ?? '');
    return visibleFilesFilter(seen, filter);
  },
  serialize: (file, services, ctx) => {
    const caller = callerOf(ctx);
    // Every row is of the same case: it is looked up once per request.
    let seen = seenOfRequest.get(ctx.req);
    if (!seen) seenOfRequest.set(ctx.req, (seen = seeCaseFiles(services, caller, file.caseId)));
    return fileView(services, caller, seen, file);
  },
  doc: {
    summary: 'A case’s files the caller may see, newest first',
    description:
      'The firm sees every file; a collaborator only those shared with collaborators; anyone else gets 404. ' +
      `Filter on ${FILTER_FIELDS.join(', ')} and q (name).`,
    tags,
    response: z.array(caseFileSchema),
  },
});

const upload = defineRoute({
  endpoint: ENDPOINTS.uploadCaseFiles,
  access: 'authenticated',
  params: caseParams,
  multipart: {
    fields: ['files'],
    maxBytes: CASE_FILE_MAX_BYTES,
    maxCount: { files: CASE_FILES_PER_UPLOAD },
    tooLargeMessage: CASE_FILE_MESSAGES.tooLarge,
  },
  doc: {
    summary: 'Upload files to a case (the firm or a collaborator; multipart `files`, several at once)',
    description:
      'Allowed types: the domain’s CASE_FILE_TYPES (PDF, PNG, JPEG, GIF, WebP, DOC, DOCX, XLSX, CSV, TXT), ' +
      'checked by extension, declared type and content (400 otherwise); at most 25 MB a file (413 with a ' +
      `message above) and ${CASE_FILES_PER_UPLOAD} files a request. A collaborator’s files are always shared ` +
      'with collaborators; the firm chooses (sharedWith, default FIRM). Answers 201 with the stored files.',
    requestBody: caseFileUploadFieldsSchema,
    tags,
    response: z.array(caseFileSchema),
    errors: [400, 403, 413],
  },
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCaseFiles(ctx.services, caller, ctx.params.id);
    if (!CASE_FILE_ABILITIES.upload(seen.access)) throw forbidden();
    const fields = validate(caseFileUploadFieldsSchema, ctx.body ?? {});
    const files = await storeUploads(ctx.services, caller, seen, ctx.req.files ?? [], fields);
    return { status: 201, body: files.map((file) => fileView(ctx.services, caller, seen, file)) };
  },
});

const getOne = defineRoute({
  endpoint: ENDPOINTS.getCaseFile,
  access: 'authenticated',
  params: fileParams,
  doc: { summary: 'One file of a case (its details, not its content)', tags, response: caseFileSchema },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    return { status: 200, body: fileView(ctx.services, caller, seen, file) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateCaseFile,
  access: 'authenticated',
  params: fileParams,
  body: caseFileUpdateSchema,
  doc: {
    summary: 'Rename a file or change its category (the firm or its uploader) and its sharing (the firm)',
    description: 'The name keeps an extension of the file’s type (added when missing).',
    tags,
    response: caseFileSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    if (!CASE_FILE_ABILITIES.manage({ access: seen.access, userId: caller.userId }, file))
      throw forbidden(CASE_FILE_MESSAGES.uploaderOrFirm);
    const updated = updateFile(ctx.services, caller, seen, file, ctx.body);
    return { status: 200, body: fileView(ctx.services, caller, seen, updated) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.deleteCaseFile,
  access: 'authenticated',
  params: fileParams,
  doc: {
    summary: 'Delete a file (the firm or its uploader); its share links stop working',
    tags,
    response: z.object({ id: z.string() }),
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    if (!CASE_FILE_ABILITIES.manage({ access: seen.access, userId: caller.userId }, file))
      throw forbidden(CASE_FILE_MESSAGES.uploaderOrFirm);
    deleteFile(ctx.services, caller, file);
    return { status: 200, body: { id: file.id } };
  },
});

export const dispositionQuery = z.object({
  disposition: z
    .enum(['inline', 'attachment'])
    .optional()
    .describe('inline: shown in the browser (images and PDF only; other types are always attachments)'),
});

const content = defineRoute({
  endpoint: ENDPOINTS.getCaseFileContent,
  access: 'authenticated',
  params: fileParams,
  query: dispositionQuery,
  writes: true,
  doc: {
    summary: 'A file’s content: shown (disposition=inline, images and PDF) or downloaded; audited',
    description:
      'Served with its type from the allow-list, X-Content-Type-Options: nosniff, Content-Disposition ' +
      'inline only for images and PDFs asked inline (attachment otherwise) and no caching. Recorded in the ' +
      'file’s audit trail and the case’s activity as a view (inline) or a download.',
    tags,
    produces: '*/*',
  },
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const { seen, file } = seeFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    const data = await readCaseFileContent(ctx.services, file, seen.legalCase.folio);
    if (!data) throw notFound(CASE_FILE_MESSAGES.contentMissing);
    const response = caseFileResponse(file, data, ctx.query.disposition === 'inline');
    recordFileEvent(ctx.services, {
      file,
      caller,
      action: isInlineAnswer(response) ? 'VIEWED' : 'DOWNLOADED',
    });
    return response;
  },
});

export const fileRoutes = [list, upload, getOne, update, remove, content];
