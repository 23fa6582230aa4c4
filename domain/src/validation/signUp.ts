/**
 * Sign-up form (POST /users/signup): company type, first and last name, e-mail, password, how the user heard
 * about us and the company name. The password rules drive the live checklist (passwordRules).
 */
import { z } from 'zod';
import { HOW_YOU_HEAR_ABOUT_US } from '../catalogs.ts';
import { LIMITS } from '../constants.ts';
import type { CompanyType } from '../enums.ts';
import { COMPANY_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, requiredChoice, requiredString } from './common.ts';

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: MESSAGES.passwordRuleLength, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: MESSAGES.passwordRuleUpper, test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: MESSAGES.passwordRuleLower, test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: MESSAGES.passwordRuleDigit, test: (p) => /\d/.test(p) },
  { id: 'special', label: MESSAGES.passwordRuleSpecial, test: (p) => /[^A-Za-z0-9\s]/.test(p) },
];

/** Each rule with whether `password` passes it (the live checklist). */
export function passwordChecklist(password: string): (PasswordRule & { passed: boolean })[] {
  return passwordRules.map((rule) => ({ ...rule, passed: rule.test(password) }));
}

/** A new password: required, then every rule of passwordRules. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .refine((p) => passwordRules.every((rule) => rule.test(p)), { error: MESSAGES.passwordWeak });

/** Companies that sign up by themselves (factoring companies are created by internal staff). */
export const SIGN_UP_COMPANY_TYPES = COMPANY_TYPES.filter((t) => t !== 'FACTORING_COMPANY') as [
  CompanyType,
  ...CompanyType[],
];

const HEAR_IDS = HOW_YOU_HEAR_ABOUT_US.map((item) => item.id) as [string, ...string[]];

export const signUpSchema = z.object({
  companyType: requiredChoice(SIGN_UP_COMPANY_TYPES, MESSAGES.thisFieldRequired),
  name: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  lastName: requiredString(MESSAGES.fieldRequired, LIMITS.nameMaxLength),
  email: emailSchema,
  password: newPasswordSchema,
  howYouHearAboutUs: requiredChoice(HEAR_IDS, MESSAGES.thisFieldRequired),
  companyName: requiredString(MESSAGES.fieldRequired, LIMITS.companyNameMaxLength),
  /** Referral id from the sign-up link (?grsf=). */
  grsf: z.string().nullish(),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
