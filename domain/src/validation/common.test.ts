import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  EMAIL_FORMAT_MESSAGE,
  FORM_ERROR_KEY,
  emailSchema,
  fieldErrors,
  optionalPhoneSchema,
  optionalString,
  requiredChoice,
  requiredString,
  validate,
} from './common.ts';
import { loginSchema } from './login.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('building blocks', () => {
  it('requiredString: missing, blank, too long; trims', () => {
    const s = requiredString('Needed', 3);
    expect(firstMessage(s, undefined)).toBe('Needed');
    expect(firstMessage(s, '  ')).toBe('Needed');
    expect(firstMessage(s, 'abcd')).toBe('Must be at most 3 characters');
    expect(s.parse(' ab ')).toBe('ab');
  });
  it('optionalString accepts null, undefined and empty', () => {
    const s = optionalString(2);
    expect(s.parse(null)).toBeNull();
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.parse('')).toBe('');
    expect(firstMessage(s, 'abc')).toBe('Must be at most 2 characters');
  });
  it('emailSchema: required, format, max 320', () => {
    expect(firstMessage(emailSchema, undefined)).toBe(MESSAGES.emailRequired);
    expect(firstMessage(emailSchema, '')).toBe('The email is required');
    expect(firstMessage(emailSchema, 'a@b')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(firstMessage(emailSchema, `${'a'.repeat(320)}@b.co`)).toBe('Must be at most 320 characters');
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
  });
  it('optionalPhoneSchema normalises to digits', () => {
    expect(optionalPhoneSchema.parse('(555) 123-4567')).toBe('5551234567');
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(firstMessage(optionalPhoneSchema, '555')).toBe(MESSAGES.phoneDigits);
    expect(firstMessage(optionalPhoneSchema, '(555) 123-45678')).toBe(MESSAGES.phoneDigits);
  });
  it('optionalPhoneSchema refuses letters and other characters than the mask’s (issue 40 item 11)', () => {
    expect(firstMessage(optionalPhoneSchema, 'x663x470x3059')).toBe(MESSAGES.phoneCharacters);
    expect(firstMessage(optionalPhoneSchema, '555.123.4567')).toBe(MESSAGES.phoneCharacters);
    expect(optionalPhoneSchema.parse('555 123-4567')).toBe('5551234567');
  });
  it('requiredChoice: missing vs unknown', () => {
    const s = requiredChoice(['A', 'B'] as const, 'Pick one');
    expect(firstMessage(s, undefined)).toBe('Pick one');
    expect(firstMessage(s, '')).toBe('Pick one');
    expect(firstMessage(s, 'C')).toBe(MESSAGES.invalidOption);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path and fills ancestors', () => {
    const schema = z.object({
      a: z.object({ b: z.string({ error: 'first' }).min(5, { error: 'second' }) }),
      list: z.array(z.string({ error: 'item' })),
    });
    const r = schema.safeParse({ a: { b: 1 }, list: ['x', 2] });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ 'a.b': 'first', a: 'first', 'list.1': 'item', list: 'item' });
  });
  it('puts path-less issues under _form', () => {
    const r = z.string({ error: 'root' }).safeParse(1);
    expect(fieldErrors(r.error!)).toEqual({ [FORM_ERROR_KEY]: 'root' });
  });
  it('validate answers data or errors', () => {
    expect(validate(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({
      data: { email: 'a@b.co', password: 'x' },
    });
    expect(validate(loginSchema, {})).toEqual({
      errors: { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
    });
  });
});

describe('loginSchema', () => {
  it('checks the e-mail format', () => {
    expect(validate(loginSchema, { email: 'nope', password: 'x' }).errors).toEqual({
      email: EMAIL_FORMAT_MESSAGE,
    });
  });
});
