/**
 * Verification codes and password flows: the bodies of PUT /users/account/verify, /verification/send,
 * /users/reset-password(/verify), /users/password, /users/update-password(/verify), and the portal forms
 * that add a confirmation field.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES, format } from '../messages.ts';
import { emailSchema, isObjectPayload } from './common.ts';
import { newPasswordSchema } from './signUp.ts';

const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`);

/** A code as e-mailed: required, exactly LIMITS.verificationCodeLength digits (spaces around are ignored). */
export const verificationCodeSchema = z
  .string({ error: MESSAGES.verificationCodeRequired })
  .trim()
  .min(1, { error: MESSAGES.verificationCodeRequired })
  .regex(CODE_PATTERN, {
    error: format(MESSAGES.verificationCodeFormat, { n: LIMITS.verificationCodeLength }),
  });

const accountIdSchema = z.string({ error: MESSAGES.accountIdRequired }).trim().min(1, {
  error: MESSAGES.accountIdRequired,
});

/** Names the account by e-mail (/verify/{email}) or by id (/account-verification/{accountId}). */
const accountRefFields = { email: emailSchema.optional(), accountId: accountIdSchema.optional() };

const hasAccountRef = (value: { email?: unknown; accountId?: unknown }) =>
  Boolean(value.email) || Boolean(value.accountId);
const accountRefMissing = { error: MESSAGES.emailRequired, path: ['email'], when: isObjectPayload };

/** PUT /verification/send: resend the e-mail verification code. */
export const sendVerificationSchema = z.object(accountRefFields).refine(hasAccountRef, accountRefMissing);

/** PUT /users/account/verify */
export const verifyAccountSchema = z
  .object({ ...accountRefFields, code: verificationCodeSchema })
  .refine(hasAccountRef, accountRefMissing);

/** PUT /users/reset-password and PUT /verification/reset-password; also the portal's request form. */
export const emailOnlySchema = z.object({ email: emailSchema });

/** PUT /users/reset-password/verify */
export const verifyResetCodeSchema = z.object({ email: emailSchema, code: verificationCodeSchema });

/** The code-entry forms of the portal (the e-mail comes from the route). */
export const codeFormSchema = z.object({ code: verificationCodeSchema });

/** PUT /users/password: the new password, with the token answered for the accepted code. */
export const setPasswordSchema = z.object({
  email: emailSchema,
  resetToken: z
    .string({ error: MESSAGES.passwordResetSessionInvalid })
    .min(1, { error: MESSAGES.passwordResetSessionInvalid }),
  password: newPasswordSchema,
});

const currentPasswordSchema = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .min(1, { error: MESSAGES.currentPasswordRequired });

const differsFromCurrent = {
  error: MESSAGES.passwordUnchanged,
  path: ['password'],
  when: isObjectPayload,
};
const isNewPassword = (value: { currentPassword?: unknown; password?: unknown }) =>
  typeof value.password !== 'string' || value.password !== value.currentPassword;

/** PUT /users/update-password (signed in): the current password, then a new, different one. */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, password: newPasswordSchema })
  .refine(isNewPassword, differsFromCurrent);

/** PUT /users/update-password/verify: a password to check against the caller's. */
export const checkPasswordSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
});

const confirmField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired });
const confirmMatches = (value: { password?: unknown; confirmPassword?: unknown }) =>
  typeof value.confirmPassword !== 'string' ||
  value.confirmPassword === '' ||
  value.confirmPassword === value.password;
const mismatch = { error: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'], when: isObjectPayload };

/** The portal's set-password form (/password-update/{email}): new password twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmField })
  .refine(confirmMatches, mismatch);

/** The portal's change-password form (/password-update): current, new and confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: confirmField,
  })
  .refine(isNewPassword, differsFromCurrent)
  .refine(confirmMatches, mismatch);

export type VerifyAccountInput = z.input<typeof verifyAccountSchema>;
export type CodeFormInput = z.input<typeof codeFormSchema>;
export type CodeFormValues = z.output<typeof codeFormSchema>;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type EmailOnlyValues = z.output<typeof emailOnlySchema>;
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;
