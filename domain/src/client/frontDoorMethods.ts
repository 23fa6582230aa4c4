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
  ClaimantLanguage,
  ClaimantProfileValues,
  Company,
  CompanyEditInput,
  CompleteAccountInfo,
  CompleteAccountResult,
  InfoResponse,
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
import { COMPLETE_ACCOUNT_ENDPOINTS, ENDPOINTS } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { sessionFromLogin } from './sessionFromLogin.ts';

/** What POST /companies/{id}/info-responses answers: the company (back in review) and the answer kept. */
export interface InfoAnswerResult {
  company: Company;
  response: InfoResponse;
}

/** The activation form to send, by company type (the path of the call follows the type). */
export type CompleteAccountRequest =
  | { type: 'FACILITY'; payload: ActivationFacilityInput }
  | { type: 'ATTORNEY' | 'HEALTH_PROVIDER'; payload: ActivationProfessionalInput };

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
  /** PUT /claimants/me/language: the claimant's language (en, es). */
  updateMyClaimantLanguage(language: ClaimantLanguage): Promise<Claimant>;
  // Activation and the Complete Your Account panel.
  /** GET /account/complete/{id}: the company's complete-account flags. */
  getCompleteAccountInfo(companyId: string): Promise<CompleteAccountInfo>;
  /** POST /account/complete/{facility|attorney|health-provider}: the caller's company goes to PENDING_REVIEW. */
  completeAccount(request: CompleteAccountRequest): Promise<CompleteAccountResult>;
  /** PUT /account/revalidate: an INFO_REQUIRED company goes back to PENDING_REVIEW. */
  revalidateAccount(): Promise<CompleteAccountResult>;
  /**
   * POST /companies/{id}/info-responses (multipart): the owner answers the request for information with a
   * message and files; the company goes back to PENDING_REVIEW.
   */
  answerInfoRequest(companyId: string, answer: { message: string; files: File[] }): Promise<InfoAnswerResult>;
  /** GET /geo/places: the maps service's suggestions for what the user typed. */
  suggestPlaces(query: string, limit?: number): Promise<PlaceSuggestion[]>;
  /** PUT /companies/{id} (company form, edit). */
  updateCompany(companyId: string, values: CompanyEditInput): Promise<Company>;
  /** PUT /companies/{id}/picture (multipart): the company logo. */
  uploadCompanyPicture(companyId: string, file: File): Promise<Company>;
  /** PUT /users/{id}/picture (multipart `picture`): a user's public picture (themselves, or their company's admins). */
  uploadUserPicture(userId: string, file: File): Promise<User>;
  // Plan selection and payment (owner or admin; the API answers 402 with the provider's decline message).
  /** POST /subscriptions/company/{id}/payment-method: first plan or upgrade; the session takes the new plan. */
  savePaymentMethod(companyId: string, request: PaymentMethodRequest): Promise<PaymentMethodResult>;
  /** PUT /subscriptions/quote: the cart of a plan for the caller's company. */
  getQuote(request: QuoteRequest): Promise<SubscriptionCart>;
  /** GET /subscriptions/{id}/previous-summary?isAnnuall= (404 when there is none). */
  getPreviousSummary(subscriptionId: string, annual: boolean): Promise<PreviousSummary>;
}

export function frontDoorMethods(http: HttpClient): FrontDoorMethods {
  const call = endpointCaller(http);
  const pub = { auth: false } as const;
  return {
    signUp: (values) => call(ENDPOINTS.signUp, { ...pub, body: values }),
    emailExists: async (email) => {
      const answer: { exists: boolean } = await call(ENDPOINTS.emailExists, { ...pub, query: { email } });
      return answer.exists;
    },
    getAccountSummary: (id) => call(ENDPOINTS.getAccountSummary, { ...pub, params: { id } }),
    verifyAccount: async (request) => {
      const answer: LoginResponse = await call(ENDPOINTS.verifyAccount, { ...pub, body: request });
      const data = sessionFromLogin(answer);
      session.set(data);
      return data;
    },
    sendVerificationCode: (ref) => call(ENDPOINTS.sendVerificationCode, { ...pub, body: ref }),
    requestPasswordReset: (email) => call(ENDPOINTS.requestPasswordReset, { ...pub, body: { email } }),
    resendPasswordReset: (email) => call(ENDPOINTS.resendPasswordReset, { ...pub, body: { email } }),
    verifyPasswordReset: (email, code) =>
      call(ENDPOINTS.verifyPasswordReset, { ...pub, body: { email, code } }),
    setPassword: (request) => call(ENDPOINTS.setPassword, { ...pub, body: request }),
    updatePassword: async (request) => {
      const user: User = await call(ENDPOINTS.updatePassword, { body: request });
      session.update({ passwordReset: false });
      return user;
    },
    getMyClaimant: () => call(ENDPOINTS.getMyClaimant),
    updateMyClaimantLanguage: (language) => call(ENDPOINTS.updateMyClaimantLanguage, { body: { language } }),
    getCompleteAccountInfo: (id) => call(ENDPOINTS.getCompleteAccountInfo, { params: { id } }),
    completeAccount: (request) => call(COMPLETE_ACCOUNT_ENDPOINTS[request.type], { body: request.payload }),
    revalidateAccount: () => call(ENDPOINTS.revalidateAccount),
    answerInfoRequest: (id, { message, files }) => {
      const form = new FormData();
      form.append('message', message);
      for (const file of files) form.append('files', file);
      return call(ENDPOINTS.answerInfoRequest, { params: { id }, body: form });
    },
    suggestPlaces: (q, limit) => call(ENDPOINTS.suggestPlaces, { query: { q, limit } }),
    updateCompany: (id, values) => call(ENDPOINTS.updateCompany, { params: { id }, body: values }),
    uploadCompanyPicture: (id, file) => {
      const form = new FormData();
      form.append('picture', file);
      return call(ENDPOINTS.uploadCompanyPicture, { params: { id }, body: form });
    },
    uploadUserPicture: (id, file) => {
      const form = new FormData();
      form.append('picture', file);
      return call(ENDPOINTS.updateUserPicture, { params: { id }, body: form });
    },
    savePaymentMethod: async (id, request) => {
      const result: PaymentMethodResult = await call(ENDPOINTS.savePaymentMethod, {
        params: { id },
        body: request,
      });
      const current = session.get();
      const subscriptionType = result.company.subscriptionType;
      if (current?.company?.id === result.company.id)
        session.update({ subscriptionType, company: { ...current.company, subscriptionType } });
      return result;
    },
    getQuote: (request) => call(ENDPOINTS.getQuote, { body: request }),
    getPreviousSummary: (id, annual) =>
      call(ENDPOINTS.getPreviousSummary, { params: { id }, query: { isAnnuall: annual } }),
    updateMyClaimant: async (values) => {
      const claimant: Claimant = await call(ENDPOINTS.updateMyClaimant, { body: values });
      session.update({ userName: `${claimant.name} ${claimant.lastName}`.trim() });
      return claimant;
    },
  };
}
