/**
 * The entities of SPEC.md section 3 as stored and served by the fake API. Fields the spec names keep its
 * spelling; fields it does not show are the product's own and are marked so. Ids are strings.
 */
import type {
  AppointmentStatus,
  BillingType,
  CaseStatus,
  CompanyPermission,
  CompanyStatus,
  CompanyType,
  FactoringService,
  FundingRequestFor,
  FundingStatus,
  FundingType,
  NotificationAction,
  NotificationSection,
  PlanConcept,
  PlanType,
  PoliceReportOption,
  Position,
  PremiumStatus,
  PresentedCaseStatus,
  ReductionStatus,
  ReferralStatus,
  RejectionMotive,
  SubscriptionStatus,
  SubscriptionType,
  TaskCategory,
  TaskStatus,
  TierType,
  UserStatus,
  UserType,
  VerificationPurpose,
} from './enums.ts';

export type Id = string;
/** ISO-8601 timestamp. */
export type IsoDate = string;

export interface Location {
  id: Id;
  latitude: number;
  longitude: number;
  address: string;
  suite: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface Address {
  id: Id;
  companyId: Id;
  /** Licensed professional profile this address belongs to, when any (product's own). */
  licenseId: Id | null;
  address: string;
  auxId: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  suite: string | null;
  selected: boolean;
  premiumStatus: PremiumStatus | null;
  tierType: TierType | null;
  previousPremiumStatus: PremiumStatus | null;
  previousTierType: TierType | null;
  licensesCount: number;
  isDuplicate?: boolean;
  editing?: boolean;
}

export interface CaseResume {
  total: number;
  totalAvailable: number;
  totalSpent: number;
  totalPurchase: number;
}

export interface Company {
  id: Id;
  name: string;
  type: CompanyType;
  status: CompanyStatus;
  subscriptionType: SubscriptionType;
  email: string;
  taxId: string | null;
  phoneNumber: string | null;
  website: string | null;
  mission: string | null;
  location: Location | null;
  /** Picture URL (served by GET /companies/{id}/picture). */
  picture: string | null;
  // Product's own fields:
  ownerId: Id | null;
  salesRepresentativeId: Id | null;
  npiNumber: string | null;
  licenseNumber: string | null;
  facilityType: string | null;
  facilityTypeOther: string | null;
  specialtyIds: string[];
  keywords: string;
  caseResume: CaseResume;
  rejectionMotive: RejectionMotive | null;
  rejectionText: string | null;
  infoRequestMessage: string | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  validatedAt: IsoDate | null;
  /** When the company entered PENDING_REVIEW (validation age). */
  submittedAt: IsoDate | null;
  /** The billing cycle chosen in the activation form (product's own; absent until the form is sent). */
  billingChoice?: BillingType | null;
}

export interface CreditCard {
  id: Id;
  lastDigits: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
}

export interface Subscription {
  id: Id;
  companyId: Id;
  planType: PlanType;
  status: SubscriptionStatus;
  trialing: boolean;
  freeTrialUsed: boolean;
  trialEnd: IsoDate | null;
  subscriptionPeriodEnd: IsoDate | null;
  billingType: BillingType;
  lastUpdate: IsoDate;
  creditCard: CreditCard | null;
  paymentError: boolean;
  /** Plan the subscription falls to when a PENDING_CANCELLATION period ends. */
  downgradeTo: { planType: PlanType; billingType: BillingType } | null;
  /** True once the company is a customer of the payment provider (a card was saved with it, or it has paid). */
  customer: boolean;
}

export interface User {
  id: Id;
  email: string;
  name: string;
  lastName: string;
  userType: UserType;
  companyId: Id | null;
  /** OWNER / ADMIN / MEMBER; null for internal users and claimants. */
  permission: CompanyPermission | null;
  position: Position | null;
  status: UserStatus;
  enabled: boolean;
  verified: boolean;
  professionalProfileActive: boolean;
  passwordReset: boolean;
  changelogRead: boolean;
  phone: string | null;
  picture: string | null;
  specialtyId: string | null;
  licenseNumber: string | null;
  createdAt: IsoDate;
  lastLoginAt: IsoDate | null;
}

/** The stored user carries its password hash; it never leaves the fake API. */
export interface UserRecord extends User {
  passwordHash: string;
}

/** A licensed professional profile of a company (section 3 Professional / Member details). */
export interface License {
  id: Id;
  companyId: Id;
  userId: Id | null;
  name: string;
  lastName: string;
  licenseNumber: string;
  npiNumber: string | null;
  specialtyId: string | null;
  credentials: { label: string };
  premium: boolean;
  previousPremium: boolean | null;
}

export interface SalesAssignment {
  id: Id;
  companyId: Id;
  salesRepresentativeId: Id;
  startDate: IsoDate;
  /** null while current; set when the assignment moves to history. */
  endDate: IsoDate | null;
}

export interface Claimant {
  id: Id;
  userId: Id;
  name: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: IsoDate | null;
  location: Location | null;
  profileComplete: boolean;
}

export interface FactoringCompany {
  id: Id;
  companyId: Id;
  name: string;
  email: string;
  phoneNumber: string | null;
  website: string | null;
  services: FactoringService[];
  stateCodes: string[];
  minRequestAmount: number;
  maxRequestAmount: number;
  requestTypes: FundingType[];
  picture: string | null;
  fileIds: Id[];
  createdAt: IsoDate;
}

export interface LegalCase {
  id: Id;
  folio: string;
  attorneyCompanyId: Id;
  attorneyUserId: Id;
  claimantId: Id | null;
  claimantName: string;
  status: CaseStatus;
  accidentDate: IsoDate;
  policeReport: PoliceReportOption;
  description: string;
  collaboratorCompanyIds: Id[];
  createdDate: IsoDate;
  updatedAt: IsoDate;
}

export interface Bill {
  id: Id;
  caseId: Id;
  healthProviderCompanyId: Id;
  amount: number;
  date: IsoDate;
  description: string;
}

export interface Payment {
  id: Id;
  caseId: Id;
  billId: Id;
  amount: number;
  date: IsoDate;
}

export interface Reduction {
  id: Id;
  caseId: Id;
  billId: Id;
  requestedAmount: number;
  status: ReductionStatus;
  createdAt: IsoDate;
}

export interface CaseFile {
  id: Id;
  caseId: Id;
  name: string;
  type: string;
  size: number;
  uploadedBy: Id;
  createdAt: IsoDate;
}

export interface Referral {
  id: Id;
  caseId: Id;
  fromCompanyId: Id;
  toCompanyId: Id;
  status: ReferralStatus;
  presentedStatus: PresentedCaseStatus;
  rejectReason: string | null;
  createdAt: IsoDate;
}

export interface Note {
  id: Id;
  caseId: Id;
  authorId: Id;
  text: string;
  createdAt: IsoDate;
}

export interface Task {
  id: Id;
  caseId: Id | null;
  companyId: Id;
  assigneeId: Id;
  title: string;
  category: TaskCategory;
  status: TaskStatus;
  dueDate: IsoDate;
  createdAt: IsoDate;
}

export interface Appointment {
  id: Id;
  caseId: Id | null;
  companyId: Id;
  licenseId: Id | null;
  status: AppointmentStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  cancelReason: string | null;
}

export interface NotificationParty {
  id: Id;
  name: string;
  type: string;
}

export interface Notification {
  id: Id;
  userId: Id;
  read: boolean;
  message: string;
  description: string;
  createAt: IsoDate;
  section: NotificationSection;
  action: NotificationAction;
  /** Colon-separated ids. */
  extra: string;
  caseFolio: string | null;
  sender: NotificationParty | null;
  receiver: NotificationParty | null;
  company: Id | null;
}

export interface FundingRequest {
  id: Id;
  caseId: Id;
  attorneyCompanyId: Id;
  factoringCompanyId: Id;
  requestedBy: Id;
  status: FundingStatus;
  requestFor: FundingRequestFor;
  type: FundingType;
  amount: number;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export interface Intro {
  id: Id;
  senderId: Id;
  receiver: Id;
  onBehalfOf: Id | null;
  introduction: string;
  createdAt: IsoDate;
}

export interface ReferralParticipant {
  id: Id;
  userId: Id;
  referralEmail: string;
  joined: boolean;
  rewarded: boolean;
  createdAt: IsoDate;
}

/**
 * A code sent by e-mail (product's own). Only a keyed hash of the code is stored; a new code for the same user
 * and purpose replaces the previous one. An accepted PASSWORD_RESET code gets a one-time reset token (hashed).
 */
export interface VerificationCode {
  id: Id;
  userId: Id;
  email: string;
  purpose: VerificationPurpose;
  codeHash: string;
  expiresAt: IsoDate;
  /** Wrong codes tried so far. */
  attempts: number;
  /** When the code was accepted; null while pending. */
  usedAt: IsoDate | null;
  resetTokenHash: string | null;
  resetTokenExpiresAt: IsoDate | null;
  createdAt: IsoDate;
}

/** GET /users/account/{id}: what the account-verification page may show about an account. */
export interface AccountSummary {
  id: Id;
  /** Masked ('j***@firm.test'): the id alone must not reveal the address. */
  email: string;
  verified: boolean;
}

/** POST /users/signup */
export interface SignUpResponse {
  user: User;
  company: Company;
}

/** PUT /users/reset-password/verify: the one-time token that lets PUT /users/password set the new password. */
export interface PasswordResetGrant {
  resetToken: string;
  /** Seconds the token stays valid. */
  expiresIn: number;
}

export interface UnregisteredProfessional {
  id: Id;
  companyId: Id;
  name: string;
  lastName: string;
  type: 'ATTORNEY' | 'HEALTH_PROVIDER' | 'FACILITY';
  email: string | null;
}

/** An e-mail the fake API would have sent: kept in its outbox so demos can show it. */
export interface OutboxEmail {
  id: Id;
  to: string;
  subject: string;
  body: string;
  sentAt: IsoDate;
}

export interface PlanPrice {
  price: number;
  trialPeriodDays: number;
}
export type PlanPricing = Record<PlanConcept, PlanPrice>;

export interface CompleteAccountInfo {
  company: boolean;
  payment: boolean;
  professional: boolean;
  account: boolean;
}

/** The answer of POST /account/complete/{type}: the company now in PENDING_REVIEW and its new flags. */
export interface CompleteAccountResult {
  company: Company;
  info: CompleteAccountInfo;
}

/**
 * One suggestion of the maps service (GET /geo/places): a real place with its coordinates. `address` is the
 * street line the user typed before the city, or the city name for a city-level suggestion.
 */
export interface PlaceSuggestion {
  /** Stable for the same place and street text. */
  id: string;
  label: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface CompleteFacilityPayload {
  companyName: string;
  location: Omit<Location, 'id'>;
  suite: string | null;
  npiNumber: string | null;
  licenseNumber: string | null;
  facilityType: string;
  facilityTypeOther: string | null;
}

export interface CompleteProfessionalPayload {
  companyName: string;
  location: Omit<Location, 'id'>;
  suite: string | null;
  specialtyId: string;
  professionalLicenseNumber: string;
  profileId: Id | null;
  name: string;
  lastName: string;
}

export interface SubscriptionCartItem {
  concept: PlanConcept;
  quantity: number;
  unitAmount: number;
  amount: number;
}
export interface SubscriptionCart {
  items: SubscriptionCartItem[];
  subscriptionAmount: number;
  dueAmount: number;
}

export interface PreviousSummary {
  professionals: Pick<License, 'id' | 'name' | 'lastName' | 'credentials'>[];
  addresses: Pick<Address, 'id' | 'address' | 'city' | 'state'>[];
  totalAmount: number;
}

/** The answer of POST/PUT /subscriptions/company/{id}/payment-method (product's own shape). */
export interface PaymentMethodResult {
  company: Company;
  subscription: Subscription;
  /** What the new plan costs per period and what was charged now (0 during a trial or for a card change). */
  cart: SubscriptionCart;
}

/** Every collection of the data file (json-server format: one array per collection). */
export interface Database {
  companies: Company[];
  subscriptions: Subscription[];
  addresses: Address[];
  licenses: License[];
  users: UserRecord[];
  salesAssignments: SalesAssignment[];
  claimants: Claimant[];
  factoringCompanies: FactoringCompany[];
  cases: LegalCase[];
  bills: Bill[];
  payments: Payment[];
  reductions: Reduction[];
  files: CaseFile[];
  referrals: Referral[];
  notes: Note[];
  tasks: Task[];
  appointments: Appointment[];
  notifications: Notification[];
  fundingRequests: FundingRequest[];
  intros: Intro[];
  referralParticipants: ReferralParticipant[];
  unregisteredProfessionals: UnregisteredProfessional[];
  outbox: OutboxEmail[];
  verificationCodes: VerificationCode[];
}
export type CollectionName = keyof Database;
export type RecordOf<C extends CollectionName> = Database[C][number];

/** What a session carries on the client (section 3, "Client-side session data"). */
export interface SessionData {
  token: string;
  refreshToken: string;
  userType: UserType;
  permissions: CompanyPermission | null;
  position: Position | null;
  companyType: CompanyType | null;
  companyStatus: CompanyStatus | null;
  subscriptionType: SubscriptionType | null;
  userName: string;
  userId: Id;
  userUsername: string;
  passwordReset: boolean;
  changelogRead: boolean;
  email: string;
  company: Pick<Company, 'id' | 'name' | 'type' | 'status' | 'subscriptionType'> | null;
}

/** The answer of POST /users/login and GET /user/{token}/refresh. */
export interface LoginResponse {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  user: User;
  company: SessionData['company'];
}

/**
 * One row of the registry (GET /subscriptions/): a company with its subscription and sales representative,
 * joined on the server so the console can filter and sort on any of them. id is the subscription's id (the
 * company's own id when it has no subscription yet).
 */
export interface RegistryEntry {
  id: Id;
  companyId: Id;
  companyName: string;
  companyType: CompanyType;
  /** The company's status: the registry's status tabs and the `status` query parameter. */
  status: CompanyStatus;
  subscriptionType: SubscriptionType;
  email: string;
  state: string | null;
  city: string | null;
  planType: PlanType | null;
  billingType: BillingType | null;
  subscriptionStatus: SubscriptionStatus | null;
  trialing: boolean;
  trialEnd: IsoDate | null;
  subscriptionPeriodEnd: IsoDate | null;
  paymentError: boolean;
  salesRepresentativeId: Id | null;
  salesRepresentativeName: string | null;
  createdAt: IsoDate;
  /** The latest change of the company or its subscription. */
  lastUpdate: IsoDate;
  /** The latest sign-in of any of the company's users, or the last update when nobody signed in. */
  lastActivity: IsoDate;
}

/** A sales-representative assignment with the names the lists show. */
export interface SalesAssignmentEntry extends SalesAssignment {
  companyName: string;
  salesRepresentativeName: string;
  /** True while the assignment has no end date. */
  current: boolean;
}

/** GET /subscriptions/company/{id}/valid-status: whether the company's subscription lets it use paid features. */
export interface SubscriptionValidStatus {
  companyId: Id;
  valid: boolean;
  status: SubscriptionStatus | null;
  paymentError: boolean;
  companyStatus: CompanyStatus;
}

/** GET /dashboard/kpis: the internal dashboard's figures, computed from the current data. */
export interface DashboardKpis {
  companiesByStatus: Record<CompanyStatus, number>;
  validationsWaiting: { count: number; oldestDays: number | null; averageDays: number | null };
  trialsEndingSoon: { companyId: Id; companyName: string; trialEnd: IsoDate }[];
  subscriptionsByPlan: Record<PlanType, number>;
  fundingByStatus: Record<FundingStatus, number>;
  /** The last 12 months, oldest first: month as YYYY-MM. */
  newCasesPerMonth: { month: string; count: number }[];
}
