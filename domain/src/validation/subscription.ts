/**
 * Bodies of the plan and payment calls (SPEC.md 7 "Subscriptions"), shared by the portal and the fake API:
 * POST/PUT /subscriptions/company/{id}/payment-method, PUT /subscriptions/quote, PUT /subscriptions/{id}/summary
 * and the query of GET /subscriptions/{id}/previous-summary. The card is the payment form (payment.ts).
 */
import { z } from 'zod';
import { BILLING_TYPES, PLAN_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { requiredChoice } from './common.ts';
import { paymentFormSchema } from './payment.ts';

const planType = requiredChoice(PLAN_TYPES, MESSAGES.thisFieldRequired);
const billingType = requiredChoice(BILLING_TYPES, MESSAGES.thisFieldRequired);
const quantity = z.number().int().min(0).max(1000);

export const paymentMethodRequestSchema = z.object({
  upgradeTo: planType,
  billingType,
  /** Premium only: keep the previous Premium benefits (previous summary). */
  previousBenefits: z.boolean().optional(),
  /** Only replace the card on file (the plan stays). */
  isChangePaymentMethod: z.boolean().optional(),
  /** The payment form; needed for a paid plan unless a card is on file. */
  card: paymentFormSchema.optional(),
});
export type PaymentMethodRequest = z.input<typeof paymentMethodRequestSchema>;

/** PUT .../payment-method: a new card for the plan the company is on (the plan fields are ignored). */
export const changePaymentMethodSchema = paymentMethodRequestSchema.partial({
  upgradeTo: true,
  billingType: true,
});
export type ChangePaymentMethodRequest = z.input<typeof changePaymentMethodSchema>;

export const quoteRequestSchema = z.object({
  upgradeTo: planType,
  billingType,
  /** Premium only: price the previous Premium benefits as kept. */
  previousBenefits: z.boolean().optional(),
  /** Extras on top of the ones the company is (or would be) billed for. */
  extraAddresses: quantity.optional(),
  extraProfiles: quantity.optional(),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const summaryRequestSchema = z.object({
  upgradeTo: z.enum(PLAN_TYPES, { error: MESSAGES.invalidOption }).optional(),
  billingType: z.enum(BILLING_TYPES, { error: MESSAGES.invalidOption }).optional(),
  newAditionalAddresses: quantity.optional(),
  newCanceledAddresses: quantity.optional(),
  newCanceledDowngradeAddresses: quantity.optional(),
  newAditionalProfiles: quantity.optional(),
  newCanceledProfiles: quantity.optional(),
  newCanceledDowngradeProfiles: quantity.optional(),
});
export type SummaryRequest = z.input<typeof summaryRequestSchema>;

/** ?isAnnuall=true: the amounts per year (the spec's spelling). */
export const previousSummaryQuerySchema = z.object({
  isAnnuall: z.stringbool().default(false).describe('true: amounts per year'),
});
