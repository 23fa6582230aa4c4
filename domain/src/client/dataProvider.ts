/**
 * The react-admin data provider: ra-data-simple-rest over the CaseBridge HTTP client, with the UI resource
 * names mapped to API paths, plus the typed custom calls of the foundation.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type {
  AccountSummary,
  Claimant,
  ClaimantProfileValues,
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
  LoginResponse,
  PasswordResetGrant,
  SessionData,
  SignUpResponse,
  SignUpValues,
} from '@casebridge/domain';
import type {
  ActivationFacilityInput,
  ActivationProfessionalInput,
  Company,
  CompanyEditInput,
  CompleteAccountInfo,
  CompleteAccountResult,
  PlaceSuggestion,
} from '@casebridge/domain';
import type {
  ChangePaymentMethodRequest,
  CreditCard,
  PaymentMethodResult,
  PaymentMethodRequest,
  PreviousSummary,
  QuoteRequest,
  SubscriptionCart,
  SummaryRequest,
} from '@casebridge/domain';
import { REPORT_CATALOG } from '@casebridge/domain';
import type { Download, ProgressListener } from './download.ts';
import type { HttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';
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

export interface CaseBridgeCustomMethods {
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
  // Accounts (sign-up, verification, passwords): public calls unless noted.
  signUp(values: SignUpValues): Promise<SignUpResponse>;
  /** GET /users/account?email=: whether an account exists for the e-mail. */
  emailExists(email: string): Promise<boolean>;
  getAccountSummary(accountId: string): Promise<AccountSummary>;
  /** PUT /users/account/verify; stores the answered session (the user is signed in). */
  verifyAccount(request: AccountRef & { code: string }): Promise<SessionData>;
  sendVerificationCode(ref: AccountRef): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resendPasswordReset(email: string): Promise<void>;
  verifyPasswordReset(email: string, code: string): Promise<PasswordResetGrant>;
  setPassword(request: { email: string; resetToken: string; password: string }): Promise<void>;
  /** Signed in; also clears passwordReset in the stored session. */
  updatePassword(request: { currentPassword: string; password: string }): Promise<User>;
  /** Signed in: whether `password` is the caller's current one. */
  checkPassword(password: string): Promise<boolean>;
  /** GET /claimants/me (claimants only). */
  getMyClaimant(): Promise<Claimant>;
  /** PUT /claimants/me: saves and completes the profile; the stored session takes the new user name. */
  updateMyClaimant(values: ClaimantProfileValues): Promise<Claimant>;
  // Activation and the Complete Your Account panel.
  /** GET /account/complete/{id}: the company's complete-account flags. */
  getCompleteAccountInfo(companyId: string): Promise<CompleteAccountInfo>;
  /** POST /account/complete/{facility|attorney|health-provider}: the caller's company goes to PENDING_REVIEW. */
  completeAccount(request: CompleteAccountRequest): Promise<CompleteAccountResult>;
  /** PUT /account/revalidate: an INFO_REQUIRED company goes back to PENDING_REVIEW. */
  revalidateAccount(): Promise<CompleteAccountResult>;
  /** GET /geo/places: the maps service's suggestions for what the user typed. */
  suggestPlaces(query: string, limit?: number): Promise<PlaceSuggestion[]>;
  /** PUT /companies/{id} (company form, edit). */
  updateCompany(companyId: string, values: CompanyEditInput): Promise<Company>;
  /** PUT /companies/{id}/picture (multipart): the company logo. */
  uploadCompanyPicture(companyId: string, file: File): Promise<Company>;
  // Plan selection and payment (owner or admin; the API answers 402 with the provider's decline message).
  /** POST /subscriptions/company/{id}/payment-method: first plan or upgrade; the session takes the new plan. */
  savePaymentMethod(companyId: string, request: PaymentMethodRequest): Promise<PaymentMethodResult>;
  /** PUT /subscriptions/company/{id}/payment-method: a new card for the current plan. */
  changePaymentMethod(companyId: string, request: ChangePaymentMethodRequest): Promise<PaymentMethodResult>;
  /** GET /subscriptions/me/credit-card (404 when the company has no card or is not a customer). */
  getCreditCard(): Promise<CreditCard>;
  /** PUT /subscriptions/quote: the cart of a plan for the caller's company. */
  getQuote(request: QuoteRequest): Promise<SubscriptionCart>;
  /** GET /subscriptions/{id}/summary, or PUT with `changes`: the cart now or after the changes. */
  getSubscriptionSummary(subscriptionId: string, changes?: SummaryRequest): Promise<SubscriptionCart>;
  /** GET /subscriptions/{id}/previous-summary?isAnnuall= (404 when there is none). */
  getPreviousSummary(subscriptionId: string, annual: boolean): Promise<PreviousSummary>;
}

/** The activation form to send, by company type (the path of the call follows the type). */
export type CompleteAccountRequest =
  | { type: 'FACILITY'; payload: ActivationFacilityInput }
  | { type: 'ATTORNEY' | 'HEALTH_PROVIDER'; payload: ActivationProfessionalInput };

const COMPLETE_ACCOUNT_PATHS: Record<CompleteAccountRequest['type'], string> = {
  FACILITY: '/account/complete/facility',
  ATTORNEY: '/account/complete/attorney',
  HEALTH_PROVIDER: '/account/complete/health-provider',
};

/** An account named by its e-mail (/verify/{email}) or its id (/account-verification/{accountId}). */
export type AccountRef = { email: string; accountId?: undefined } | { accountId: string; email?: undefined };

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

function customMethods(http: HttpClient): CaseBridgeCustomMethods {
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
    signUp: (values) => http.post('/users/signup', values, { auth: false }),
    emailExists: async (email) => {
      const answer = await http.get<{ exists: boolean }>(`/users/account?email=${seg(email)}`, {
        auth: false,
      });
      return answer.exists;
    },
    getAccountSummary: (accountId) => http.get(`/users/account/${seg(accountId)}`, { auth: false }),
    verifyAccount: async (request) => {
      const answer = await http.put<LoginResponse>('/users/account/verify', request, { auth: false });
      const data = sessionFromLogin(answer);
      session.set(data);
      return data;
    },
    sendVerificationCode: (ref) => http.put('/verification/send', ref, { auth: false }),
    requestPasswordReset: (email) => http.put('/users/reset-password', { email }, { auth: false }),
    resendPasswordReset: (email) => http.put('/verification/reset-password', { email }, { auth: false }),
    verifyPasswordReset: (email, code) =>
      http.put('/users/reset-password/verify', { email, code }, { auth: false }),
    setPassword: (request) => http.put('/users/password', request, { auth: false }),
    updatePassword: async (request) => {
      const user = await http.put<User>('/users/update-password', request);
      session.update({ passwordReset: false });
      return user;
    },
    checkPassword: async (password) => {
      const answer = await http.put<{ valid: boolean }>('/users/update-password/verify', { password });
      return answer.valid;
    },
    requestFactoringInfo: (id, message) => http.post(`/factoring-companies/${seg(id)}/info`, { message }),
    getMyClaimant: () => http.get('/claimants/me'),
    getCompleteAccountInfo: (companyId) => http.get(`/account/complete/${seg(companyId)}`),
    completeAccount: (request) => http.post(COMPLETE_ACCOUNT_PATHS[request.type], request.payload),
    revalidateAccount: () => http.put('/account/revalidate'),
    suggestPlaces: (query, limit) => {
      const params = new URLSearchParams({ q: query });
      if (limit !== undefined) params.set('limit', String(limit));
      return http.get(`/geo/places?${params.toString()}`);
    },
    updateCompany: (companyId, values) => http.put(`/companies/${seg(companyId)}`, values),
    uploadCompanyPicture: (companyId, file) => {
      const form = new FormData();
      form.append('picture', file);
      return http.put(`/companies/${seg(companyId)}/picture`, form);
    },
    savePaymentMethod: async (companyId, request) => {
      const result = await http.post<PaymentMethodResult>(
        `/subscriptions/company/${seg(companyId)}/payment-method`,
        request,
      );
      const current = session.get();
      const subscriptionType = result.company.subscriptionType;
      if (current?.company?.id === result.company.id)
        session.update({ subscriptionType, company: { ...current.company, subscriptionType } });
      return result;
    },
    changePaymentMethod: (companyId, request) =>
      http.put(`/subscriptions/company/${seg(companyId)}/payment-method`, request),
    getCreditCard: () => http.get('/subscriptions/me/credit-card'),
    getQuote: (request) => http.put('/subscriptions/quote', request),
    getSubscriptionSummary: (subscriptionId, changes) =>
      changes
        ? http.put(`/subscriptions/${seg(subscriptionId)}/summary`, changes)
        : http.get(`/subscriptions/${seg(subscriptionId)}/summary`),
    getPreviousSummary: (subscriptionId, annual) =>
      http.get(`/subscriptions/${seg(subscriptionId)}/previous-summary?isAnnuall=${String(annual)}`),
    updateMyClaimant: async (values) => {
      const claimant = await http.put<Claimant>('/claimants/me', values);
      session.update({ userName: `${claimant.name} ${claimant.lastName}`.trim() });
      return claimant;
    },
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
  };
}
