import type { Endpoint } from './endpoint.ts';

/**
 * Case files (issue 11, "Files"): uploads, sharing, share links, the audit trail and file requests.
 */
export const CASE_FILE_ENDPOINTS = {
  listCaseFiles: { method: 'GET', path: '/cases/:id/files' },
  uploadCaseFiles: { method: 'POST', path: '/cases/:id/files' },
  requestCaseFile: { method: 'POST', path: '/cases/:id/files/requests' },
  getCaseFile: { method: 'GET', path: '/cases/:id/files/:fileId' },
  updateCaseFile: { method: 'PUT', path: '/cases/:id/files/:fileId' },
  deleteCaseFile: { method: 'DELETE', path: '/cases/:id/files/:fileId' },
  getCaseFileContent: { method: 'GET', path: '/cases/:id/files/:fileId/content' },
  createFileShareLink: { method: 'POST', path: '/cases/:id/files/:fileId/share-links' },
  listFileShareLinks: { method: 'GET', path: '/cases/:id/files/:fileId/share-links' },
  revokeFileShareLink: { method: 'DELETE', path: '/cases/:id/files/:fileId/share-links/:linkId' },
  getCaseFileAudit: { method: 'GET', path: '/cases/:id/files/:fileId/audit' },
  getSharedFile: { method: 'GET', path: '/files/shared/:token' },
  getSharedFileContent: { method: 'GET', path: '/files/shared/:token/content' },
} as const satisfies Record<string, Endpoint>;
