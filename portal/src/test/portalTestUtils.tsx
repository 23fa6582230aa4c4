/** Test helpers of the portal component tests: sessions per role, fake providers, the app in a memory router. */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { SessionData, Subscription } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { CaseBridgeAuthProvider, CaseBridgeDataProvider } from '@casebridge/domain/client';
import { PortalApp } from '../app/PortalApp.tsx';
import { preloadAll } from '../app/routes/screens.ts';

// The lazily loaded screens fetch their code on first render: loading it before the tests keeps each test's
// waits about the screen's behaviour, not about transforming modules on a busy machine.
await preloadAll();

export function testSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    userType: 'ATTORNEY',
    permissions: 'OWNER',
    position: null,
    companyType: 'ATTORNEY',
    companyStatus: 'VALIDATED',
    subscriptionType: 'BASIC',
    userName: 'Ann Lee',
    userId: 'u1',
    userUsername: 'ann.lee@example.com',
    passwordReset: false,
    changelogRead: true,
    email: 'ann.lee@example.com',
    company: { id: 'c1', name: 'Lee Law', type: 'ATTORNEY', status: 'VALIDATED', subscriptionType: 'BASIC' },
    ...overrides,
  };
}

export const SESSIONS = {
  attorneyOwnerBasic: () => testSession(),
  attorneyOwnerPremium: () => testSession({ subscriptionType: 'PRO' }),
  factoring: () =>
    testSession({
      userType: 'SUPPORT',
      companyType: 'FACTORING_COMPANY',
      subscriptionType: null,
      company: {
        id: 'f1',
        name: 'Fund Co',
        type: 'FACTORING_COMPANY',
        status: 'VALIDATED',
        subscriptionType: 'BASIC',
      },
    }),
} as const;

/** What the fake GET /time answers (the footer's copyright year comes from it). */
export const TEST_SERVER_TIME = '2026-11-01T12:00:00.000Z';

/** A data provider whose custom calls are mocks answering `unread` (count) and `subscription`. */
export function fakeDataProvider(
  unread: number | Error = 0,
  subscription: Partial<Subscription> = { planType: 'BASIC', billingType: 'MONTHLY' },
): CaseBridgeDataProvider {
  const reject = () => Promise.reject(new Error('not in this test'));
  return {
    getList: reject,
    getOne: reject,
    getMany: reject,
    getManyReference: reject,
    create: reject,
    update: reject,
    updateMany: reject,
    delete: reject,
    deleteMany: reject,
    getAccount: vi.fn(reject),
    getPlanPricing: vi.fn(reject),
    getServerTime: vi.fn(() => Promise.resolve({ time: TEST_SERVER_TIME })),
    getCatalog: vi.fn(reject),
    getUnreadNotificationCount: vi.fn(() =>
      unread instanceof Error ? Promise.reject(unread) : Promise.resolve({ count: unread }),
    ),
    getNotifications: vi.fn(reject),
    markNotificationRead: vi.fn(reject),
    markNotificationUnread: vi.fn(reject),
    markChangelogRead: vi.fn(reject),
    getCompanySubscription: vi.fn(() => Promise.resolve(subscription)),
    getCompanyAddresses: vi.fn(reject),
    getCompanyMembers: vi.fn(reject),
    getRegistryStatusCounts: vi.fn(reject),
    runCompanyAction: vi.fn(reject),
    getSubscriptionValidStatus: vi.fn(reject),
    assignSalesRepresentative: vi.fn(reject),
    setInternalUserStatus: vi.fn(reject),
    runUserAction: vi.fn(reject),
    getReportPreview: vi.fn(reject),
    downloadReport: vi.fn(reject),
    getFundingStatusCounts: vi.fn(reject),
    setFundingStatus: vi.fn(reject),
    saveFactoringCompany: vi.fn(reject),
    requestFactoringInfo: vi.fn(reject),
    downloadFactoringFile: vi.fn(reject),
    getDashboardKpis: vi.fn(reject),
    // The external dashboard (issue 16).
    getCompanyDashboard: vi.fn(reject),
    searchDirectory: vi.fn(reject),
    searchDirectoryAll: vi.fn(reject),
    getDirectoryProfile: vi.fn(reject),
    getInfoResponses: vi.fn(reject),
    downloadInfoResponseFile: vi.fn(reject),
    getMyClaimant: vi.fn(reject),
    updateMyClaimant: vi.fn(reject),
    updateMyClaimantLanguage: vi.fn(reject),
    signUp: vi.fn(reject),
    emailExists: vi.fn(() => Promise.resolve(false)),
    getAccountSummary: vi.fn(reject),
    verifyAccount: vi.fn(reject),
    sendVerificationCode: vi.fn(reject),
    requestPasswordReset: vi.fn(reject),
    resendPasswordReset: vi.fn(reject),
    verifyPasswordReset: vi.fn(reject),
    setPassword: vi.fn(reject),
    updatePassword: vi.fn(reject),
    getCompleteAccountInfo: vi.fn(reject),
    completeAccount: vi.fn(reject),
    revalidateAccount: vi.fn(reject),
    answerInfoRequest: vi.fn(reject),
    suggestPlaces: vi.fn(() => Promise.resolve([])),
    updateCompany: vi.fn(reject),
    uploadCompanyPicture: vi.fn(reject),
    uploadUserPicture: vi.fn(reject),
    savePaymentMethod: vi.fn(reject),
    getQuote: vi.fn(reject),
    getPreviousSummary: vi.fn(reject),
    setCaseStatus: vi.fn(reject),
    reassignCase: vi.fn(reject),
    setCaseFavorite: vi.fn(reject),
    getCaseActivity: vi.fn(reject),
    getCaseDeletion: vi.fn(reject),
    listDeletedCases: vi.fn(() => Promise.resolve([])),
    restoreCase: vi.fn(reject),
    getCaseCollaborators: vi.fn(reject),
    addCaseCollaborator: vi.fn(reject),
    removeCaseCollaborator: vi.fn(reject),
    getCaseNotes: vi.fn(reject),
    createNote: vi.fn(reject),
    updateNote: vi.fn(reject),
    deleteNote: vi.fn(reject),
    getCaseResume: vi.fn(reject),
    buyCases: vi.fn(reject),
    searchCollaboratorCandidates: vi.fn(reject),
    getCaseStatusRequests: vi.fn(reject),
    requestCaseStatus: vi.fn(reject),
    answerCaseStatusRequest: vi.fn(reject),
    getCaseFiles: vi.fn(reject),
    uploadCaseFiles: vi.fn(reject),
    getCaseFile: vi.fn(reject),
    updateCaseFile: vi.fn(reject),
    deleteCaseFile: vi.fn(reject),
    downloadCaseFile: vi.fn(reject),
    createFileShareLink: vi.fn(reject),
    getCaseFileAudit: vi.fn(reject),
    requestCaseFile: vi.fn(reject),
    getSharedFile: vi.fn(reject),
    downloadSharedFile: vi.fn(reject),
    previewCaseMerge: vi.fn(reject),
    mergeCases: vi.fn(reject),
    getCaseMerges: vi.fn(reject),
    undoCaseMerge: vi.fn(reject),
    downloadBulkTemplate: vi.fn(reject),
    checkBulkUpload: vi.fn(reject),
    importBulkUpload: vi.fn(reject),
    getPresentedCase: vi.fn(reject),
    presentCase: vi.fn(reject),
    getReferralStatusCounts: vi.fn(reject),
    listReferralSkeleton: vi.fn(reject),
    getReferral: vi.fn(reject),
    acceptReferral: vi.fn(reject),
    rejectReferral: vi.fn(reject),
    assignReferral: vi.fn(reject),
    resendReferral: vi.fn(reject),
    getCaseReferrals: vi.fn(reject),
    getCompanyProfessionals: vi.fn(reject),
    // Appointments (issue 16)
    getAppointmentIndex: vi.fn(reject),
    createAppointment: vi.fn(reject),
    cancelAppointment: vi.fn(reject),
    concludeAppointment: vi.fn(reject),
    getAppointmentBounds: vi.fn(reject),
    // Every firm's case page asks for it: on track (nothing to show) unless a test says otherwise.
    getCaseAdherence: vi.fn(async (caseId: string) => ({
      caseId,
      missed: [],
      lastVisitAt: null,
      gapDays: null,
    })),
    createFundingRequest: vi.fn(reject),
    getCaseFundingRequests: vi.fn(reject),
    getUsersFundedByMe: vi.fn(reject),
    searchFactoringCompanies: vi.fn(reject),
    getFundingCaseFacts: vi.fn(reject),
    getCaseBilling: vi.fn(reject),
    getProviderBilling: vi.fn(reject),
    createBill: vi.fn(reject),
    updateBill: vi.fn(reject),
    voidBill: vi.fn(reject),
    recordPayment: vi.fn(reject),
    requestReduction: vi.fn(reject),
    stepReduction: vi.fn(reject),
    getSettlement: vi.fn(reject),
    saveSettlement: vi.fn(reject),
    sendProRataRequests: vi.fn(reject),
    finalizeSettlement: vi.fn(reject),
    getMyClaimantCases: vi.fn(reject),
    getMyClaimantCase: vi.fn(reject),
    listFileShareLinks: vi.fn(reject),
    revokeFileShareLink: vi.fn(reject),
    // Tasks (issue 16)
    createTask: vi.fn(reject),
    updateTask: vi.fn(reject),
    setTaskStatus: vi.fn(reject),
    deleteTask: vi.fn(reject),
    createTaskTemplate: vi.fn(reject),
    updateTaskTemplate: vi.fn(reject),
    deleteTaskTemplate: vi.fn(reject),
    priceSubscriptionChanges: vi.fn(reject),
    deleteAddresses: vi.fn(reject),
    getAddressesOfLicenses: vi.fn(reject),
    getLicenseAddresses: vi.fn(reject),
    getCompanyLicenseAddresses: vi.fn(reject),
    setCompanyLicenseAddresses: vi.fn(reject),
    getCompanyMembersDetails: vi.fn(reject),
    getCompanySupports: vi.fn(reject),
    getCompanyLicenses: vi.fn(reject),
    addCompanyLicense: vi.fn(reject),
    switchCompanyLicense: vi.fn(reject),
    getCompanyFacilities: vi.fn(reject),
    inviteCompanyMember: vi.fn(reject),
    setCompanyMemberPermission: vi.fn(reject),
    disableCompanyMember: vi.fn(reject),
    deleteCompany: vi.fn(reject),
    getMyCreditCard: vi.fn(reject),
    changePaymentMethod: vi.fn(reject),
    // The caller's own sessions (issue 39): none listed unless a test says so.
    listMySessions: vi.fn(() => Promise.resolve([])),
    endMySession: vi.fn(reject),
    endMyOtherSessions: vi.fn(reject),
    // The network (issue 12)
    sendIntro: vi.fn(reject),
    listIntros: vi.fn(reject),
    getIntroCount: vi.fn(reject),
    getLatestIntro: vi.fn(reject),
    downloadIntroFile: vi.fn(reject),
    referFriend: vi.fn(reject),
    getReferralParticipants: vi.fn(reject),
    getRewardCount: vi.fn(reject),
    getMyNetwork: vi.fn(reject),
    getMyAssociates: vi.fn(reject),
    getUserDetails: vi.fn(reject),
    getUserNames: vi.fn(reject),
    saveUnregisteredProfessional: vi.fn(reject),
    getUnregisteredProfessional: vi.fn(reject),
    searchUnregisteredProfessionals: vi.fn(reject),
    getRegistryReview: vi.fn(reject),
  } as CaseBridgeDataProvider;
}

/** Accepts `accounts` (e-mail -> session) with any password but 'wrong'; otherwise rejects like the API. */
export function fakeAuthProvider(accounts: Record<string, SessionData>): CaseBridgeAuthProvider {
  return {
    login: vi.fn(async ({ username, password }: { username: string; password: string }) => {
      const found = accounts[username];
      if (!found || password === 'wrong') throw new Error(MESSAGES.invalidCredentials);
      session.set(found);
    }),
    logout: vi.fn(async () => {
      session.clear();
      return '/sign-in';
    }),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => null),
    getIdentity: vi.fn(async () => ({ id: 'u1', fullName: 'Ann Lee' })),
  };
}

export interface RenderOptions {
  dataProvider?: CaseBridgeDataProvider;
  authProvider?: CaseBridgeAuthProvider;
}

/** Renders the whole portal at `path` in a memory router; returns the router to read its location. */
export function renderPortal(path: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PortalApp
            dataProvider={options.dataProvider ?? fakeDataProvider()}
            authProvider={options.authProvider ?? fakeAuthProvider({})}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}

/** Whole-app renders (MUI, react-admin contexts) are slow on a busy machine: their tests get more time. */
export const RENDER_TIMEOUT_MS = 20_000;

// findBy* and waitFor wait up to 5 s (1 s by default) for the same reason.
configure({ asyncUtilTimeout: 5_000 });
