/**
 * Every endpoint of the API, method and path written once: the fake API's routes are declared with these
 * entries (defineRoute({ endpoint: ENDPOINTS.getAccount, ... })) and the client builds its calls from them
 * (endpointUrl(ENDPOINTS.markNotificationRead, { id })). Paths are below /api, Express-style (':id').
 */
import type { CompanyType } from '../enums.ts';
import type { UserAction } from '../rules/userAdmin.ts';
import { REPORT_CATALOG } from '../reportCatalog.ts';
import type { ReportKey } from '../reportCatalog.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export const ENDPOINTS = {
  // Session and sign-in
  login: { method: 'POST', path: '/users/login' },
  refreshToken: { method: 'GET', path: '/user/:token/refresh' },
  // Server-side sessions (issue 39, product's own): sign out, and the caller's own sessions.
  logout: { method: 'POST', path: '/users/logout' },
  listMySessions: { method: 'GET', path: '/me/sessions' },
  endMySession: { method: 'DELETE', path: '/me/sessions/:id' },
  endMyOtherSessions: { method: 'POST', path: '/me/sessions/end-others' },
  // Sign-up, verification and passwords
  signUp: { method: 'POST', path: '/users/signup' },
  emailExists: { method: 'GET', path: '/users/account' },
  getAccountSummary: { method: 'GET', path: '/users/account/:id' },
  verifyAccount: { method: 'PUT', path: '/users/account/verify' },
  sendVerificationCode: { method: 'PUT', path: '/verification/send' },
  requestPasswordReset: { method: 'PUT', path: '/users/reset-password' },
  resendPasswordReset: { method: 'PUT', path: '/verification/reset-password' },
  verifyPasswordReset: { method: 'PUT', path: '/users/reset-password/verify' },
  setPassword: { method: 'PUT', path: '/users/password' },
  updatePassword: { method: 'PUT', path: '/users/update-password' },
  checkPassword: { method: 'PUT', path: '/users/update-password/verify' },
  // The caller's account and activation
  getAccount: { method: 'GET', path: '/account' },
  markChangelogRead: { method: 'PUT', path: '/account/changelog/read' },
  getCompleteAccountInfo: { method: 'GET', path: '/account/complete/:id' },
  updateCompleteAccountInfo: { method: 'PUT', path: '/account/complete/:id' },
  completeFacilityAccount: { method: 'POST', path: '/account/complete/facility' },
  completeAttorneyAccount: { method: 'POST', path: '/account/complete/attorney' },
  completeHealthProviderAccount: { method: 'POST', path: '/account/complete/health-provider' },
  revalidateAccount: { method: 'PUT', path: '/account/revalidate' },
  // Users
  listExternalUsers: { method: 'GET', path: '/users' },
  getUser: { method: 'GET', path: '/users/:id' },
  getUserPicture: { method: 'GET', path: '/users/:id/picture' },
  updateMyPicture: { method: 'PUT', path: '/me/picture' },
  updateUserPicture: { method: 'PUT', path: '/users/:id/picture' },
  getUserIdPicture: { method: 'GET', path: '/users/:id/id-picture' },
  getUsersByIds: { method: 'PUT', path: '/users' },
  isUserPremium: { method: 'GET', path: '/users/:id/is-premium' },
  enableUser: { method: 'PUT', path: '/users/:id/enable' },
  disableUser: { method: 'PUT', path: '/users/:id/disable' },
  activateUser: { method: 'PUT', path: '/users/:id/activate' },
  activateUserProfile: { method: 'PUT', path: '/users/profile/:id/activate' },
  deactivateUserProfile: { method: 'PUT', path: '/users/profile/:id/deactivate' },
  // Internal users and sales representatives
  listInternalUsers: { method: 'GET', path: '/internal-users' },
  getInternalUser: { method: 'GET', path: '/internal-users/:id' },
  createInternalUser: { method: 'POST', path: '/internal-users' },
  updateInternalUser: { method: 'PUT', path: '/internal-users/:id' },
  setInternalUserStatus: { method: 'PUT', path: '/internal-users/:id/status/:status' },
  listSalesAssignments: { method: 'GET', path: '/internal-users/sales-representatives' },
  listSalesAssignmentHistory: { method: 'GET', path: '/internal-users/sales-representatives/historical' },
  assignSalesRepresentative: { method: 'POST', path: '/internal-users/sales-representatives' },
  // Claimants
  getMyClaimant: { method: 'GET', path: '/claimants/me' },
  updateMyClaimant: { method: 'PUT', path: '/claimants/me' },
  updateMyClaimantLanguage: { method: 'PUT', path: '/claimants/me/language' },
  listMyClaimantCases: { method: 'GET', path: '/claimants/me/cases' },
  getMyClaimantCase: { method: 'GET', path: '/claimants/me/cases/:id' },
  // Companies and addresses
  listCompanies: { method: 'GET', path: '/companies' },
  getCompany: { method: 'GET', path: '/companies/:id' },
  updateCompany: { method: 'PUT', path: '/companies/:id' },
  getCompanyMembers: { method: 'GET', path: '/companies/:id/members' },
  getCompanyPicture: { method: 'GET', path: '/companies/:id/picture' },
  uploadCompanyPicture: { method: 'PUT', path: '/companies/:id/picture' },
  // Answers to a request for information (the owner answers; staff and the company read)
  answerInfoRequest: { method: 'POST', path: '/companies/:id/info-responses' },
  listInfoResponses: { method: 'GET', path: '/companies/:id/info-responses' },
  getInfoResponseFile: { method: 'GET', path: '/companies/:id/info-responses/files/:fileId' },
  getCompanyAddresses: { method: 'GET', path: '/addresses/company/:id' },
  // My Company (issue 15): addresses, the licenses' addresses, members and deleting the company
  getAddressesOfLicenses: { method: 'GET', path: '/addresses' },
  deleteAddresses: { method: 'DELETE', path: '/addresses' },
  getLicenseAddresses: { method: 'GET', path: '/addresses/license/:id' },
  getCompanyLicenseAddresses: { method: 'GET', path: '/addresses/company/:id/license/:licenseId' },
  setCompanyLicenseAddresses: { method: 'PUT', path: '/addresses/company/:id/license/:licenseId' },
  deleteCompany: { method: 'DELETE', path: '/companies/:id' },
  getCompanyMembersDetails: { method: 'GET', path: '/companies/:id/members-details' },
  getCompanyLicenses: { method: 'GET', path: '/companies/:id/licenses' },
  addCompanyLicense: { method: 'POST', path: '/companies/:id/licenses' },
  getCompanyFacilities: { method: 'GET', path: '/companies/:id/facilities' },
  // What the staff validate (issue 40 item 12): licenses, NPI, specialties and professionals, named
  getRegistryReview: { method: 'GET', path: '/companies/:id/review' },
  getCompanySupports: { method: 'GET', path: '/companies/:id/supports' },
  inviteCompanyMember: { method: 'POST', path: '/companies/:id/members' },
  setCompanyMemberPermission: { method: 'PUT', path: '/companies/:id/members/:userId/permission' },
  disableCompanyMember: { method: 'PUT', path: '/companies/:id/members/:userId/disable' },
  // Subscriptions, the registry and payments
  getPlanPricing: { method: 'GET', path: '/subscriptions/plan-pricing' },
  listRegistry: { method: 'GET', path: '/subscriptions' },
  getRegistryStatusCounts: { method: 'GET', path: '/subscriptions/registry/statuses/count' },
  getSubscription: { method: 'GET', path: '/subscriptions/:id' },
  getSubscriptionStatus: { method: 'GET', path: '/subscriptions/:id/status' },
  getCompanySubscription: { method: 'GET', path: '/subscriptions/company/:id' },
  getSubscriptionValidStatus: { method: 'GET', path: '/subscriptions/company/:id/valid-status' },
  validateCompany: { method: 'PUT', path: '/subscriptions/company/:id/validate' },
  rejectCompany: { method: 'PUT', path: '/subscriptions/company/:id/reject' },
  requestCompanyInfo: { method: 'PUT', path: '/subscriptions/company/:id/info-request' },
  cancelSubscription: { method: 'DELETE', path: '/subscriptions/company/:id/cancel' },
  revertCancellation: { method: 'DELETE', path: '/subscriptions/company/:id/revert-cancelation' },
  getQuote: { method: 'PUT', path: '/subscriptions/quote' },
  getSubscriptionSummary: { method: 'GET', path: '/subscriptions/:id/summary' },
  updateSubscriptionSummary: { method: 'PUT', path: '/subscriptions/:id/summary' },
  getPreviousSummary: { method: 'GET', path: '/subscriptions/:id/previous-summary' },
  savePaymentMethod: { method: 'POST', path: '/subscriptions/company/:id/payment-method' },
  changePaymentMethod: { method: 'PUT', path: '/subscriptions/company/:id/payment-method' },
  getCreditCard: { method: 'GET', path: '/subscriptions/me/credit-card' },
  // Funding and factoring companies
  listFundingRequests: { method: 'GET', path: '/funding-requests' },
  createFundingRequest: { method: 'POST', path: '/funding-requests' },
  getFundingStatusCounts: { method: 'GET', path: '/funding-requests/statuses/count' },
  getFundingRequest: { method: 'GET', path: '/funding-requests/:id' },
  setFundingStatus: { method: 'PUT', path: '/funding-requests/:id/status' },
  getFundingCaseFacts: { method: 'GET', path: '/funding-requests/:id/case' },
  // Cases (issue 11; the spec shows no paths for this family: these are the project's, in the OpenAPI document)
  listCases: { method: 'GET', path: '/cases' },
  getCase: { method: 'GET', path: '/cases/:id' },
  createCase: { method: 'POST', path: '/cases' },
  updateCase: { method: 'PUT', path: '/cases/:id' },
  deleteCase: { method: 'DELETE', path: '/cases/:id' },
  // Soft delete and restore (issue 40 item 28)
  getCaseDeletion: { method: 'GET', path: '/cases/:id/deletion' },
  listDeletedCases: { method: 'GET', path: '/deleted-cases' },
  restoreCase: { method: 'POST', path: '/deleted-cases/:id/restore' },
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
  buyCases: { method: 'POST', path: '/subscriptions/company/:id/buy-cases' },
  // Case files (issue 11, "Files"): uploads, sharing, share links, the audit trail and file requests
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
  getCaseFundingRequests: { method: 'GET', path: '/cases/:id/funding-requests' },
  getUsersFundedByMe: { method: 'GET', path: '/cases/:id/users-funded-by-me' },
  // Appointments (issue 16; SPEC.md 7 "Appointments", providers and facilities only)
  listAppointments: { method: 'GET', path: '/appointments' },
  createAppointment: { method: 'POST', path: '/appointments' },
  cancelAppointment: { method: 'PUT', path: '/appointments/:id/cancel' },
  concludeAppointment: { method: 'PUT', path: '/appointments/:id/conclude' },
  getAppointmentIndex: { method: 'GET', path: '/appointments/index' },
  getAppointmentMaxDate: { method: 'GET', path: '/appointments/max-date' },
  getAppointmentMinDate: { method: 'GET', path: '/appointments/min-date' },
  getCaseAdherence: { method: 'GET', path: '/cases/:id/adherence' },
  // Billing per provider, reductions and the settlement statement (issue 14; the project's paths)
  getCaseBilling: { method: 'GET', path: '/cases/:id/billing' },
  getProviderBilling: { method: 'GET', path: '/cases/:id/billing/:providerId' },
  createBill: { method: 'POST', path: '/cases/:id/billing/:providerId/bills' },
  updateBill: { method: 'PUT', path: '/cases/:id/billing/:providerId/bills/:billId' },
  voidBill: { method: 'POST', path: '/cases/:id/billing/:providerId/bills/:billId/void' },
  recordPayment: { method: 'POST', path: '/cases/:id/billing/:providerId/payments' },
  requestReduction: { method: 'POST', path: '/cases/:id/billing/:providerId/reductions' },
  stepReduction: { method: 'PUT', path: '/cases/:id/billing/:providerId/reductions/:reductionId' },
  getSettlement: { method: 'GET', path: '/cases/:id/settlement' },
  saveSettlement: { method: 'PUT', path: '/cases/:id/settlement' },
  sendProRataRequests: { method: 'POST', path: '/cases/:id/settlement/pro-rata-requests' },
  finalizeSettlement: { method: 'POST', path: '/cases/:id/settlement/finalize' },
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
  // Referrals and case invites (issue 13; the project's paths, in the OpenAPI document)
  presentCase: { method: 'POST', path: '/referrals' },
  listReferrals: { method: 'GET', path: '/referrals' },
  getReferralStatusCounts: { method: 'GET', path: '/referrals/statuses/count' },
  listReferralSkeleton: { method: 'GET', path: '/referrals/skeleton' },
  getReferral: { method: 'GET', path: '/referrals/:id' },
  acceptReferral: { method: 'PUT', path: '/referrals/:id/accept' },
  rejectReferral: { method: 'PUT', path: '/referrals/:id/reject' },
  assignReferral: { method: 'PUT', path: '/referrals/:id/assign' },
  resendReferral: { method: 'POST', path: '/referrals/:id/resend' },
  getCaseReferrals: { method: 'GET', path: '/cases/:id/referrals' },
  getCompanyProfessionals: { method: 'GET', path: '/companies/:id/professionals' },
  // SPEC.md 7 "Presented case and professionals": the same lists by the company's kind.
  getCompanyAttorneys: { method: 'GET', path: '/companies/:id/attorneys' },
  getCompanyHealthProviders: { method: 'GET', path: '/companies/:id/health-providers' },
  getCompanySubFacilities: { method: 'GET', path: '/companies/:id/sub-facilities' },
  getDevClock: { method: 'GET', path: '/dev/clock' },
  advanceDevClock: { method: 'POST', path: '/dev/clock' },
  listFactoringCompanies: { method: 'GET', path: '/factoring-companies' },
  searchFactoringCompanies: { method: 'GET', path: '/factoring-companies/search' },
  getFactoringCompany: { method: 'GET', path: '/factoring-companies/:id' },
  createFactoringCompany: { method: 'POST', path: '/factoring-companies' },
  updateFactoringCompany: { method: 'PUT', path: '/factoring-companies/:id' },
  requestFactoringInfo: { method: 'POST', path: '/factoring-companies/:id/info' },
  getFactoringFile: { method: 'GET', path: '/factoring-companies/file/:id' },
  // Tasks (issue 16; SPEC.md 7 "Tasks and notes")
  listTasks: { method: 'GET', path: '/tasks' },
  listMyTasks: { method: 'GET', path: '/me/tasks' },
  createTask: { method: 'POST', path: '/tasks' },
  updateTask: { method: 'PUT', path: '/tasks/:id' },
  deleteTask: { method: 'DELETE', path: '/tasks/:id' },
  setTaskStatus: { method: 'PUT', path: '/tasks/:id/status' },
  // Task templates per case status (issue 16): a case entering the status gets the template's tasks
  listTaskTemplates: { method: 'GET', path: '/task-templates' },
  createTaskTemplate: { method: 'POST', path: '/task-templates' },
  updateTaskTemplate: { method: 'PUT', path: '/task-templates/:id' },
  deleteTaskTemplate: { method: 'DELETE', path: '/task-templates/:id' },
  // The network (issue 12): Make Intro, Invite Friends, My Network, associates, user details, unregistered
  sendIntro: { method: 'POST', path: '/intros' },
  listIntros: { method: 'GET', path: '/intros' },
  countIntros: { method: 'GET', path: '/intros/count' },
  latestIntroAction: { method: 'GET', path: '/intros/latest-action' },
  getIntroFile: { method: 'GET', path: '/intros/:id/file' },
  referFriend: { method: 'POST', path: '/refer-friends' },
  listReferralParticipants: { method: 'GET', path: '/refer-friends/participants/:id' },
  countRewards: { method: 'GET', path: '/refer-friends/rewards/count' },
  getMyNetwork: { method: 'GET', path: '/network' },
  listMyAssociates: { method: 'GET', path: '/users/my-associates-users' },
  getUserDetails: { method: 'GET', path: '/user-details' },
  userDetailExists: { method: 'GET', path: '/user-details/:value/exists' },
  getUserNames: { method: 'GET', path: '/user-details/info/names' },
  createUnregisteredProfessional: { method: 'POST', path: '/unregistered-professionals' },
  updateUnregisteredProfessional: { method: 'PUT', path: '/unregistered-professionals/:id' },
  getUnregisteredProfessional: { method: 'GET', path: '/unregistered-professionals/:id' },
  searchUnregisteredProfessionals: { method: 'GET', path: '/unregistered-professionals/:id/search' },
  // Notifications, dashboard, maps, outbox, system
  getNotifications: { method: 'GET', path: '/notifications' },
  getUnreadNotificationCount: { method: 'GET', path: '/notifications/count/unread' },
  markNotificationRead: { method: 'POST', path: '/notifications/:id/read' },
  markNotificationUnread: { method: 'DELETE', path: '/notifications/:id/read' },
  getDashboardKpis: { method: 'GET', path: '/dashboard/kpis' },
  // The external dashboard (issue 16): the caller's company's figures, one answer per company type.
  getCompanyDashboard: { method: 'GET', path: '/dashboard' },
  suggestPlaces: { method: 'GET', path: '/geo/places' },
  // The directory (issue 12; SPEC.md 7 "Directory search"): searches and the public profile
  searchHealthProviders: { method: 'GET', path: '/search/health-providers' },
  searchAttorneys: { method: 'GET', path: '/search/attorneys' },
  searchAllHealthProviders: { method: 'GET', path: '/search/health-providers/all' },
  searchAllAttorneys: { method: 'GET', path: '/search/attorneys/all' },
  getDirectoryProfile: { method: 'GET', path: '/directory/profiles/:id' },
  listOutbox: { method: 'GET', path: '/outbox' },
  getOutboxEmail: { method: 'GET', path: '/outbox/:id' },
  getServerTime: { method: 'GET', path: '/time' },
  getOpenApi: { method: 'GET', path: '/openapi.json' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The lookup catalogs (GET /catalogs/{name}); a name may hold a slash, so each is its own endpoint. */
export const CATALOG_NAMES = [
  'how-you-hear-about-us',
  'time-without-being-attended',
  'facility-types',
  'specialties/attorneys',
  'specialties/health-providers',
] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

export const catalogEndpoint = <N extends CatalogName>(name: N): Endpoint<'GET', `/catalogs/${N}`> => ({
  method: 'GET',
  path: `/catalogs/${name}`,
});

/** The report downloads (their paths are the report catalog's). */
export function reportEndpoint(key: ReportKey): Endpoint<'GET'> {
  const report = REPORT_CATALOG.find((info) => info.key === key);
  if (!report) throw new Error(`Unknown report ${key}`);
  return { method: 'GET', path: report.path };
}

/** The activation call of each company type. */
export const COMPLETE_ACCOUNT_ENDPOINTS = {
  FACILITY: ENDPOINTS.completeFacilityAccount,
  ATTORNEY: ENDPOINTS.completeAttorneyAccount,
  HEALTH_PROVIDER: ENDPOINTS.completeHealthProviderAccount,
} as const satisfies Partial<Record<CompanyType, Endpoint>>;

/** The PUT of each action on an external user. */
export const USER_ACTION_ENDPOINTS = {
  enable: ENDPOINTS.enableUser,
  disable: ENDPOINTS.disableUser,
  activate: ENDPOINTS.activateUser,
  activateProfile: ENDPOINTS.activateUserProfile,
  deactivateProfile: ENDPOINTS.deactivateUserProfile,
} as const satisfies Record<UserAction, Endpoint>;

/** The internal actions on a company subscription (SPEC.md section 4). */
export const COMPANY_ACTION_ENDPOINTS = {
  validate: ENDPOINTS.validateCompany,
  reject: ENDPOINTS.rejectCompany,
  infoRequest: ENDPOINTS.requestCompanyInfo,
  cancel: ENDPOINTS.cancelSubscription,
  revertCancellation: ENDPOINTS.revertCancellation,
} as const satisfies Record<string, Endpoint>;
