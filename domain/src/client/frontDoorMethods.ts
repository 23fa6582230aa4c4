/**
 * The portal front door's calls (SPEC.md 7 "Session, users and verification", "Account", "Subscriptions"):
 * sign-up, verification and passwords, the claimant profile, activation and the maps service, plan selection
 * and payment. Part of the data provider (createDataProvider spreads them in).
 */
import type {
  AccountSummary,
  ActivationFacilityInput,
  ActivationProfessionalInput,
  Claimant,
  ClaimantProfileValues,
  Company,
  CompanyEditInput,
  CompleteAccountInfo,
  CompleteAccountResult,
  LoginResponse,
  PasswordResetGrant,
  PaymentMethodRequest,
  PaymentMethodResult,
  PlaceSuggestion,
  PreviousSummary,
  QuoteRequest,
  SessionData,
  SignUpResponse,
  SignUpValues,
  SubscriptionCart,
  User,
} from '@casebridge/domain';
import type { HttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';

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

export interface FrontDoorMethods {
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
  /** PUT /subscriptions/quote: the cart of a plan for the caller's company. */
  getQuote(request: QuoteRequest): Promise<SubscriptionCart>;
  /** GET /subscriptions/{id}/previous-summary?isAnnuall= (404 when there is none). */
  getPreviousSummary(subscriptionId: string, annual: boolean): Promise<PreviousSummary>;
}

const seg = encodeURIComponent;

export function frontDoorMethods(http: HttpClient): FrontDoorMethods {
  return {
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
    getQuote: (request) => http.put('/subscriptions/quote', request),
    getPreviousSummary: (subscriptionId, annual) =>
      http.get(`/subscriptions/${seg(subscriptionId)}/previous-summary?isAnnuall=${String(annual)}`),
    updateMyClaimant: async (values) => {
      const claimant = await http.put<Claimant>('/claimants/me', values);
      session.update({ userName: `${claimant.name} ${claimant.lastName}`.trim() });
      return claimant;
    },
  };
}
