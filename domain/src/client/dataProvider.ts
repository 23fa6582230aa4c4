/**
 * The react-admin data provider: ra-data-simple-rest over the CaseBridge HTTP client, with the UI resource
 * names mapped to API paths, plus the typed custom calls of the foundation.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type {
  Address,
  CatalogItem,
  CompanyStatus,
  DashboardKpis,
  FactoringCompany,
  FactoringCompanyInput,
  FundingRequest,
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
import { REPORT_CATALOG } from '@casebridge/domain';
import type { Download, ProgressListener } from './download.ts';
import { frontDoorMethods, type FrontDoorMethods } from './frontDoorMethods.ts';
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

/** UI resource -> API path (section "Resource names in the apps"); unlisted resources map to themselves. */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  registries: 'companies',
  factoring: 'factoring-companies',
  'sales-assignments': 'internal-users/sales-representatives',
  'sales-assignments-history': 'internal-users/sales-representatives/historical',
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

export interface CaseBridgeCustomMethods extends FrontDoorMethods {
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
  getCompanySubscription(companyId: string): Promise<Subscription>;
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
  setFundingStatus(id: string, status: FundingStatus): Promise<FundingRequest>;
  /** Multipart create (id null) or edit, with an optional new logo and documents. */
  saveFactoringCompany(
    id: string | null,
    values: FactoringCompanyInput,
    files: { logo?: File | null; documents?: File[] },
  ): Promise<FactoringCompany>;
  requestFactoringInfo(id: string, message: string): Promise<OutboxEmail>;
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
  const path = REPORT_CATALOG.find((report) => report.key === key)!.path;
  const params = new URLSearchParams(extra);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.categories?.length) params.set('categories', query.categories.join(','));
  if (query.userId) params.set('userId', query.userId);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
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

const USER_ACTION_PATHS: Record<UserAction, (id: string) => string> = {
  enable: (id) => `/users/${id}/enable`,
  disable: (id) => `/users/${id}/disable`,
  activate: (id) => `/users/${id}/activate`,
  activateProfile: (id) => `/users/profile/${id}/activate`,
  deactivateProfile: (id) => `/users/profile/${id}/deactivate`,
};

export type CaseBridgeDataProvider = DataProvider & CaseBridgeCustomMethods;

const seg = encodeURIComponent;

function customMethods(http: HttpClient): Omit<CaseBridgeCustomMethods, keyof FrontDoorMethods> {
  return {
    getAccount: () => http.get('/account'),
    getPlanPricing: () => http.get('/subscriptions/plan-pricing', { auth: false }),
    getServerTime: () => http.get('/time', { auth: false }),
    getCatalog: (name) => http.get(`/catalogs/${name}`, { auth: false }),
    getUnreadNotificationCount: () => http.get('/notifications/count/unread'),
    getNotifications: ({ page, unread }) => {
      const query = new URLSearchParams({ page: String(page), unread: String(unread ?? false) });
      return http.get(`/notifications?${query.toString()}`);
    },
    markNotificationRead: (id) => http.post(`/notifications/${seg(id)}/read`),
    markNotificationUnread: (id) => http.delete(`/notifications/${seg(id)}/read`),
    markChangelogRead: async () => {
      await http.put('/account/changelog/read');
      session.update({ changelogRead: true });
    },
    getCompanySubscription: (companyId) => http.get(`/subscriptions/company/${seg(companyId)}`),
    getCompanyAddresses: (companyId) => http.get(`/addresses/company/${seg(companyId)}`),
    getCompanyMembers: (companyId) => http.get(`/companies/${seg(companyId)}/members`),
    getRegistryStatusCounts: () => http.get('/subscriptions/registry/statuses/count'),
    runCompanyAction: (companyId, request) => {
      const base = `/subscriptions/company/${seg(companyId)}`;
      switch (request.action) {
        case 'validate':
          return http.put(`${base}/validate`);
        case 'reject':
          return http.put(`${base}/reject`, request.payload);
        case 'infoRequest':
          return http.put(`${base}/info-request`, request.payload);
        case 'cancel': {
          const target = Object.entries(request.payload).filter(([, value]) => value !== undefined);
          const query = new URLSearchParams(target as [string, string][]);
          return http.delete(`${base}/cancel?${query.toString()}`);
        }
        case 'revertCancellation':
          return http.delete(`${base}/revert-cancelation`);
      }
    },
    getSubscriptionValidStatus: (companyId) =>
      http.get(`/subscriptions/company/${seg(companyId)}/valid-status`),
    assignSalesRepresentative: (companyId, salesRepresentativeId) =>
      http.post('/internal-users/sales-representatives', { companyId, salesRepresentativeId }),
    setInternalUserStatus: (userId, status) => http.put(`/internal-users/${seg(userId)}/status/${status}`),
    runUserAction: (userId, action) => http.put(USER_ACTION_PATHS[action](seg(userId))),
    getReportPreview: (key, query, limit = 50) =>
      http.get(reportUrl(key, query, { format: 'json', limit: String(limit) })),
    downloadReport: (key, query, onProgress) => http.download(reportUrl(key, query), onProgress),
    getFundingStatusCounts: (filter) => {
      const query =
        filter && Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
      return http.get(`/funding-requests/statuses/count${query}`);
    },
    setFundingStatus: (id, status) => http.put(`/funding-requests/${seg(id)}/status`, { status }),
    saveFactoringCompany: (id, values, files) =>
      id
        ? http.put(`/factoring-companies/${seg(id)}`, factoringForm(values, files))
        : http.post('/factoring-companies', factoringForm(values, files)),
    getDashboardKpis: () => http.get('/dashboard/kpis'),
    requestFactoringInfo: (id, message) => http.post(`/factoring-companies/${seg(id)}/info`, { message }),
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
      const result = await rest.getList('subscriptions', params);
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
  };
}
