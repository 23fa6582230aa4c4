import type { Endpoint } from './endpoint.ts';

/**
 * Cases (issue 11; the spec shows no paths for this family: these are the project's, in the OpenAPI document).
 */
export const CASE_ENDPOINTS = {
  listCases: { method: 'GET', path: '/cases' },
  getCase: { method: 'GET', path: '/cases/:id' },
  createCase: { method: 'POST', path: '/cases' },
  updateCase: { method: 'PUT', path: '/cases/:id' },
  deleteCase: { method: 'DELETE', path: '/cases/:id' },
  setCaseStatus: { method: 'PUT', path: '/cases/:id/status' },
  reassignCase: { method: 'PUT', path: '/cases/:id/reassign' },
  addCaseFavorite: { method: 'PUT', path: '/cases/:id/favorite' },
  removeCaseFavorite: { method: 'DELETE', path: '/cases/:id/favorite' },
  getCaseCollaborators: { method: 'GET', path: '/cases/:id/collaborators' },
  addCaseCollaborator: { method: 'POST', path: '/cases/:id/collaborators' },
  removeCaseCollaborator: { method: 'DELETE', path: '/cases/:id/collaborators/:companyId' },
  getCaseActivity: { method: 'GET', path: '/cases/:id/activity' },
  listNotes: { method: 'GET', path: '/notes' },
  createNote: { method: 'POST', path: '/notes' },
  updateNote: { method: 'PUT', path: '/notes/:id' },
  deleteNote: { method: 'DELETE', path: '/notes/:id' },
  getCaseResume: { method: 'GET', path: '/companies/:id/case-resume' },
  // Soft delete and restore (issue 40 item 28)
  getCaseDeletion: { method: 'GET', path: '/cases/:id/deletion' },
  listDeletedCases: { method: 'GET', path: '/deleted-cases' },
  restoreCase: { method: 'POST', path: '/deleted-cases/:id/restore' },
  // Case workflows (issue 11): collaborator search, status requests, merge, bulk upload, claimant dashboard
  searchCaseCollaboratorCandidates: { method: 'GET', path: '/cases/:id/collaborator-candidates' },
  listCaseStatusRequests: { method: 'GET', path: '/cases/:id/status-requests' },
  createCaseStatusRequest: { method: 'POST', path: '/cases/:id/status-requests' },
  answerCaseStatusRequest: { method: 'PUT', path: '/cases/:id/status-requests/:requestId/answer' },
  previewCaseMerge: { method: 'GET', path: '/cases/merge/preview' },
  mergeCases: { method: 'POST', path: '/cases/merge' },
  getCaseMerges: { method: 'GET', path: '/cases/:id/merges' },
  undoCaseMerge: { method: 'POST', path: '/cases/merges/:mergeId/undo' },
  getBulkUploadTemplate: { method: 'GET', path: '/cases/bulk-upload/template' },
  checkBulkUpload: { method: 'POST', path: '/cases/bulk-upload/check' },
  importBulkUpload: { method: 'POST', path: '/cases/bulk-upload' },
  getPresentedCase: { method: 'GET', path: '/cases/:id/presentation' },
} as const satisfies Record<string, Endpoint>;
