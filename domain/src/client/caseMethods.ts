/**
 * The case calls that are not plain resource calls (issue 11). The list, one case, create, edit and delete go
 * through the data provider's resource methods on 'cases' (GET/POST /cases, GET/PUT/DELETE /cases/{id}).
 */
import { ENDPOINTS, LIMITS } from '@casebridge/domain';
import type {
  CaseActivityView,
  CaseDeletionCheck,
  DeletedCaseView,
  CaseCollaborator,
  CaseResume,
  CaseStatus,
  LegalCaseView,
  NoteView,
  NoteAudience,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface PageOf<T> {
  data: T[];
  total: number;
}

export interface CaseMethods {
  /** PUT /cases/{id}/status. */
  setCaseStatus(id: string, status: CaseStatus, comment?: string): Promise<LegalCaseView>;
  /** PUT /cases/{id}/reassign. */
  reassignCase(id: string, attorneyUserId: string): Promise<LegalCaseView>;
  /** PUT or DELETE /cases/{id}/favorite. */
  setCaseFavorite(id: string, favorite: boolean): Promise<LegalCaseView>;
  /** GET /cases/{id}/activity (15 per page, newest first). */
  getCaseActivity(id: string, page: number, size?: number): Promise<PageOf<CaseActivityView>>;
  /** GET /cases/{id}/deletion: what blocks the case's deletion (issue 40). */
  getCaseDeletion(id: string): Promise<CaseDeletionCheck>;
  /** GET /deleted-cases: the firm's deleted cases, restorable until their purge. */
  listDeletedCases(): Promise<DeletedCaseView[]>;
  /** POST /deleted-cases/{id}/restore. */
  restoreCase(id: string): Promise<LegalCaseView>;
  /** GET /cases/{id}/collaborators. */
  getCaseCollaborators(id: string): Promise<CaseCollaborator[]>;
  /** POST /cases/{id}/collaborators. */
  addCaseCollaborator(id: string, companyId: string): Promise<LegalCaseView>;
  /** DELETE /cases/{id}/collaborators/{companyId}. */
  removeCaseCollaborator(id: string, companyId: string): Promise<LegalCaseView>;
  /** GET /notes?caseId= (newest first). */
  getCaseNotes(caseId: string): Promise<NoteView[]>;
  /** POST /notes. */
  createNote(note: { caseId: string; text: string; audience: NoteAudience }): Promise<NoteView>;
  /** PUT /notes/{id}. */
  updateNote(id: string, note: { text: string; audience: NoteAudience }): Promise<NoteView>;
  /** DELETE /notes/{id}. */
  deleteNote(id: string): Promise<{ id: string }>;
  /** GET /companies/{id}/case-resume. */
  getCaseResume(companyId: string): Promise<CaseResume>;
  /** POST /subscriptions/company/{id}/buy-cases. */
  buyCases(
    companyId: string,
    request: { paymentMethodId: string; itemQuantity: number; card?: unknown },
  ): Promise<{ caseResume: CaseResume; amount: number }>;
}

export function caseMethods(http: HttpClient): CaseMethods {
  const call = endpointCaller(http);
  return {
    setCaseStatus: (id, status, comment = '') =>
      call(ENDPOINTS.setCaseStatus, { params: { id }, body: { status, comment } }),
    reassignCase: (id, attorneyUserId) =>
      call(ENDPOINTS.reassignCase, { params: { id }, body: { attorneyUserId } }),
    setCaseFavorite: (id, favorite) =>
      call(favorite ? ENDPOINTS.addCaseFavorite : ENDPOINTS.removeCaseFavorite, { params: { id } }),
    getCaseActivity: async (id, page, size = LIMITS.activityLogPageSize) => {
      const range = JSON.stringify([page * size, page * size + size - 1]);
      const url = `${ENDPOINTS.getCaseActivity.path.replace(':id', encodeURIComponent(id))}?range=${encodeURIComponent(range)}`;
      const response = await http.request<CaseActivityView[]>(url, { method: 'GET' });
      const total = Number(response.headers.get('Content-Range')?.split('/')[1] ?? response.json.length);
      return { data: response.json, total };
    },
    getCaseDeletion: (id) => call(ENDPOINTS.getCaseDeletion, { params: { id } }),
    listDeletedCases: () => call(ENDPOINTS.listDeletedCases),
    restoreCase: (id) => call(ENDPOINTS.restoreCase, { params: { id } }),
    getCaseCollaborators: (id) => call(ENDPOINTS.getCaseCollaborators, { params: { id } }),
    addCaseCollaborator: (id, companyId) =>
      call(ENDPOINTS.addCaseCollaborator, { params: { id }, body: { companyId } }),
    removeCaseCollaborator: (id, companyId) =>
      call(ENDPOINTS.removeCaseCollaborator, { params: { id, companyId } }),
    getCaseNotes: (caseId) => call(ENDPOINTS.listNotes, { query: { caseId, range: '[0,199]' } }),
    createNote: (note) => call(ENDPOINTS.createNote, { body: note }),
    updateNote: (id, note) => call(ENDPOINTS.updateNote, { params: { id }, body: note }),
    deleteNote: (id) => call(ENDPOINTS.deleteNote, { params: { id } }),
    getCaseResume: (id) => call(ENDPOINTS.getCaseResume, { params: { id } }),
    buyCases: (id, request) => call(ENDPOINTS.buyCases, { params: { id }, body: request }),
  };
}
