/** Zod schemas of the registry, sales-representative and internal-user answers (OpenAPI only, type-checked). */
import { z } from 'zod';
import {
  BILLING_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
} from '@casebridge/domain';
import type { RegistryEntry, SalesAssignmentEntry, SubscriptionValidStatus } from '@casebridge/domain';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

const date = z.string().describe('ISO-8601 timestamp');
const id = z.string();

export const registryEntrySchema = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  email: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  planType: z.enum(PLAN_TYPES).nullable(),
  billingType: z.enum(BILLING_TYPES).nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  trialing: z.boolean(),
  trialEnd: date.nullable(),
  subscriptionPeriodEnd: date.nullable(),
  paymentError: z.boolean(),
  salesRepresentativeId: id.nullable(),
  salesRepresentativeName: z.string().nullable(),
  createdAt: date,
  lastUpdate: date,
  lastActivity: date,
});

export const validStatusSchema = z.object({
  companyId: id,
  valid: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  paymentError: z.boolean(),
  companyStatus: z.enum(COMPANY_STATUSES),
});

export const salesAssignmentEntrySchema = z.object({
  id,
  companyId: id,
  salesRepresentativeId: id,
  startDate: date,
  endDate: date.nullable(),
  companyName: z.string(),
  salesRepresentativeName: z.string(),
  current: z.boolean(),
});

export type _RegistryChecks = [
  Assert<Equals<z.output<typeof registryEntrySchema>, RegistryEntry>>,
  Assert<Equals<z.output<typeof validStatusSchema>, SubscriptionValidStatus>>,
  Assert<Equals<z.output<typeof salesAssignmentEntrySchema>, SalesAssignmentEntry>>,
];
