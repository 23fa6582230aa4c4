/**
 * Referrals and case invites (issue 13): presenting a case, the receiver's answers, the skeleton list, the
 * professionals of a company and (DEV_CLOCK only) the server's clock. The received invites list itself is the
 * react-admin resource 'referrals' (getList: GET /referrals with filter, sort and range).
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  AssignReferralBody,
  PresentCaseBody,
  Professional,
  ReferralSkeletonRow,
  ReferralStatusCounts,
  ReferralView,
  RejectReferralBody,
  ResendReferralBody,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface ReferralSkeletonPage {
  data: ReferralSkeletonRow[];
  total: number;
}

export interface ReferralMethods {
  /** POST /referrals (the case's firm): one referral per recipient company. */
  presentCase(body: PresentCaseBody): Promise<ReferralView[]>;
  /** GET /referrals/statuses/count (providers and facilities): received invites per status. */
  getReferralStatusCounts(): Promise<ReferralStatusCounts>;
  /** GET /referrals/skeleton?page=&size= (0-based page): sent and received, light rows, newest first. */
  listReferralSkeleton(query: { page: number; size: number }): Promise<ReferralSkeletonPage>;
  /** GET /referrals/{id} (its firm or its receiver). */
  getReferral(id: string): Promise<ReferralView>;
  /** PUT /referrals/{id}/accept (the receiver). */
  acceptReferral(id: string): Promise<ReferralView>;
  /** PUT /referrals/{id}/reject (the receiver: owner, admin, or member of a premium company). */
  rejectReferral(id: string, body: RejectReferralBody): Promise<ReferralView>;
  /** PUT /referrals/{id}/assign (the receiver): accepts a pending invite and assigns its professionals. */
  assignReferral(id: string, body: AssignReferralBody): Promise<ReferralView>;
  /** POST /referrals/{id}/resend (the firm): a rejected or expired one, to another company. */
  resendReferral(id: string, body: ResendReferralBody): Promise<ReferralView>;
  /** GET /cases/{id}/referrals (the case's firm): every presentation of the case, newest first. */
  getCaseReferrals(caseId: string): Promise<ReferralView[]>;
  /** GET /companies/{id}/professionals: its attorneys, health providers or sub-facilities. */
  getCompanyProfessionals(companyId: string): Promise<Professional[]>;
}

export function referralMethods(http: HttpClient): ReferralMethods {
  const call = endpointCaller(http);
  return {
    presentCase: (body) => call(ENDPOINTS.presentCase, { body }),
    getReferralStatusCounts: () => call(ENDPOINTS.getReferralStatusCounts),
    listReferralSkeleton: ({ page, size }) =>
      call(ENDPOINTS.listReferralSkeleton, { query: { page: String(page), size: String(size) } }),
    getReferral: (id) => call(ENDPOINTS.getReferral, { params: { id } }),
    acceptReferral: (id) => call(ENDPOINTS.acceptReferral, { params: { id } }),
    rejectReferral: (id, body) => call(ENDPOINTS.rejectReferral, { params: { id }, body }),
    assignReferral: (id, body) => call(ENDPOINTS.assignReferral, { params: { id }, body }),
    resendReferral: (id, body) => call(ENDPOINTS.resendReferral, { params: { id }, body }),
    getCaseReferrals: (caseId) => call(ENDPOINTS.getCaseReferrals, { params: { id: caseId } }),
    getCompanyProfessionals: (companyId) =>
      call(ENDPOINTS.getCompanyProfessionals, { params: { id: companyId } }),
  };
}
