/** Users, sign-in and sign-up answers, and the client's session (SPEC.md sections 3 and 7). */
import { z } from 'zod';
import {
  COMPANY_PERMISSIONS,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  POSITIONS,
  SUBSCRIPTION_TYPES,
  USER_STATUSES,
  USER_TYPES,
} from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';
import { companySchema, companySummarySchema } from './companies.ts';
import { subscriptionSchema } from './subscriptions.ts';

export const userSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  companyId: id.nullable(),
  permission: z
    .enum(COMPANY_PERMISSIONS)
    .nullable()
    .describe('OWNER / ADMIN / MEMBER; null for internal users and claimants'),
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
export type User = z.output<typeof userSchema>;

/** What a session carries on the client besides its tokens (section 3, "Client-side session data"). */
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
export const sessionDataSchema = sessionSchema.extend({
  token: z.string(),
  refreshToken: z.string(),
  /** When the client refreshes `token`, ahead of its expiry (epoch ms; tokenRefreshAt in client/tokenExpiry.ts). */
  tokenRefreshAt: z.number().optional(),
});
/** What a session carries on the client (section 3, "Client-side session data"). */
export type SessionData = z.output<typeof sessionDataSchema>;

/** The answer of POST /users/login and GET /user/{token}/refresh. */
export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().describe('seconds until `token` expires'),
  user: userSchema,
  company: companySummarySchema,
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** POST /users/signup */
export const signUpResponseSchema = z.object({ user: userSchema, company: companySchema });
export type SignUpResponse = z.output<typeof signUpResponseSchema>;

/** GET /users/account/{id}: what the account-verification page may show about an account. */
export const accountSummarySchema = z.object({
  id,
  email: z.string().describe("masked, e.g. 'j***@firm.test': the id alone must not reveal the address"),
  verified: z.boolean(),
});
export type AccountSummary = z.output<typeof accountSummarySchema>;

/** PUT /users/reset-password/verify: the one-time token that lets PUT /users/password set the password. */
export const passwordResetGrantSchema = z.object({
  resetToken: z.string().describe('one-time token for PUT /users/password'),
  expiresIn: z.number().describe('seconds the token stays valid'),
});
export type PasswordResetGrant = z.output<typeof passwordResetGrantSchema>;

export const passwordCheckSchema = z.object({ valid: z.boolean() });

/** GET /account: the caller's user, company, subscription and session data. */
export const accountResponseSchema = z.object({
  user: userSchema,
  company: companySchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  session: sessionSchema,
});

/** PUT /users?onlyEnabledUsers=: the users of these ids the caller may see (a lookup too long for a query). */
export const USERS_BY_IDS_MAX = 100;
export const usersByIdsBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(USERS_BY_IDS_MAX),
});
export const usersByIdsQuerySchema = z.object({
  onlyEnabledUsers: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: leave out disabled users'),
});
