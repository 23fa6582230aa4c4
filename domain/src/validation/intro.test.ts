import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common.ts';
import { introFileError, introductionRemaining, makeIntroSchema } from './intro.ts';

const errorsOf = (input: unknown) => {
  const r = makeIntroSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('makeIntroSchema', () => {
  it('accepts a receiver and an introduction', () => {
    expect(errorsOf({ receiver: 'u1', introduction: 'Hello', onBehalfOf: null })).toEqual({});
  });
  it('requires both with "This field is required"', () => {
    expect(errorsOf({})).toEqual({
      receiver: 'This field is required',
      introduction: 'This field is required',
    });
    expect(errorsOf({ receiver: '', introduction: '   ' })).toEqual({
      receiver: 'This field is required',
      introduction: 'This field is required',
    });
  });
  it('introduction max 1500', () => {
    expect(errorsOf({ receiver: 'u1', introduction: 'x'.repeat(1501) }).introduction).toBe(
      'Must be at most 1500 characters',
    );
    expect(introductionRemaining('x'.repeat(1400))).toBe(100);
  });
  it('file max 30 MB', () => {
    expect(introFileError(null)).toBeNull();
    expect(introFileError({ size: 30 * 1024 * 1024 })).toBeNull();
    expect(introFileError({ size: 30 * 1024 * 1024 + 1 })).toBe('The file must weigh less than 30 MB');
  });
});
