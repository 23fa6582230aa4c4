/**
 * The case workflow calls beyond the core (issue 11): collaborator search, status requests, merges, bulk
 * upload, the claimant's dashboard and a presented case. caseMethods.ts holds the core's calls.
 */
import { ENDPOINTS, endpointUrl } from '@casebridge/domain';
import type {
  BulkUploadReport,
  BulkUploadResult,
  CaseMergePreview,
  PresentedCase,
  CaseMergeView,
  CaseStatus,
  CaseStatusRequestList,
  CaseStatusRequestView,
  CollaboratorCandidate,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';
import type { Download } from './download.ts';

export interface CaseFlowMethods {
  /** GET /cases/{id}/collaborator-candidates?q= (validated providers and facilities, the firm only). */
  searchCollaboratorCandidates(caseId: string, q: string): Promise<CollaboratorCandidate[]>;
  /** GET /cases/{id}/status-requests (and whether the caller may ask). */
  getCaseStatusRequests(caseId: string): Promise<CaseStatusRequestList>;
  /** POST /cases/{id}/status-requests (a collaborator on Advanced or Premium). */
  requestCaseStatus(caseId: string, message: string): Promise<CaseStatusRequestView>;
  /** PUT /cases/{id}/status-requests/{requestId}/answer (the firm). */
  answerCaseStatusRequest(
    caseId: string,
    requestId: string,
    answer: { answer: string; status: CaseStatus | null },
  ): Promise<CaseStatusRequestView>;
  /** GET /cases/merge/preview (legalCaseId1 kept, legalCaseId2 merged into it). */
  previewCaseMerge(legalCaseId1: string, legalCaseId2: string): Promise<CaseMergePreview>;
  /** POST /cases/merge. */
  mergeCases(legalCaseId1: string, legalCaseId2: string): Promise<CaseMergeView>;
  /** GET /cases/{id}/merges (the merges it takes part in, not undone). */
  getCaseMerges(caseId: string): Promise<CaseMergeView[]>;
  /** POST /cases/merges/{mergeId}/undo (the day of the merge). */
  undoCaseMerge(mergeId: string): Promise<CaseMergeView>;
  /** GET /cases/bulk-upload/template (.xlsx, with the bearer token). */
  downloadBulkTemplate(): Promise<Download>;
  /** POST /cases/bulk-upload/check (multipart "file"): the per-row report, nothing saved. */
  checkBulkUpload(file: Blob, fileName: string): Promise<BulkUploadReport>;
  /** POST /cases/bulk-upload (multipart "file"): imports the valid rows. */
  importBulkUpload(file: Blob, fileName: string): Promise<BulkUploadResult>;
  /** GET /claimants/me/dashboard (CLAIMANT users). */
  /** GET /cases/{id}/presentation (a case presented to the caller's company). */
  getPresentedCase(caseId: string): Promise<PresentedCase>;
}

function fileForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

export function caseFlowMethods(http: HttpClient): CaseFlowMethods {
  const call = endpointCaller(http);
  return {
    searchCollaboratorCandidates: (id, q) =>
      call(ENDPOINTS.searchCaseCollaboratorCandidates, { params: { id }, query: { q } }),
    getCaseStatusRequests: (id) => call(ENDPOINTS.listCaseStatusRequests, { params: { id } }),
    requestCaseStatus: (id, message) =>
      call(ENDPOINTS.createCaseStatusRequest, { params: { id }, body: { message } }),
    answerCaseStatusRequest: (id, requestId, body) =>
      call(ENDPOINTS.answerCaseStatusRequest, { params: { id, requestId }, body }),
    previewCaseMerge: (legalCaseId1, legalCaseId2) =>
      call(ENDPOINTS.previewCaseMerge, { query: { legalCaseId1, legalCaseId2 } }),
    mergeCases: (legalCaseId1, legalCaseId2) =>
      call(ENDPOINTS.mergeCases, { body: { legalCaseId1, legalCaseId2 } }),
    getCaseMerges: (id) => call(ENDPOINTS.getCaseMerges, { params: { id } }),
    undoCaseMerge: (mergeId) => call(ENDPOINTS.undoCaseMerge, { params: { mergeId } }),
    downloadBulkTemplate: () => http.download(endpointUrl(ENDPOINTS.getBulkUploadTemplate)),
    checkBulkUpload: (file, fileName) => call(ENDPOINTS.checkBulkUpload, { body: fileForm(file, fileName) }),
    importBulkUpload: (file, fileName) =>
      call(ENDPOINTS.importBulkUpload, { body: fileForm(file, fileName) }),
    getPresentedCase: (id) => call(ENDPOINTS.getPresentedCase, { params: { id } }),
  };
}
