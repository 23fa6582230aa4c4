/**
 * Payloads of the internal actions on a company subscription (SPEC.md section 4), used by the console's
 * dialogs and the fake API alike: reject with a motive (text required for 'Other'), request information with a
 * message, cancel or downgrade to a target allowed by the downgrade rules.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { BILLING_TYPES, PLAN_TYPES, REJECTION_MOTIVES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { optionalString, requiredString } from './common.ts';

export const rejectCompanySchema = z
  .object({
    motive: z.enum(REJECTION_MOTIVES, { error: MESSAGES.thisFieldRequired }),
    text: optionalString(LIMITS.introductionMaxLength),
  })
  .superRefine((value, ctx) => {
    if (value.motive === 'OTHER' && !value.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: MESSAGES.fieldRequired });
  });
export type RejectCompanyInput = z.infer<typeof rejectCompanySchema>;

export const infoRequestSchema = z.object({
  message: requiredString(MESSAGES.fieldRequired, LIMITS.introductionMaxLength),
});
export type InfoRequestInput = z.infer<typeof infoRequestSchema>;

/** Query of DELETE /subscriptions/company/{id}/cancel: the plan to fall to (Basic, same billing, by default). */
export const cancelSubscriptionSchema = z.object({
  planType: z.enum(PLAN_TYPES).optional(),
  billingType: z.enum(BILLING_TYPES).optional(),
});
export type CancelSubscriptionInput = z.infer<typeof cancelSubscriptionSchema>;
