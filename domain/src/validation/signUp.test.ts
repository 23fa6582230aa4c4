import { describe, expect, it } from 'vitest';
import { HOW_YOU_HEAR_ABOUT_US } from '../catalogs.ts';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from './common.ts';
import { SIGN_UP_COMPANY_TYPES, passwordChecklist, passwordRules, signUpSchema } from './signUp.ts';

const valid = {
  companyType: 'ATTORNEY',
  name: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  password: 'Secret#123',
  howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
  companyName: 'Lee Law',
};
const errorsOf = (input: unknown) => {
  const r = signUpSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('password rules', () => {
  it('lists five rules with labels', () => {
    expect(passwordRules.map((r) => r.id)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(passwordRules[0]!.label).toBe(MESSAGES.passwordRuleLength);
  });
  it('checks each rule', () => {
    const failed = (p: string) =>
      passwordChecklist(p)
        .filter((r) => !r.passed)
        .map((r) => r.id);
    expect(failed('Secret#123')).toEqual([]);
    expect(failed('Sec#1')).toEqual(['length']);
    expect(failed('secret#123')).toEqual(['upper']);
    expect(failed('SECRET#123')).toEqual(['lower']);
    expect(failed('Secret#abc')).toEqual(['digit']);
    expect(failed('Secret1234')).toEqual(['special']);
  });
});

describe('signUpSchema', () => {
  it('accepts a valid sign-up', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, grsf: 'ref-1' })).toEqual({});
  });
  it('reports every missing field', () => {
    expect(errorsOf({})).toEqual({
      companyType: MESSAGES.thisFieldRequired,
      name: MESSAGES.fieldRequired,
      lastName: MESSAGES.fieldRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      howYouHearAboutUs: MESSAGES.thisFieldRequired,
      companyName: MESSAGES.fieldRequired,
    });
  });
  it('rejects weak passwords, bad e-mails and unknown choices', () => {
    expect(errorsOf({ ...valid, password: 'password' }).password).toBe(MESSAGES.passwordWeak);
    expect(errorsOf({ ...valid, email: 'ann@' }).email).toBe('The email must follow name@example.com format');
    expect(errorsOf({ ...valid, howYouHearAboutUs: 'tv' }).howYouHearAboutUs).toBe(MESSAGES.invalidOption);
    expect(errorsOf({ ...valid, companyType: 'FACTORING_COMPANY' }).companyType).toBe(MESSAGES.invalidOption);
    expect(SIGN_UP_COMPANY_TYPES).toEqual(['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY']);
  });
  it('names max 60', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(61) }).name).toBe('Must be at most 60 characters');
    expect(errorsOf({ ...valid, companyName: 'n'.repeat(61) }).companyName).toBe(
      'Must be at most 60 characters',
    );
  });
});
