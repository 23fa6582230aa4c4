/**
 * Every enumeration of SPEC.md, once. Each is a readonly tuple of values plus its union type,
 * so the fake API, the console and the portal iterate, validate and type-check against the same list.
 */

export const COMPANY_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY', 'FACTORING_COMPANY'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  ATTORNEY: 'Attorney',
  HEALTH_PROVIDER: 'Health provider',
  FACILITY: 'Facility',
  FACTORING_COMPANY: 'Factoring company',
};

export const COMPANY_STATUSES = [
  'VALIDATED',
  'INCOMPLETE',
  'PENDING_REVIEW',
  'REJECTED',
  'INFO_REQUIRED',
  'DELETED',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  VALIDATED: 'Validated',
  INCOMPLETE: 'Incomplete',
  PENDING_REVIEW: 'Pending review',
  REJECTED: 'Rejected',
  INFO_REQUIRED: 'Info required',
  DELETED: 'Deleted',
};

/** Company.subscriptionType (section 3). FACILITY is the facility plan family. */
export const SUBSCRIPTION_TYPES = ['BASIC', 'ADVANCED', 'PRO', 'FACILITY'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Plan types of section 4; PRO is always labelled Premium. */
export const PLAN_TYPES = ['BASIC', 'ADVANCED', 'PRO'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_LABELS: Record<PlanType, string> = { BASIC: 'Basic', ADVANCED: 'Advanced', PRO: 'Premium' };
export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = {
  ...PLAN_LABELS,
  FACILITY: 'Facility',
};

export const BILLING_TYPES = ['MONTHLY', 'ANNUAL'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export const BILLING_TYPE_LABELS: Record<BillingType, string> = { MONTHLY: 'Monthly', ANNUAL: 'Annual' };

export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'TRIALING',
  'PENDING_CANCELLATION',
  'PAST_DUE',
  'CANCELED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  TRIALING: 'Trialing',
  PENDING_CANCELLATION: 'Pending cancellation',
  PAST_DUE: 'Past due',
  CANCELED: 'Canceled',
};

export const PREMIUM_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];
export const PREMIUM_STATUS_LABELS: Record<PremiumStatus, string> = {
  ACTIVE: 'Active',
  DEACTIVATED: 'Deactivated',
};
export const TIER_TYPES = ['FREE', 'PRO'] as const;
export type TierType = (typeof TIER_TYPES)[number];
export const TIER_TYPE_LABELS: Record<TierType, string> = { FREE: 'Free', PRO: 'Premium' };

export const NOTIFICATION_SECTIONS = [
  'CASE',
  'BILL',
  'FILE',
  'REFERRAL',
  'PAYMENT',
  'REDUCTION',
  'FUNDING_REQUEST',
  'PENDING_REVIEW',
  'TASK',
  'APPOINTMENT',
  'INTRO',
] as const;
export type NotificationSection = (typeof NOTIFICATION_SECTIONS)[number];

export const NOTIFICATION_ACTIONS = [
  'PRESENT',
  'REQUEST_CASE_STATUS',
  'INVITE',
  'REJECT_INVITE',
  'JOINED',
  'OWNERSHIP_TRANSFERED',
  'UPDATE_CASE_STATUS',
  'ADD',
  'ACCEPT',
  'REJECT',
  'VISIBLE',
  'REQUEST_FILE',
  'ALERT_1',
  'ALERT_2',
  'EXPIRE',
  'REQUEST',
  'ACCEPT_AS_FACTORING',
  'REJECT_AS_FACTORING',
  'ASSIGN',
  'COMPLETE',
  'DELETE',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const FUNDING_STATUSES = [
  'OWNER_REVIEW',
  'OWNER_REJECTED',
  'PENDING',
  'REJECTED',
  'APPROVED',
] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];
export const FUNDING_STATUS_LABELS: Record<FundingStatus, string> = {
  OWNER_REVIEW: 'Under Review',
  OWNER_REJECTED: 'Owner Rejected',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  APPROVED: 'Accepted',
};

export const FUNDING_REQUEST_FOR = ['CLIENT', 'FIRM'] as const;
export type FundingRequestFor = (typeof FUNDING_REQUEST_FOR)[number];
export const FUNDING_REQUEST_FOR_LABELS: Record<FundingRequestFor, string> = {
  CLIENT: 'For the client',
  FIRM: 'For the firm',
};

export const FUNDING_TYPES = ['LIEN_PURCHASE', 'ADVANCE'] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];
export const FUNDING_TYPE_LABELS: Record<FundingType, string> = {
  LIEN_PURCHASE: 'Lien purchase',
  ADVANCE: 'Advance',
};

/** Internal roles of section 6. */
export const INTERNAL_ROLES = ['SYSTEM_ADMIN', 'SUPER_USER', 'USER'] as const;
export type InternalRole = (typeof INTERNAL_ROLES)[number];
export const INTERNAL_ROLE_LABELS: Record<InternalRole, string> = {
  SYSTEM_ADMIN: 'System Admin',
  SUPER_USER: 'Super User',
  USER: 'User',
};

/**
 * External user types of section 6. Facility professionals are HEALTH_PROVIDER users of a FACILITY
 * company; factoring-company staff are SUPPORT users of a FACTORING_COMPANY company.
 */
export const EXTERNAL_USER_TYPES = ['HEALTH_PROVIDER', 'ATTORNEY', 'SUPPORT', 'CLAIMANT'] as const;
export type ExternalUserType = (typeof EXTERNAL_USER_TYPES)[number];

export const USER_TYPES = [...EXTERNAL_USER_TYPES, ...INTERNAL_ROLES] as const;
export type UserType = (typeof USER_TYPES)[number];
export const EXTERNAL_USER_TYPE_LABELS: Record<ExternalUserType, string> = {
  HEALTH_PROVIDER: 'Health provider',
  ATTORNEY: 'Attorney',
  SUPPORT: 'Support',
  CLAIMANT: 'Claimant',
};
export const USER_TYPE_LABELS: Record<UserType, string> = {
  ...EXTERNAL_USER_TYPE_LABELS,
  ...INTERNAL_ROLE_LABELS,
};

export const POSITIONS = ['SALES_REPRESENTATIVE'] as const;
export type Position = (typeof POSITIONS)[number];

/** Company permissions of section 6: OWNER, ADMIN; others are plain members. */
export const COMPANY_PERMISSIONS = ['OWNER', 'ADMIN', 'MEMBER'] as const;
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];
export const COMPANY_PERMISSION_LABELS: Record<CompanyPermission, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
};

export const USER_STATUSES = ['ACTIVE', 'DISABLED', 'PENDING_VERIFICATION'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What a verification code proves: the e-mail of a new account, or the right to set a new password. */
export const VERIFICATION_PURPOSES = ['EMAIL_VERIFICATION', 'PASSWORD_RESET'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const REJECTION_MOTIVES = [
  'NO_LICENSE',
  'EXPIRED_LICENSE',
  'REVOKED_LICENSE',
  'INCONSISTENT_INFORMATION',
  'OTHER',
] as const;
export type RejectionMotive = (typeof REJECTION_MOTIVES)[number];
export const REJECTION_MOTIVE_LABELS: Record<RejectionMotive, string> = {
  NO_LICENSE: 'No license or NPI number',
  EXPIRED_LICENSE: 'Expired license or NPI number',
  REVOKED_LICENSE: 'Revoked license or NPI number',
  INCONSISTENT_INFORMATION: 'Inconsistent information',
  OTHER: 'Other',
};

export const FACTORING_SERVICES = [
  'PRE_SETTLEMENT_FUNDING',
  'MEDICAL_LIEN_PURCHASING',
  'ADVANCES',
  'LAW_FIRM_FUNDING',
  'LAWSUIT_LOANS',
  'CASH_ADVANCE',
  'OTHER',
] as const;
export type FactoringService = (typeof FACTORING_SERVICES)[number];
export const FACTORING_SERVICE_LABELS: Record<FactoringService, string> = {
  PRE_SETTLEMENT_FUNDING: 'Pre-settlement Funding',
  MEDICAL_LIEN_PURCHASING: 'Medical Lien Purchasing',
  ADVANCES: 'Advances',
  LAW_FIRM_FUNDING: 'Law Firm or Attorney Funding',
  LAWSUIT_LOANS: 'Lawsuit Loans',
  CASH_ADVANCE: 'Cash Advance',
  OTHER: 'Other',
};

export const POLICE_REPORT_OPTIONS = ['YES', 'NO', 'NA'] as const;
export type PoliceReportOption = (typeof POLICE_REPORT_OPTIONS)[number];
export const POLICE_REPORT_LABELS: Record<PoliceReportOption, string> = { YES: 'Yes', NO: 'No', NA: 'N/A' };

export const PRESENTED_CASE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type PresentedCaseStatus = (typeof PRESENTED_CASE_STATUSES)[number];

/** A personal-injury case's life, from intake to its end (the order is the usual course of a case). */
export const CASE_STATUSES = [
  'INTAKE',
  'TREATING',
  'DEMAND_SENT',
  'NEGOTIATING',
  'LITIGATION',
  'SETTLED',
  'CLOSED',
  'WITHDRAWN',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  INTAKE: 'Intake',
  TREATING: 'Treating',
  DEMAND_SENT: 'Demand sent',
  NEGOTIATING: 'Negotiating',
  LITIGATION: 'Litigation',
  SETTLED: 'Settled',
  CLOSED: 'Closed',
  WITHDRAWN: 'Withdrawn',
};

export const CASE_TYPES = ['AUTO_ACCIDENT', 'SLIP_AND_FALL', 'WORKPLACE', 'OTHER'] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  AUTO_ACCIDENT: 'Auto accident',
  SLIP_AND_FALL: 'Slip and fall',
  WORKPLACE: 'Workplace',
  OTHER: 'Other',
};

/** What a case's activity log records. */
export const CASE_ACTIVITY_ACTIONS = [
  'CASE_CREATED',
  'CASE_UPDATED',
  'STATUS_CHANGED',
  'REASSIGNED',
  'COLLABORATOR_ADDED',
  'COLLABORATOR_REMOVED',
  'NOTE_ADDED',
  'NOTE_UPDATED',
  'NOTE_DELETED',
  'FILE_ADDED',
  'FILE_DELETED',
  'FILE_VIEWED',
  'FILE_DOWNLOADED',
  'FILE_SHARED',
  'FILE_SHARE_REVOKED',
  'FILE_RENAMED',
  'FILE_UPDATED',
  'FILE_REQUESTED',
  'CASES_BOUGHT',
  'STATUS_REQUESTED',
  'STATUS_REQUEST_ANSWERED',
  'CASE_MERGED',
  'MERGE_UNDONE',
  // Referrals (issue 13): the case presented to a provider or facility, and what became of it.
  'CASE_PRESENTED',
  'REFERRAL_ACCEPTED',
  'REFERRAL_REJECTED',
  'REFERRAL_ASSIGNED',
  'REFERRAL_EXPIRED',
  // Funding requests (issue 14): asked on the case, then reviewed and decided.
  'FUNDING_REQUESTED',
  'FUNDING_STATUS_CHANGED',
  // Billing (issue 14): bills, payments, reduction steps and the settlement statement.
  'BILL_ADDED',
  'BILL_CORRECTED',
  'BILL_VOIDED',
  'PAYMENT_RECORDED',
  'REDUCTION_REQUESTED',
  'REDUCTION_COUNTERED',
  'REDUCTION_ACCEPTED',
  'REDUCTION_REJECTED',
  'REDUCTION_WITHDRAWN',
  'SETTLEMENT_FINALIZED',
  // Task templates (issue 16): a status change created the templates' tasks.
  'TASKS_FROM_TEMPLATES',
] as const;
export type CaseActivityAction = (typeof CASE_ACTIVITY_ACTIONS)[number];

/** A collaborator's request for a case status update: open until the firm answers it. */
export const CASE_STATUS_REQUEST_STATES = ['OPEN', 'ANSWERED'] as const;
export type CaseStatusRequestState = (typeof CASE_STATUS_REQUEST_STATES)[number];

/** Who may read a case note: the firm only, or the firm and the case's collaborators. */
export const NOTE_VISIBILITIES = ['INTERNAL', 'SHARED'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

export const TASK_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_CATEGORIES = ['FOLLOW_UP', 'DOCUMENTS', 'BILLING', 'MEDICAL', 'LEGAL', 'OTHER'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const APPOINTMENT_STATUSES = ['SCHEDULED', 'CANCELED', 'CONCLUDED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * A presentation of a case to a provider or facility (a referral, the receiver's case invite). PENDING until the
 * receiver answers; EXPIRED when nobody answered within REFERRAL_TIMING.expireAfterDays (rules/referrals.ts).
 * The spec's presented-case status (PENDING, ACCEPTED, REJECTED) reads an expired one as REJECTED.
 */
export const REFERRAL_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a provider or facility declines a presented case (labels in rules/referrals.ts); OTHER needs a text. */
export const REFERRAL_REJECT_MOTIVES = [
  'NOT_ACCEPTING_PATIENTS',
  'OUTSIDE_AREA',
  'SPECIALTY_NOT_OFFERED',
  'LIEN_TERMS',
  'OTHER',
] as const;
export type ReferralRejectMotive = (typeof REFERRAL_REJECT_MOTIVES)[number];

export const REDUCTION_STATUSES = ['REQUESTED', 'ACCEPTED', 'REJECTED'] as const;
export type ReductionStatus = (typeof REDUCTION_STATUSES)[number];

/** Plan-pricing concepts of section 3, plus CASES (price per pack of 10 cases). */
export const PLAN_CONCEPTS = [
  'PROFESSIONAL_PLAN',
  'PROFESSIONAL_PLAN_PER_YEAR',
  'PROFESSIONAL_PLAN_ADVANCED',
  'PROFESSIONAL_PLAN_ADVANCED_PER_YEAR',
  'FACILITY_PLAN',
  'FACILITY_PLAN_ADVANCED',
  'PROFILE',
  'PROFILE_PER_YEAR',
  'ADDRESS',
  'ADDRESS_PER_YEAR',
  'CASES',
] as const;
export type PlanConcept = (typeof PLAN_CONCEPTS)[number];
export const PLAN_CONCEPT_LABELS: Partial<Record<PlanConcept, string>> = {
  PROFESSIONAL_PLAN: 'Legal or Health Professional Premium',
  PROFESSIONAL_PLAN_PER_YEAR: 'Legal or Health Professional Premium',
  PROFESSIONAL_PLAN_ADVANCED: 'Legal or Health Professional Advanced',
  PROFESSIONAL_PLAN_ADVANCED_PER_YEAR: 'Legal or Health Professional Advanced',
  ADDRESS: 'Additional Premium Address',
  ADDRESS_PER_YEAR: 'Additional Premium Address',
  PROFILE: 'Additional Premium Professional Profile',
  PROFILE_PER_YEAR: 'Additional Premium Professional Profile',
};
