/**
 * Bulk upload of cases (issue 11; Advanced and Premium, 403 with the upgrade sentence on Basic): the .xlsx
 * template, the per-row report of a filled file (.xlsx or .csv, up to 1,000 cases) before anything is saved,
 * and the import of its valid rows in one write. Logic in bulkService.ts, bulkFile.ts and bulkTemplate.ts.
 */
import {
  BULK_UPLOAD_LIMITS,
  BULK_UPLOAD_MESSAGES,
  ENDPOINTS,
  bulkUploadReportSchema,
  bulkUploadResultSchema,
  mayCreateCase,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { XLSX_MEDIA_TYPE } from '../../reports/workbook.ts';
import { callerOf } from '../access.ts';
import { buildBulkTemplate } from './bulkTemplate.ts';
import { importBulkFile, readUpload, reportBulkFile, requireBulkUploads } from './bulkService.ts';
import type { ApiRequest, Principal, Services, UploadedFile } from '../../core/types.ts';

const tags = ['cases'];
const upload = { fields: ['file'], maxBytes: BULK_UPLOAD_LIMITS.maxBytes };
const fileOf = (files: UploadedFile[] | undefined) => files?.find((f) => f.field === 'file');
/** Reading the file is slow for a workbook: it runs before the write lock, after the plan check. */
const readFirst = async (ctx: { req: ApiRequest; principal: Principal | null; services: Services }) => {
  requireBulkUploads(ctx.services, callerOf(ctx));
  return readUpload(fileOf(ctx.req.files));
};
const gate = `Attorney-firm users on Advanced or Premium; Basic gets 403 "${BULK_UPLOAD_MESSAGES.upgrade}".`;

const template = defineRoute({
  endpoint: ENDPOINTS.getBulkUploadTemplate,
  access: mayCreateCase,
  doc: {
    summary: 'The bulk upload template (.xlsx): the case columns, lists for the choices, and instructions',
    description: gate,
    tags,
    produces: XLSX_MEDIA_TYPE,
    errors: [403],
  },
  handler: async (ctx) => {
    requireBulkUploads(ctx.services, callerOf(ctx));
    const body = await buildBulkTemplate(ctx.services.clock.now());
    return {
      status: 200,
      headers: {
        'Content-Type': XLSX_MEDIA_TYPE,
        'Content-Disposition': 'attachment; filename="casebridge-cases-template.xlsx"',
        'Content-Length': String(body.length),
      },
      body,
    };
  },
});

const checkFile = defineRoute({
  endpoint: ENDPOINTS.checkBulkUpload,
  access: mayCreateCase,
  multipart: upload,
  doc: {
    summary: 'Check a filled template (.xlsx or .csv, up to 1,000 cases): the per-row report, nothing saved',
    description:
      `${gate} multipart field "file" (5 MB at most, 413 above). Each problem is a row (the header is row 1), ` +
      'a column and the case form’s message. A file that is not a template, has no row or more than 1,000 ' +
      'answers 400.',
    tags,
    response: bulkUploadReportSchema,
    errors: [400, 403, 413],
  },
  prepare: readFirst,
  handler: (ctx) => {
    const caller = callerOf(ctx);
    requireBulkUploads(ctx.services, caller);
    const name = fileOf(ctx.req.files)?.originalName ?? '';
    return { status: 200, body: reportBulkFile(ctx.services, caller, name, ctx.prepared) };
  },
});

const importFile = defineRoute({
  endpoint: ENDPOINTS.importBulkUpload,
  access: mayCreateCase,
  multipart: upload,
  doc: {
    summary:
      'Import the valid rows of a filled template in one write (the invalid ones are reported, not saved)',
    description:
      `${gate} The same checks as /cases/bulk-upload/check; 400 when no row is valid; the firm's case quota ` +
      'is spent for all the imported cases at once (409 with the out-of-cases sentence when it runs short).',
    tags,
    response: bulkUploadResultSchema,
    errors: [400, 403, 409, 413],
  },
  prepare: readFirst,
  handler: (ctx) => {
    const caller = callerOf(ctx);
    requireBulkUploads(ctx.services, caller);
    const name = fileOf(ctx.req.files)?.originalName ?? '';
    return { status: 201, body: importBulkFile(ctx.services, caller, name, ctx.prepared) };
  },
});

export const bulkUploadRoutes = [template, checkFile, importFile];
