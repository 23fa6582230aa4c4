/**
 * Keywords (SPEC.md section 5): a comma-separated string; max 30 characters each; optional maximum count;
 * only word characters, spaces and commas; case-insensitive duplicates are rejected with
 * 'You cannot add duplicated keywords'. The tag input adds a keyword on comma or Enter (validateNewKeyword).
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES, format } from '../messages.ts';
import { maxLengthMessage } from './common.ts';

const ALLOWED = /^[\w ,]*$/;

/** 'a, b,,c ' -> ['a', 'b', 'c']. */
export function parseKeywords(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

export function joinKeywords(keywords: readonly string[]): string {
  return keywords.join(',');
}

export interface KeywordOptions {
  /** Optional maximum number of keywords. */
  maxCount?: number;
}

/** The message for adding `candidate` to `existing`, or null when it may be added. */
export function validateNewKeyword(
  existing: readonly string[],
  candidate: string,
  options: KeywordOptions = {},
): string | null {
  const keyword = candidate.trim();
  if (!ALLOWED.test(keyword) || keyword.includes(',')) return MESSAGES.keywordInvalidCharacters;
  if (keyword.length > LIMITS.keywordMaxLength) return maxLengthMessage(LIMITS.keywordMaxLength);
  if (existing.some((k) => k.toLowerCase() === keyword.toLowerCase())) return MESSAGES.duplicatedKeywords;
  if (options.maxCount !== undefined && existing.length >= options.maxCount) {
    return format(MESSAGES.tooManyKeywords, { max: options.maxCount });
  }
  return null;
}

/** Validates the whole comma-separated string (the value saved on the company). */
export function makeKeywordsSchema(options: KeywordOptions = {}) {
  return z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine((value, ctx) => {
      if (!ALLOWED.test(value)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.keywordInvalidCharacters });
        return;
      }
      const accepted: string[] = [];
      for (const keyword of parseKeywords(value)) {
        const message = validateNewKeyword(accepted, keyword, options);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
        accepted.push(keyword);
      }
    });
}

export const keywordsSchema = makeKeywordsSchema();
