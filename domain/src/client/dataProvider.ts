/**
 * The react-admin data provider: ra-data-simple-rest over the CaseBridge HTTP client, with the UI resource
 * names mapped to API paths, plus the typed custom calls of the foundation.
 */
import { caseMethods } from './caseMethods.ts';
import type { CaseMethods } from './caseMethods.ts';
import { caseFlowMethods } from './caseFlowMethods.ts';
import type { CaseFlowMethods } from './caseFlowMethods.ts';
import { caseFileMethods } from './caseFileMethods.ts';
import type { CaseFileMethods } from './caseFileMethods.ts';
import { appointmentMethods } from './appointmentMethods.ts';
import type { AppointmentMethods } from './appointmentMethods.ts';
import { caseViewerMethods } from './caseViewerMethods.ts';
import type { CaseViewerMethods } from './caseViewerMethods.ts';
import { referralMethods } from './referralMethods.ts';
import { fundingMethods } from './fundingMethods.ts';
import type { FundingMethods } from './fundingMethods.ts';
import { billingMethods } from './billingMethods.ts';
import type { BillingMethods } from './billingMethods.ts';
import { taskMethods } from './taskMethods.ts';
import { networkMethods } from './networkMethods.ts';
import type { NetworkMethods } from './networkMethods.ts';
import type { TaskMethods } from './taskMethods.ts';
import { taskTemplateMethods } from './taskTemplateMethods.ts';
import type { TaskTemplateMethods } from './taskTemplateMethods.ts';
import { dashboardMethods } from './dashboardMethods.ts';
import type { DashboardMethods } from './dashboardMethods.ts';
import { companyMethods } from './companyMethods.ts';
import type { CompanyMethods } from './companyMethods.ts';
import { directoryMethods } from './directoryMethods.ts';
import type { DirectoryMethods } from './directoryMethods.ts';
import { subscriptionMethods } from './subscriptionMethods.ts';
import type { SubscriptionMethods } from './subscriptionMethods.ts';
import { sessionMethods } from './sessionMethods.ts';
import type { SessionMethods } from './sessionMethods.ts';
import type { ReferralMethods } from './referralMethods.ts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type {
  Address,
  Endpoint,
  CatalogItem,
  CompanyStatus,
  DashboardKpis,
  FactoringCompany,
  FactoringCompanyInput,
  FundingRequestView,
  InfoResponse,
  RegistryReview,
  FundingStatus,
  InternalUserStatus,
  OutboxEmail,
  ReportKey,
  ReportPreview,
  Notification,
  PlanPricing,
  RegistryEntry,
  SalesAssignmentEntry,
  Subscription,
  SubscriptionValidStatus,
  User,
} from '@casebridge/domain';
import {
  COMPANY_ACTION_ENDPOINTS,
  ENDPOINTS,
  USER_ACTION_ENDPOINTS,
  catalogEndpoint,
  endpointUrl,
  reportEndpoint,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { Download, ProgressListener } from './download.ts';
import { frontDoorMethods, type FrontDoorMethods } from './frontDoorMethods.ts';
import { createPublicMethods } from './publicMethods.ts';
import type { HttpClient } from './httpClient.ts';
import { session } from './session.ts';
import type {
  AccountResponse,
  CompanyActionRequest,
  CompanyActionResult,
  CatalogName,
  CompanyMember,
  NotificationPage,
  NotificationsQuery,
  ServerTimeResponse,
  UnreadCountResponse,
  UserAction,
} from './types.ts';

/** A list endpoint's path as ra-data-simple-rest names the resource (no leading slash). */
const resourcePath = (endpoint: Endpoint): string => endpoint.path.replace(/^\//, '');

/** UI resource -> API path (section "Resource names in the apps"); unlisted resources map to themselves. */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  registries: resourcePath(ENDPOINTS.listCompanies),
  factoring: resourcePath(ENDPOINTS.listFactoringCompanies),
  'sales-assignments': resourcePath(ENDPOINTS.listSalesAssignments),
  'sales-assignments-history': resourcePath(ENDPOINTS.listSalesAssignmentHistory),
  'my-tasks': resourcePath(ENDPOINTS.listMyTasks),
};

/**
 * The registry list's own resource: its rows (RegistryEntry) differ from the 'registries' records (Company),
 * so they live apart in react-admin's cache (a list pre-fills the record cache of its resource).
 */
export const REGISTRY_ENTRIES = 'registry-entries';

/**
 * The registry list comes from GET /subscriptions/ (companies joined with their subscription and sales
 * representative); its rows are keyed by company id like the rest of the registries resource.
 */
export function registryRecord(entry: RegistryEntry): RegistryEntry & { subscriptionId: string } {
  return { ...entry, id: entry.companyId, subscriptionId: entry.id };
}

export const apiResource = (resource: string): string => RESOURCE_PATHS[resource] ?? resource;

export interface CaseBridgeCustomMethods
  extends
    FrontDoorMethods,
    CaseMethods,
    CaseFlowMethods,
    CaseFileMethods,
    AppointmentMethods,
    CaseViewerMethods,
    ReferralMethods,
    FundingMethods,
    BillingMethods,
    TaskMethods,
    NetworkMethods,
    TaskTemplateMethods,
    DashboardMethods,
    CompanyMethods,
    DirectoryMethods,
    SubscriptionMethods,
    SessionMethods {
  getAccount(): Promise<AccountResponse>;
  getPlanPricing(): Promise<PlanPricing>;
  getServerTime(): Promise<ServerTimeResponse>;
  getCatalog(name: CatalogName): Promise<CatalogItem[]>;
  getUnreadNotificationCount(): Promise<UnreadCountResponse>;
  getNotifications(query: NotificationsQuery): Promise<NotificationPage>;
  markNotificationRead(id: string): Promise<Notification>;
  markNotificationUnread(id: string): Promise<Notification>;
  /** Also sets changelogRead in the stored session. */
  markChangelogRead(): Promise<void>;
  /** null while the company has no subscription yet (a new sign-up before choosing a plan). */
  getCompanySubscription(companyId: string): Promise<Subscription | null>;
  getCompanyAddresses(companyId: string): Promise<Address[]>;
  getCompanyMembers(companyId: string): Promise<CompanyMember[]>;
  getRegistryStatusCounts(): Promise<Record<CompanyStatus, number>>;
  /** One internal action on a company subscription (SPEC.md section 4), with its payload. */
  runCompanyAction(companyId: string, action: CompanyActionRequest): Promise<CompanyActionResult>;
  getSubscriptionValidStatus(companyId: string): Promise<SubscriptionValidStatus>;
  /** The previous current assignment moves to history. */
  assignSalesRepresentative(companyId: string, salesRepresentativeId: string): Promise<SalesAssignmentEntry>;
  setInternalUserStatus(userId: string, status: InternalUserStatus): Promise<User>;
  runUserAction(userId: string, action: UserAction): Promise<User>;
  getReportPreview(key: ReportKey, query: ReportParams, limit?: number): Promise<ReportPreview>;
  downloadReport(key: ReportKey, query: ReportParams, onProgress?: ProgressListener): Promise<Download>;
  getFundingStatusCounts(filter?: Record<string, unknown>): Promise<Record<FundingStatus, number>>;
  /** PUT /funding-requests/{id}/status; a rejection (OWNER_REJECTED, REJECTED) needs its reason. */
  setFundingStatus(id: string, status: FundingStatus, reason?: string): Promise<FundingRequestView>;
  /** Multipart create (id null) or edit, with an optional new logo and documents. */
  saveFactoringCompany(
    id: string | null,
    values: FactoringCompanyInput,
    files: { logo?: File | null; documents?: File[] },
  ): Promise<FactoringCompany>;
  requestFactoringInfo(id: string, message: string): Promise<OutboxEmail>;
  /** A factoring company's document, downloaded with the bearer token (documents are not public). */
  downloadFactoringFile(fileId: string): Promise<Download>;
  /** GET /companies/{id}/info-responses: the owner's answers to requests for information, newest first. */
  getInfoResponses(companyId: string): Promise<InfoResponse[]>;
  /** GET /companies/{id}/review: what the staff validate, named (issue 40 item 12). */
  getRegistryReview(companyId: string): Promise<RegistryReview>;
  /** A file of an answer, downloaded with the bearer token. */
  downloadInfoResponseFile(companyId: string, fileId: string): Promise<Download>;
  getDashboardKpis(): Promise<DashboardKpis>;
}

/** Report filters as the console holds them (dates YYYY-MM-DD, categories as a list). */
export interface ReportParams {
  from?: string;
  to?: string;
  categories?: string[];
  userId?: string;
}

export function reportUrl(key: ReportKey, query: ReportParams, extra: Record<string, string> = {}): string {
  return endpointUrl(
    reportEndpoint(key),
    {},
    {
      ...extra,
      from: query.from || undefined,
      to: query.to || undefined,
      categories: query.categories?.length ? query.categories.join(',') : undefined,
      userId: query.userId || undefined,
    },
  );
}

function factoringForm(
  values: FactoringCompanyInput,
  files: { logo?: File | null; documents?: File[] },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  if (files.logo) form.append('logo', files.logo);
  for (const document of files.documents ?? []) form.append('documents', document);
  return form;
}

export type CaseBridgeDataProvider = DataProvider & CaseBridgeCustomMethods;

function customMethods(
  http: HttpClient,
): Omit<
  CaseBridgeCustomMethods,
  | keyof FrontDoorMethods
  | keyof CaseMethods
  | keyof CaseFlowMethods
  | keyof CaseFileMethods
  | keyof AppointmentMethods
  | keyof CaseViewerMethods
  | keyof ReferralMethods
  | keyof FundingMethods
  | keyof BillingMethods
  | keyof TaskMethods
  | keyof NetworkMethods
  | keyof TaskTemplateMethods
  | keyof DashboardMethods
  | keyof CompanyMethods
  | keyof DirectoryMethods
  | keyof SubscriptionMethods
  | keyof SessionMethods
> {
  const call = endpointCaller(http);
  return {
    getAccount: () => call(ENDPOINTS.getAccount),
    ...createPublicMethods(http),
    getCatalog: (name) => call(catalogEndpoint(name), { auth: false }),
    getUnreadNotificationCount: () => call(ENDPOINTS.getUnreadNotificationCount),
    getNotifications: ({ page, unread }) =>
      call(ENDPOINTS.getNotifications, { query: { page, unread: unread ?? false } }),
    markNotificationRead: (id) => call(ENDPOINTS.markNotificationRead, { params: { id } }),
    markNotificationUnread: (id) => call(ENDPOINTS.markNotificationUnread, { params: { id } }),
    markChangelogRead: async () => {
      await call(ENDPOINTS.markChangelogRead);
      session.update({ changelogRead: true });
    },
    getCompanySubscription: (id) => call(ENDPOINTS.getCompanySubscription, { params: { id } }),
    getCompanyAddresses: (id) => call(ENDPOINTS.getCompanyAddresses, { params: { id } }),
    getCompanyMembers: (id) => call(ENDPOINTS.getCompanyMembers, { params: { id } }),
    getRegistryStatusCounts: () => call(ENDPOINTS.getRegistryStatusCounts),
    runCompanyAction: (id, request) => {
      const endpoint = COMPANY_ACTION_ENDPOINTS[request.action];
      // The cancellation's target plan travels in the query of its DELETE; the other payloads are bodies.
      if (request.action === 'cancel')
        return call(endpoint, { params: { id }, query: { ...request.payload } });
      return call(endpoint, { params: { id }, body: 'payload' in request ? request.payload : undefined });
    },
    getSubscriptionValidStatus: (id) => call(ENDPOINTS.getSubscriptionValidStatus, { params: { id } }),
    assignSalesRepresentative: (companyId, salesRepresentativeId) =>
      call(ENDPOINTS.assignSalesRepresentative, { body: { companyId, salesRepresentativeId } }),
    setInternalUserStatus: (id, status) => call(ENDPOINTS.setInternalUserStatus, { params: { id, status } }),
    runUserAction: (id, action) => call(USER_ACTION_ENDPOINTS[action], { params: { id } }),
    getReportPreview: (key, query, limit = 50) =>
      http.get(reportUrl(key, query, { format: 'json', limit: String(limit) })),
    downloadReport: (key, query, onProgress) => http.download(reportUrl(key, query), onProgress),
    getFundingStatusCounts: (filter) =>
      call(ENDPOINTS.getFundingStatusCounts, {
        query: { filter: filter && Object.keys(filter).length ? JSON.stringify(filter) : undefined },
      }),
    setFundingStatus: (id, status, reason) =>
      call(ENDPOINTS.setFundingStatus, {
        params: { id },
        body: reason === undefined ? { status } : { status, reason },
      }),
    saveFactoringCompany: (id, values, files) =>
      id
        ? call(ENDPOINTS.updateFactoringCompany, { params: { id }, body: factoringForm(values, files) })
        : call(ENDPOINTS.createFactoringCompany, { body: factoringForm(values, files) }),
    getDashboardKpis: () => call(ENDPOINTS.getDashboardKpis),
    downloadFactoringFile: (fileId) => http.download(endpointUrl(ENDPOINTS.getFactoringFile, { id: fileId })),
    getInfoResponses: (id) => call(ENDPOINTS.listInfoResponses, { params: { id } }),
    getRegistryReview: (id) => call(ENDPOINTS.getRegistryReview, { params: { id } }),
    downloadInfoResponseFile: (id, fileId) =>
      http.download(endpointUrl(ENDPOINTS.getInfoResponseFile, { id, fileId })),
    requestFactoringInfo: (id, message) =>
      call(ENDPOINTS.requestFactoringInfo, { params: { id }, body: { message } }),
  };
}

export function createDataProvider(http: HttpClient, apiUrl: string = http.apiUrl): CaseBridgeDataProvider {
  const rest = simpleRestProvider(apiUrl.replace(/\/+$/, ''), (url: string, options) =>
    http.fetchJson(url, options),
  );
  const r = apiResource;
  return {
    getList: async (resource, params) => {
      if (resource !== REGISTRY_ENTRIES) return rest.getList(r(resource), params);
      const result = await rest.getList(resourcePath(ENDPOINTS.listRegistry), params);
      return { ...result, data: (result.data as RegistryEntry[]).map(registryRecord) as never[] };
    },
    getOne: (resource, params) => rest.getOne(r(resource), params),
    getMany: (resource, params) => rest.getMany(r(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(r(resource), params),
    update: (resource, params) => rest.update(r(resource), params),
    updateMany: (resource, params) => rest.updateMany(r(resource), params),
    create: (resource, params) => rest.create(r(resource), params),
    delete: (resource, params) => rest.delete(r(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(r(resource), params),
    ...customMethods(http),
    ...frontDoorMethods(http),
    ...caseMethods(http),
    ...caseFlowMethods(http),
    ...caseFileMethods(http),
    ...appointmentMethods(http),
    ...caseViewerMethods(http),
    ...referralMethods(http),
    ...fundingMethods(http),
    ...billingMethods(http),
    ...taskMethods(http),
    ...networkMethods(http),
    ...taskTemplateMethods(http),
    ...dashboardMethods(http),
    ...companyMethods(http),
    ...directoryMethods(http),
    ...subscriptionMethods(http),
    ...sessionMethods(http),
  };
}
