/** The registry (companies joined with their subscription) and the sales-representative assignments. */
import { z } from 'zod';
import {
  BILLING_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
} from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';
import { companySchema } from './companies.ts';
import { subscriptionSchema } from './subscriptions.ts';

/**
 * One row of the registry (GET /subscriptions/): a company with its subscription and sales representative,
 * joined on the server so the console can filter and sort on any of them. id is the subscription's id (the
 * company's own id when it has no subscription yet).
 */
export const registryEntrySchema = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES).describe("the company's status: the registry's tabs and `status` filter"),
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
  lastUpdate: date.describe('the latest change of the company or its subscription'),
  lastActivity: date.describe("the latest sign-in of any of the company's users, else the last update"),
});
export type RegistryEntry = z.output<typeof registryEntrySchema>;

export const salesAssignmentRecordSchema = z.object({
  id,
  companyId: id,
  salesRepresentativeId: id,
  startDate: date,
  endDate: date.nullable().describe('null while current; set when the assignment moves to history'),
});
export type SalesAssignment = z.output<typeof salesAssignmentRecordSchema>;

/** A sales-representative assignment with the names the lists show. */
export const salesAssignmentEntrySchema = salesAssignmentRecordSchema.extend({
  companyName: z.string(),
  salesRepresentativeName: z.string(),
  current: z.boolean().describe('true while the assignment has no end date'),
});
export type SalesAssignmentEntry = z.output<typeof salesAssignmentEntrySchema>;

/** The answer of every internal action on a company subscription: the company and its subscription after it. */
export const companyActionResultSchema = z.object({
  company: companySchema,
  subscription: subscriptionSchema.nullable(),
});

/** One licensed professional of a company under review: whose license it is and what it says. */
export const registryReviewProfessionalSchema = z.object({
  id,
  userId: id.nullable(),
  name: z.string(),
  lastName: z.string(),
  licenseNumber: z.string().nullable(),
  npiNumber: z.string().nullable(),
  specialty: z.string().nullable().describe("the specialty's name (catalog of the company type)"),
});
export type RegistryReviewProfessional = z.output<typeof registryReviewProfessionalSchema>;

/**
 * GET /companies/{id}/review (issue 40 item 12, staff only): what the staff validate, named: the facility type,
 * the company's license and NPI numbers, its specialties and its licensed professionals with their names.
 */
export const registryReviewSchema = z.object({
  companyId: id,
  companyType: z.enum(COMPANY_TYPES),
  facilityType: z.string().nullable().describe("the facility type's name ('Other: …' with its text)"),
  licenseNumber: z.string().nullable(),
  npiNumber: z.string().nullable(),
  specialties: z.array(z.string()).describe("the company's specialties, by name"),
  professionals: z.array(registryReviewProfessionalSchema),
});
export type RegistryReview = z.output<typeof registryReviewSchema>;
