/**
 * Zod schemas of the answers, for the OpenAPI document only. Each one is checked at compile time
 * against its entity type of @casebridge/domain, so the document cannot drift from the served shapes.
 */
import { z } from 'zod';
import {
  API_ERROR_CODES,
  BILLING_TYPES,
  COMPANY_PERMISSIONS,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  NOTIFICATION_ACTIONS,
  NOTIFICATION_SECTIONS,
  PLAN_CONCEPTS,
  PLAN_TYPES,
  POSITIONS,
  PREMIUM_STATUSES,
  REJECTION_MOTIVES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
  TIER_TYPES,
  USER_STATUSES,
  USER_TYPES,
} from '@casebridge/domain';
import type {
  Address,
  ApiErrorBody,
  CatalogItem,
  Company,
  LoginResponse,
  Notification,
  OutboxEmail,
  PlanPricing,
  SessionData,
  Subscription,
  User,
} from '@casebridge/domain';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

const date = z.string().describe('ISO-8601 timestamp');
const id = z.string();

export const apiErrorSchema = z.object({
  error: z.enum(Object.values(API_ERROR_CODES) as [ApiErrorBody['error'], ...ApiErrorBody['error'][]]),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional().describe('per-field messages keyed by dotted path'),
});

export const locationSchema = z.object({
  id,
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  suite: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const companySchema = z.object({
  id,
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  email: z.string(),
  taxId: z.string().nullable(),
  phoneNumber: z.string().nullable().describe('digits only'),
  website: z.string().nullable(),
  mission: z.string().nullable(),
  location: locationSchema.nullable(),
  picture: z.string().nullable(),
  ownerId: id.nullable(),
  salesRepresentativeId: id.nullable(),
  npiNumber: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  facilityType: z.string().nullable(),
  facilityTypeOther: z.string().nullable(),
  specialtyIds: z.array(z.string()),
  keywords: z.string(),
  caseResume: z.object({
    total: z.number(),
    totalAvailable: z.number(),
    totalSpent: z.number(),
    totalPurchase: z.number(),
  }),
  rejectionMotive: z.enum(REJECTION_MOTIVES).nullable(),
  rejectionText: z.string().nullable(),
  infoRequestMessage: z.string().nullable(),
  createdAt: date,
  updatedAt: date,
  validatedAt: date.nullable(),
  submittedAt: date.nullable(),
  billingChoice: z
    .enum(BILLING_TYPES)
    .nullable()
    .optional()
    .describe('billing cycle chosen in the activation form'),
});

export const userSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  companyId: id.nullable(),
  permission: z.enum(COMPANY_PERMISSIONS).nullable(),
  position: z.enum(POSITIONS).nullable(),
  status: z.enum(USER_STATUSES),
  enabled: z.boolean(),
  verified: z.boolean(),
  professionalProfileActive: z.boolean(),
  passwordReset: z.boolean(),
  changelogRead: z.boolean(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  specialtyId: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  createdAt: date,
  lastLoginAt: date.nullable(),
});

const plan = z.object({ planType: z.enum(PLAN_TYPES), billingType: z.enum(BILLING_TYPES) });

export const subscriptionSchema = z.object({
  id,
  companyId: id,
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialing: z.boolean(),
  freeTrialUsed: z.boolean(),
  trialEnd: date.nullable(),
  subscriptionPeriodEnd: date.nullable(),
  billingType: z.enum(BILLING_TYPES),
  lastUpdate: date,
  creditCard: z
    .object({ id, lastDigits: z.string(), brand: z.enum(['visa', 'mastercard', 'amex', 'discover']) })
    .nullable(),
  paymentError: z.boolean(),
  downgradeTo: plan.nullable(),
  customer: z.boolean(),
});

export const addressSchema = z.object({
  id,
  companyId: id,
  licenseId: id.nullable(),
  address: z.string(),
  auxId: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  suite: z.string().nullable(),
  selected: z.boolean(),
  premiumStatus: z.enum(PREMIUM_STATUSES).nullable(),
  tierType: z.enum(TIER_TYPES).nullable(),
  previousPremiumStatus: z.enum(PREMIUM_STATUSES).nullable(),
  previousTierType: z.enum(TIER_TYPES).nullable(),
  licensesCount: z.number(),
  isDuplicate: z.boolean().optional(),
  editing: z.boolean().optional(),
});

const party = z.object({ id, name: z.string(), type: z.string() });

export const notificationSchema = z.object({
  id,
  userId: id,
  read: z.boolean(),
  message: z.string(),
  description: z.string(),
  createAt: date,
  section: z.enum(NOTIFICATION_SECTIONS),
  action: z.enum(NOTIFICATION_ACTIONS),
  extra: z.string().describe('colon-separated ids'),
  caseFolio: z.string().nullable(),
  sender: party.nullable(),
  receiver: party.nullable(),
  company: id.nullable(),
});

export const companySummarySchema = companySchema
  .pick({ id: true, name: true, type: true, status: true, subscriptionType: true })
  .nullable();

export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().describe('seconds until `token` expires'),
  user: userSchema,
  company: companySummarySchema,
});

export const sessionSchema = z.object({
  userType: z.enum(USER_TYPES),
  permissions: z.enum(COMPANY_PERMISSIONS).nullable(),
  position: z.enum(POSITIONS).nullable(),
  companyType: z.enum(COMPANY_TYPES).nullable(),
  companyStatus: z.enum(COMPANY_STATUSES).nullable(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable(),
  userName: z.string(),
  userId: id,
  userUsername: z.string(),
  passwordReset: z.boolean(),
  changelogRead: z.boolean(),
  email: z.string(),
  company: companySummarySchema,
});

export const planPricingSchema = z.record(
  z.enum(PLAN_CONCEPTS),
  z.object({ price: z.number().describe('cents'), trialPeriodDays: z.number() }),
);

export const outboxEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: date,
});

export const catalogSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export type _Checks = [
  Assert<Equals<z.output<typeof apiErrorSchema>, ApiErrorBody>>,
  Assert<Equals<z.output<typeof companySchema>, Company>>,
  Assert<Equals<z.output<typeof userSchema>, User>>,
  Assert<Equals<z.output<typeof subscriptionSchema>, Subscription>>,
  Assert<Equals<z.output<typeof addressSchema>, Address>>,
  Assert<Equals<z.output<typeof notificationSchema>, Notification>>,
  Assert<Equals<z.output<typeof loginResponseSchema>, LoginResponse>>,
  Assert<Equals<z.output<typeof sessionSchema>, Omit<SessionData, 'token' | 'refreshToken'>>>,
  Assert<Equals<z.output<typeof planPricingSchema>, PlanPricing>>,
  Assert<Equals<z.output<typeof catalogSchema>, CatalogItem[]>>,
  Assert<Equals<z.output<typeof outboxEmailSchema>, OutboxEmail>>,
];
