import { describe, expect, it } from 'vitest';
import { mayReadStatusRequests, statusRequestAsk } from './caseStatusRequests.ts';

describe('statusRequestAsk', () => {
  it('lets a collaborator on Advanced or Premium ask once at a time', () => {
    expect(statusRequestAsk('COLLABORATOR', 'ADVANCED', false)).toBe('ALLOWED');
    expect(statusRequestAsk('COLLABORATOR', 'PRO', false)).toBe('ALLOWED');
    expect(statusRequestAsk('COLLABORATOR', 'PRO', true)).toBe('ALREADY_OPEN');
  });

  it('prompts a Basic collaborator to upgrade, and never lets the firm or the claimant ask', () => {
    expect(statusRequestAsk('COLLABORATOR', 'BASIC', false)).toBe('UPGRADE');
    expect(statusRequestAsk('FIRM', 'PRO', false)).toBe('NOT_ALLOWED');
    expect(statusRequestAsk('CLAIMANT', 'PRO', false)).toBe('NOT_ALLOWED');
    expect(statusRequestAsk('INTERNAL', 'PRO', false)).toBe('NOT_ALLOWED');
  });

  it('keeps the requests from the claimant', () => {
    expect(mayReadStatusRequests('CLAIMANT')).toBe(false);
    expect(mayReadStatusRequests('COLLABORATOR')).toBe(true);
  });
});
