import { describe, expect, it } from 'vitest';
import { MESSAGES, format } from '../messages.ts';
import { fieldErrors } from './common.ts';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  newPasswordFormSchema,
  sendVerificationSchema,
  setPasswordSchema,
  verificationCodeSchema,
  verifyAccountSchema,
  verifyResetCodeSchema,
} from './verification.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const FORMAT = format(MESSAGES.verificationCodeFormat, { n: 6 });

describe('verificationCodeSchema', () => {
  it('takes six digits, trimmed', () => {
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
  });
  it('requires the code and rejects other shapes', () => {
    expect(verificationCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      MESSAGES.verificationCodeRequired,
    );
    expect(verificationCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      MESSAGES.verificationCodeRequired,
    );
    for (const bad of ['12345', '1234567', '12a456', '12 456'])
      expect(verificationCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(FORMAT);
  });
});

describe('account reference', () => {
  it('accepts an e-mail or an account id', () => {
    expect(verifyAccountSchema.safeParse({ email: 'a@b.test', code: '123456' }).success).toBe(true);
    expect(verifyAccountSchema.safeParse({ accountId: 'us-1', code: '123456' }).success).toBe(true);
    expect(sendVerificationSchema.safeParse({ accountId: 'us-1' }).success).toBe(true);
  });
  it('asks for the e-mail when neither is given, next to a bad code', () => {
    expect(errorsOf(verifyAccountSchema, { code: '1' })).toEqual({
      email: MESSAGES.emailRequired,
      code: FORMAT,
    });
    expect(errorsOf(sendVerificationSchema, {})).toEqual({ email: MESSAGES.emailRequired });
  });
  it('checks the e-mail format when given', () => {
    expect(errorsOf(verifyResetCodeSchema, { email: 'nope', code: '123456' }).email).toMatch(/format/);
  });
});

describe('password schemas', () => {
  it('needs a strong new password and the reset token', () => {
    expect(errorsOf(setPasswordSchema, { email: 'a@b.test', resetToken: '', password: 'weak' })).toEqual({
      resetToken: MESSAGES.passwordResetSessionInvalid,
      password: MESSAGES.passwordWeak,
    });
  });
  it('change: current required, new must differ', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: '', password: 'Secret#123' })).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
    expect(errorsOf(changePasswordSchema, { currentPassword: 'Secret#123', password: 'Secret#123' })).toEqual(
      { password: MESSAGES.passwordUnchanged },
    );
  });
  it('forms: confirmation required and equal', () => {
    expect(errorsOf(newPasswordFormSchema, { password: 'Secret#123', confirmPassword: '' })).toEqual({
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
    expect(
      errorsOf(newPasswordFormSchema, { password: 'Secret#123', confirmPassword: 'Secret#124' }),
    ).toEqual({ confirmPassword: MESSAGES.passwordsDoNotMatch });
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: '',
        password: 'Secret#123',
        confirmPassword: 'x',
      }),
    ).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'Old#12345',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      }).success,
    ).toBe(true);
  });
});
