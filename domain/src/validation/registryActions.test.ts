import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from './common.ts';
import { cancelSubscriptionSchema, infoRequestSchema, rejectCompanySchema } from './registryActions.ts';

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('registry action payloads', () => {
  it('reject needs a known motive, and a text for OTHER', () => {
    expect(errors(rejectCompanySchema.safeParse({})).motive).toBe(MESSAGES.thisFieldRequired);
    expect(errors(rejectCompanySchema.safeParse({ motive: 'BAD' })).motive).toBe(MESSAGES.thisFieldRequired);
    expect(errors(rejectCompanySchema.safeParse({ motive: 'OTHER', text: ' ' })).text).toBe(
      MESSAGES.fieldRequired,
    );
    expect(rejectCompanySchema.parse({ motive: 'OTHER', text: 'Duplicate account' }).text).toBe(
      'Duplicate account',
    );
    expect(rejectCompanySchema.safeParse({ motive: 'NO_LICENSE' }).success).toBe(true);
  });

  it('an information request needs a message', () => {
    expect(errors(infoRequestSchema.safeParse({ message: '' })).message).toBe(MESSAGES.fieldRequired);
    expect(infoRequestSchema.parse({ message: ' Send your NPI ' }).message).toBe('Send your NPI');
  });

  it('a cancellation target is a known plan and billing, both optional', () => {
    expect(cancelSubscriptionSchema.safeParse({}).success).toBe(true);
    expect(cancelSubscriptionSchema.safeParse({ planType: 'GOLD' }).success).toBe(false);
    expect(cancelSubscriptionSchema.parse({ planType: 'ADVANCED', billingType: 'ANNUAL' })).toEqual({
      planType: 'ADVANCED',
      billingType: 'ANNUAL',
    });
  });
});
