/** Zod schemas of the sign-up, verification and password answers (OpenAPI only, type-checked against the domain). */
import { z } from 'zod';
import type { AccountSummary, PasswordResetGrant, SignUpResponse } from '@casebridge/domain';
import { companySchema, userSchema } from './entities.ts';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export const signUpResponseSchema = z.object({ user: userSchema, company: companySchema });

export const accountSummarySchema = z.object({
  id: z.string(),
  email: z.string().describe("masked, e.g. 'j***@firm.test'"),
  verified: z.boolean(),
});

export const passwordResetGrantSchema = z.object({
  resetToken: z.string().describe('one-time token for PUT /users/password'),
  expiresIn: z.number().describe('seconds the token stays valid'),
});

export const passwordCheckSchema = z.object({ valid: z.boolean() });

export type _AccountChecks = [
  Assert<Equals<z.output<typeof signUpResponseSchema>, SignUpResponse>>,
  Assert<Equals<z.output<typeof accountSummarySchema>, AccountSummary>>,
  Assert<Equals<z.output<typeof passwordResetGrantSchema>, PasswordResetGrant>>,
];
