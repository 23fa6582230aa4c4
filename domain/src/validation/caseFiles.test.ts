import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { caseFileUpdateSchema, caseFileUploadFieldsSchema, fileRequestInputSchema } from './caseFiles.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('case file inputs', () => {
  it('defaults an upload’s category and refuses unknown choices', () => {
    expect(caseFileUploadFieldsSchema.parse({})).toEqual({ category: 'OTHER' });
    expect(messages(caseFileUploadFieldsSchema.safeParse({ sharedWith: 'PUBLIC' }))).toEqual([
      MESSAGES.invalidOption,
    ]);
  });

  it('requires a name without slashes or control characters, of at most 120 characters', () => {
    const valid = { name: ' Report.pdf ', category: 'BILL', sharedWith: 'FIRM' };
    expect(caseFileUpdateSchema.parse(valid).name).toBe('Report.pdf');
    expect(messages(caseFileUpdateSchema.safeParse({ ...valid, name: ' ' }))).toEqual([
      MESSAGES.fieldRequired,
    ]);
    expect(messages(caseFileUpdateSchema.safeParse({ ...valid, name: '../etc/passwd' }))).toEqual([
      'A file name cannot contain slashes or control characters',
    ]);
    expect(messages(caseFileUpdateSchema.safeParse({ ...valid, name: 'x'.repeat(121) }))).toEqual([
      'Must be at most 120 characters',
    ]);
  });

  it('requires a request’s category and message', () => {
    expect(messages(fileRequestInputSchema.safeParse({ category: '', message: '' }))).toEqual([
      MESSAGES.fieldRequired,
      MESSAGES.fieldRequired,
    ]);
  });
});
