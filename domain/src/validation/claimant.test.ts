import { describe, expect, it } from 'vitest';
import type { Claimant } from '../entities.ts';
import { MESSAGES } from '../messages.ts';
import {
  claimantLanguageSchema,
  claimantProfileInput,
  claimantProfileSchema,
  parseBirthDate,
} from './claimant.ts';
import { validate } from './common.ts';

const NOW = new Date('2026-11-01T12:00:00.000Z');
const schema = claimantProfileSchema(() => NOW);

const valid = {
  name: ' Maria ',
  lastName: 'Lopez',
  phone: '(312) 555-0199',
  dateOfBirth: '04/17/1985',
  address: '233 S Wacker Dr',
  suite: '',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60606',
};

describe('claimantProfileSchema', () => {
  it('stores the phone as digits and the date of birth at UTC midnight', () => {
    expect(validate(schema, valid).data).toEqual({
      ...valid,
      name: 'Maria',
      phone: '3125550199',
      dateOfBirth: '1985-04-17T00:00:00.000Z',
    });
  });

  it('accepts its own output again (the client sends parsed values)', () => {
    const once = schema.parse(valid);
    expect(schema.parse(once)).toEqual(once);
    expect(schema.parse({ ...valid, dateOfBirth: '1985-04-17' }).dateOfBirth).toBe(once.dateOfBirth);
  });

  it('requires every field but the suite', () => {
    const { errors } = validate(schema, {});
    expect(errors).toMatchObject({
      name: MESSAGES.thisFieldRequired,
      lastName: MESSAGES.thisFieldRequired,
      phone: MESSAGES.thisFieldRequired,
      dateOfBirth: MESSAGES.thisFieldRequired,
      address: MESSAGES.thisFieldRequired,
      city: MESSAGES.thisFieldRequired,
      state: MESSAGES.thisFieldRequired,
      zipCode: MESSAGES.zipRequired,
    });
    expect(errors).not.toHaveProperty('suite');
  });

  it.each([
    [{ phone: '555-1234' }, 'phone', MESSAGES.phoneDigits],
    [{ phone: '312x555x0199' }, 'phone', MESSAGES.phoneCharacters],
    [{ dateOfBirth: '02/30/1990' }, 'dateOfBirth', MESSAGES.dateOfBirthFormat],
    [{ dateOfBirth: '1990/01/01' }, 'dateOfBirth', MESSAGES.dateOfBirthFormat],
    [{ dateOfBirth: '11/02/2026' }, 'dateOfBirth', MESSAGES.dateOfBirthFuture],
    [{ dateOfBirth: '12/31/1899' }, 'dateOfBirth', 'The date of birth must be after 01/01/1900'],
    [{ state: 'XX' }, 'state', MESSAGES.invalidOption],
    [{ zipCode: '6060' }, 'zipCode', MESSAGES.zipInvalid],
    [{ name: 'x'.repeat(61) }, 'name', 'Must be at most 60 characters'],
  ])('rejects %o', (patch, field, message) => {
    expect(validate(schema, { ...valid, ...patch }).errors?.[field]).toBe(message);
  });

  it('accepts a birth date of today', () => {
    expect(validate(schema, { ...valid, dateOfBirth: '11/01/2026' }).errors).toBeUndefined();
  });
});

describe('parseBirthDate and claimantProfileInput', () => {
  it('reads both formats', () => {
    expect(parseBirthDate('04/17/1985')?.toISOString()).toBe('1985-04-17T00:00:00.000Z');
    expect(parseBirthDate('1985-04-17T00:00:00.000Z')?.toISOString()).toBe('1985-04-17T00:00:00.000Z');
    expect(parseBirthDate('1985-02-30')).toBeNull();
  });

  it('fills the form from a claimant', () => {
    const claimant: Claimant = {
      id: 'cl1',
      userId: 'u9',
      name: 'Maria',
      lastName: 'Lopez',
      email: 'maria@mail.test',
      phone: '3125550199',
      dateOfBirth: '1985-04-17T00:00:00.000Z',
      location: null,
      profileComplete: false,
      language: 'en',
    };
    expect(claimantProfileInput(claimant)).toEqual({
      name: 'Maria',
      lastName: 'Lopez',
      phone: '(312) 555-0199',
      dateOfBirth: '04/17/1985',
      address: '',
      suite: '',
      city: '',
      state: '',
      zipCode: '',
    });
  });
});

describe('claimantLanguageSchema', () => {
  it('takes English or Spanish only', () => {
    expect(validate(claimantLanguageSchema, { language: 'es' }).data).toEqual({ language: 'es' });
    for (const language of ['fr', '', 'ES', undefined])
      expect(validate(claimantLanguageSchema, { language }).errors).toEqual({
        language: MESSAGES.claimantLanguageInvalid,
      });
  });
});
