/**
 * @casebridge/domain/client: the browser side of the API contract (session store, HTTP client,
 * react-admin data and auth providers).
 *
 *   const { dataProvider, authProvider } = createClient({ apiUrl: import.meta.env.API_URL ?? '/api', app: 'admin' });
 */
import { createAuthProvider } from './authProvider.ts';
import type { CaseBridgeAuthProvider } from './authProvider.ts';
import { createDataProvider } from './dataProvider.ts';
import type { CaseBridgeDataProvider } from './dataProvider.ts';
import { createHttpClient } from './httpClient.ts';
import type { HttpClient } from './httpClient.ts';
import { configureSession } from './session.ts';
import type { App } from './types.ts';

export interface ClientOptions {
  apiUrl: string;
  app: App;
  /** Called when the session is dropped because the token refresh was refused. */
  onAuthFailure?: () => void;
}

export interface CaseBridgeClient {
  dataProvider: CaseBridgeDataProvider;
  authProvider: CaseBridgeAuthProvider;
  http: HttpClient;
}

/** The app's providers, over the app's own stored session (see configureSession). */
export function createClient({ apiUrl, app, onAuthFailure }: ClientOptions): CaseBridgeClient {
  configureSession(app);
  const http = createHttpClient({ apiUrl, onAuthFailure });
  return {
    http,
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider({ http, app }),
  };
}

export {
  session,
  configureSession,
  storageKeys,
  SESSION_NAMESPACES,
  STORAGE_KEYS,
  FUNDING_QUERY_DEFAULTS,
} from './session.ts';
export type { CaseListQuery, FundingQuery, SessionStore } from './session.ts';
export { sessionFromLogin } from './sessionFromLogin.ts';
export { signInNotice } from './signInNotice.ts';
export { createHttpClient } from './httpClient.ts';
export type { HttpClient, HttpClientOptions, HttpOptions, HttpResponse } from './httpClient.ts';
export {
  createDataProvider,
  apiResource,
  RESOURCE_PATHS,
  REGISTRY_ENTRIES,
  reportUrl,
} from './dataProvider.ts';
export type { CaseBridgeDataProvider, CaseBridgeCustomMethods, ReportParams } from './dataProvider.ts';
export type {
  AccountRef,
  CompleteAccountRequest,
  FrontDoorMethods,
  InfoAnswerResult,
} from './frontDoorMethods.ts';
export { createAuthProvider, LOGOUT_WAIT_MS, SIGN_IN_PATHS } from './authProvider.ts';
export type { AuthProviderOptions, CaseBridgeAuthProvider, LoginParams } from './authProvider.ts';
export { isProtectedPortalPath } from './protectedPaths.ts';
export { createPublicMethods } from './publicMethods.ts';
export type { PublicMethods } from './publicMethods.ts';
export * from './types.ts';
export { useSession } from './useSession.ts';
export type { Download, ProgressListener } from './download.ts';
export type { CaseMethods, PageOf } from './caseMethods.ts';
export type { CaseFlowMethods } from './caseFlowMethods.ts';
export type { AppointmentMethods } from './appointmentMethods.ts';
export type { ReferralMethods, ReferralSkeletonPage } from './referralMethods.ts';
export type { FactoringSearchQuery, FundedUser, FundingMethods } from './fundingMethods.ts';
export type { BillingMethods } from './billingMethods.ts';
export type { TaskMethods } from './taskMethods.ts';
export type { NetworkMethods } from './networkMethods.ts';
export type { TaskTemplateMethods } from './taskTemplateMethods.ts';
export type { DashboardMethods } from './dashboardMethods.ts';
export type { CompanyMethods } from './companyMethods.ts';
export type { DirectoryMethods } from './directoryMethods.ts';
export type { SubscriptionMethods } from './subscriptionMethods.ts';
export type { SessionMethods } from './sessionMethods.ts';
export type { CaseViewerMethods } from './caseViewerMethods.ts';
export type { CaseFileMethods, CaseFilesQuery, FileDisposition } from './caseFileMethods.ts';
export type { UploadProgressListener } from './upload.ts';
export {
  notificationKeys,
  useNotificationFeed,
  useNotifications,
  useUnreadNotificationCount,
} from './notificationQueries.ts';
export type { NotificationsDataProvider } from './notificationQueries.ts';
export {
  useMarkNotificationRead,
  useMarkNotificationUnread,
  useNotificationMarks,
} from './notificationMarks.ts';
export { useBottomSentinel } from './useBottomSentinel.ts';
