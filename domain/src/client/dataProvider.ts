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
  Notification,
  PlanPricing,
  Subscription,
} from '@casebridge/domain';
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
} from './types.ts';

/** UI resource -> API path (section "Resource names in the apps"); unlisted resources map to themselves. */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = { registries: 'companies' };

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
}

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
  };
}

export function createDataProvider(http: HttpClient, apiUrl: string = http.apiUrl): CaseBridgeDataProvider {
  const rest = simpleRestProvider(apiUrl.replace(/\/+$/, ''), (url: string, options) =>
    http.fetchJson(url, options),
  );
  const r = apiResource;
  return {
    getList: (resource, params) => rest.getList(r(resource), params),
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
