/**
 * The case-file calls (issue 11, "Files"): a case's files page by page, uploads with their progress, one
 * file, its edit and deletion, its content (inline or as a download), share links, the audit trail, file
 * requests, and the public view of a share link (no session).
 */
import { ENDPOINTS, endpointUrl, fillPath } from '@casebridge/domain';
import type {
  ActiveShareLinkView,
  CaseFileUpdate,
  CaseFileUploadFields,
  CaseFileView,
  FileAuditEventView,
  FileRequestInput,
  FileRequestResult,
  SharedFileView,
  ShareLinkView,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { PageOf } from './caseMethods.ts';
import type { Download, ProgressListener } from './download.ts';
import type { HttpClient } from './httpClient.ts';
import type { UploadProgressListener } from './upload.ts';

export type FileDisposition = 'inline' | 'attachment';

export interface CaseFilesQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

export interface CaseFileMethods {
  /** GET /cases/{id}/files: a page of the files the caller may see, and their total. */
  getCaseFiles(caseId: string, query: CaseFilesQuery): Promise<PageOf<CaseFileView>>;
  /** POST /cases/{id}/files (multipart `files`, with a category and who it is shared with). */
  uploadCaseFiles(
    caseId: string,
    files: readonly File[],
    fields: CaseFileUploadFields,
    options?: { onProgress?: UploadProgressListener; signal?: AbortSignal },
  ): Promise<CaseFileView[]>;
  /** GET /cases/{id}/files/{fileId}. */
  getCaseFile(caseId: string, fileId: string): Promise<CaseFileView>;
  /** PUT /cases/{id}/files/{fileId}: name, category, sharing. */
  updateCaseFile(caseId: string, fileId: string, update: CaseFileUpdate): Promise<CaseFileView>;
  /** DELETE /cases/{id}/files/{fileId}. */
  deleteCaseFile(caseId: string, fileId: string): Promise<{ id: string }>;
  /** GET /cases/{id}/files/{fileId}/content: shown (inline, images and PDF) or downloaded; both are audited. */
  downloadCaseFile(
    caseId: string,
    fileId: string,
    disposition: FileDisposition,
    onProgress?: ProgressListener,
  ): Promise<Download>;
  /** POST /cases/{id}/files/{fileId}/share-links. */
  createFileShareLink(caseId: string, fileId: string): Promise<ShareLinkView>;
  /** GET /cases/{id}/files/{fileId}/share-links: the active ones, newest first (the firm). */
  listFileShareLinks(caseId: string, fileId: string): Promise<ActiveShareLinkView[]>;
  /** DELETE /cases/{id}/files/{fileId}/share-links/{linkId}: it stops working at once (the firm). */
  revokeFileShareLink(caseId: string, fileId: string, linkId: string): Promise<{ id: string }>;
  /** GET /cases/{id}/files/{fileId}/audit, newest first. */
  getCaseFileAudit(
    caseId: string,
    fileId: string,
    page: number,
    size?: number,
  ): Promise<PageOf<FileAuditEventView>>;
  /** POST /cases/{id}/files/requests. */
  requestCaseFile(caseId: string, request: FileRequestInput): Promise<FileRequestResult>;
  /** GET /files/shared/{token} (public). */
  getSharedFile(token: string): Promise<SharedFileView>;
  /** GET /files/shared/{token}/content (public). */
  downloadSharedFile(token: string, disposition: FileDisposition): Promise<Download>;
}

async function page<T>(http: HttpClient, path: string, query: Record<string, string>): Promise<PageOf<T>> {
  const response = await http.request<T[]>(fillPath(path, {}, query), { method: 'GET' });
  const total = Number(response.headers.get('Content-Range')?.split('/')[1] ?? response.json.length);
  return { data: response.json, total };
}

const rangeOf = (pageIndex: number, size: number) =>
  JSON.stringify([pageIndex * size, pageIndex * size + size - 1]);

export function caseFileMethods(http: HttpClient): CaseFileMethods {
  const call = endpointCaller(http);
  return {
    getCaseFiles: (id, { page: index, perPage, sort, filter }) =>
      page<CaseFileView>(http, endpointUrl(ENDPOINTS.listCaseFiles, { id }), {
        range: rangeOf(index, perPage),
        ...(sort ? { sort: JSON.stringify([sort.field, sort.order]) } : {}),
        ...(filter && Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {}),
      }),
    uploadCaseFiles: (id, files, fields, options = {}) => {
      const form = new FormData();
      if (fields.category) form.append('category', fields.category);
      if (fields.sharedWith) form.append('sharedWith', fields.sharedWith);
      for (const file of files) form.append('files', file, file.name);
      return http.upload<CaseFileView[]>(endpointUrl(ENDPOINTS.uploadCaseFiles, { id }), form, options);
    },
    getCaseFile: (id, fileId) => call(ENDPOINTS.getCaseFile, { params: { id, fileId } }),
    updateCaseFile: (id, fileId, update) =>
      call(ENDPOINTS.updateCaseFile, { params: { id, fileId }, body: update }),
    deleteCaseFile: (id, fileId) => call(ENDPOINTS.deleteCaseFile, { params: { id, fileId } }),
    downloadCaseFile: (id, fileId, disposition, onProgress) =>
      http.download(endpointUrl(ENDPOINTS.getCaseFileContent, { id, fileId }, { disposition }), onProgress),
    createFileShareLink: (id, fileId) => call(ENDPOINTS.createFileShareLink, { params: { id, fileId } }),
    listFileShareLinks: (id, fileId) => call(ENDPOINTS.listFileShareLinks, { params: { id, fileId } }),
    revokeFileShareLink: (id, fileId, linkId) =>
      call(ENDPOINTS.revokeFileShareLink, { params: { id, fileId, linkId } }),
    getCaseFileAudit: (id, fileId, index, size = 15) =>
      page<FileAuditEventView>(http, endpointUrl(ENDPOINTS.getCaseFileAudit, { id, fileId }), {
        range: rangeOf(index, size),
      }),
    requestCaseFile: (id, request) => call(ENDPOINTS.requestCaseFile, { params: { id }, body: request }),
    getSharedFile: (token) => call(ENDPOINTS.getSharedFile, { params: { token }, auth: false }),
    downloadSharedFile: (token, disposition) =>
      http.download(endpointUrl(ENDPOINTS.getSharedFileContent, { token }, { disposition }), undefined, {
        auth: false,
      }),
  };
}
