import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  joinKeywords,
  keywordsSchema,
  makeKeywordsSchema,
  parseKeywords,
  validateNewKeyword,
} from './keywords.ts';

const messageOf = (schema: typeof keywordsSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('keywords', () => {
  it('parses and joins the comma-separated string', () => {
    expect(parseKeywords(' spine, back pain,,knee ')).toEqual(['spine', 'back pain', 'knee']);
    expect(parseKeywords(null)).toEqual([]);
    expect(joinKeywords(['a', 'b c'])).toBe('a,b c');
  });
  it('rejects case-insensitive duplicates with the spec message', () => {
    expect(validateNewKeyword(['Spine'], 'spine')).toBe('You cannot add duplicated keywords');
    expect(messageOf(keywordsSchema, 'spine, SPINE')).toBe(MESSAGES.duplicatedKeywords);
  });
  it('max 30 characters each', () => {
    expect(validateNewKeyword([], 'k'.repeat(30))).toBeNull();
    expect(validateNewKeyword([], 'k'.repeat(31))).toBe('Must be at most 30 characters');
    expect(messageOf(keywordsSchema, `ok,${'k'.repeat(31)}`)).toBe('Must be at most 30 characters');
  });
  it('only word characters, spaces and commas', () => {
    expect(validateNewKeyword([], 'back-pain')).toBe(MESSAGES.keywordInvalidCharacters);
    expect(validateNewKeyword([], 'a,b')).toBe(MESSAGES.keywordInvalidCharacters);
    expect(messageOf(keywordsSchema, 'spine; knee')).toBe(MESSAGES.keywordInvalidCharacters);
    expect(messageOf(keywordsSchema, 'spine, knee_2, back pain')).toBeNull();
  });
  it('optional maximum count', () => {
    expect(validateNewKeyword(['a', 'b'], 'c', { maxCount: 2 })).toBe('You can add up to 2 keywords');
    expect(messageOf(makeKeywordsSchema({ maxCount: 2 }), 'a,b,c')).toBe('You can add up to 2 keywords');
    expect(messageOf(makeKeywordsSchema({ maxCount: 2 }), 'a,b')).toBeNull();
  });
  it('accepts empty values', () => {
    expect(keywordsSchema.parse(null)).toBe('');
    expect(keywordsSchema.parse('')).toBe('');
  });
});
