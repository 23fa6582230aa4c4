/** Companies and their addresses, as the API answers them (SPEC.md section 3). */
import { z } from 'zod';
import {
  BILLING_TYPES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  PREMIUM_STATUSES,
  REJECTION_MOTIVES,
  SUBSCRIPTION_TYPES,
  TIER_TYPES,
} from '../enums.ts';
import { SHARE_LINK_POLICIES } from '../rules/shareLinks.ts';
import { idSchema as id, isoDateSchema as date, locationSchema } from './common.ts';

/**
 * A company's case counters (SPEC.md 3 "Case resume"): total and totalSpent (cases created), totalPurchase
 * (cases bought in packs), totalIncluded (cases that came with the plan or the seed, not bought) and
 * totalAvailable = totalIncluded + totalPurchase - totalSpent.
 */
export const caseResumeSchema = z.object({
  total: z.number().describe('cases created'),
  totalAvailable: z.number().describe('cases left: totalIncluded + totalPurchase - totalSpent'),
  totalSpent: z.number().describe('cases created (each spends one)'),
  totalPurchase: z.number().describe('cases bought (packs of 10), not counting the included ones'),
  totalIncluded: z.number().describe('cases that came with the plan or were given, not bought'),
});
export type CaseResume = z.output<typeof caseResumeSchema>;

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
  picture: z.string().nullable().describe('picture URL (served by GET /companies/{id}/picture)'),
  // Product's own fields:
  ownerId: id.nullable(),
  salesRepresentativeId: id.nullable(),
  npiNumber: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  facilityType: z.string().nullable(),
  facilityTypeOther: z.string().nullable(),
  specialtyIds: z.array(z.string()),
  keywords: z.string(),
  directoryVisible: z
    .boolean()
    .describe(
      'the facility visibility toggle (SPEC.md 4): a facility appears in the directory only when true',
    ),
  shareLinkPolicy: z
    .enum(SHARE_LINK_POLICIES)
    .optional()
    .describe(
      'who creates public share links to case files (issue 39): MANAGERS (owners, admins, the case’s ' +
        'responsible attorney; the default when absent) or ALL_MEMBERS',
    ),
  caseResume: caseResumeSchema,
  rejectionMotive: z.enum(REJECTION_MOTIVES).nullable(),
  rejectionText: z.string().nullable(),
  infoRequestMessage: z.string().nullable(),
  createdAt: date,
  updatedAt: date,
  validatedAt: date.nullable(),
  submittedAt: date.nullable().describe('when the company entered PENDING_REVIEW (validation age)'),
  billingChoice: z
    .enum(BILLING_TYPES)
    .nullable()
    .optional()
    .describe('billing cycle chosen in the activation form (absent until the form is sent)'),
});
export type Company = z.output<typeof companySchema>;

/** The company fields a session and a sign-in carry. */
export const companySummarySchema = companySchema
  .pick({ id: true, name: true, type: true, status: true, subscriptionType: true })
  .nullable();

export const addressSchema = z.object({
  id,
  companyId: id,
  licenseId: id.nullable().describe('licensed professional profile this address belongs to, when any'),
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
export type Address = z.output<typeof addressSchema>;
