/** Subscriptions, plan prices, carts and payment answers (SPEC.md sections 3 and 7 "Subscriptions"). */
import { z } from 'zod';
import {
  BILLING_TYPES,
  COMPANY_STATUSES,
  PLAN_CONCEPTS,
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
} from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';
import { companySchema } from './companies.ts';

const cents = z.number().describe('cents');

export const creditCardSchema = z.object({
  id: z.string().describe("the provider's payment method id"),
  lastDigits: z.string().describe('last 4 digits: the number itself is never kept'),
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover']),
});
export type CreditCard = z.output<typeof creditCardSchema>;

const planSchema = z.object({ planType: z.enum(PLAN_TYPES), billingType: z.enum(BILLING_TYPES) });

export const subscriptionSchema = z.object({
  id,
  companyId: id,
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialing: z.boolean(),
  freeTrialUsed: z.boolean(),
  trialEnd: date.nullable(),
  subscriptionPeriodEnd: date.nullable(),
  billingType: z.enum(BILLING_TYPES),
  lastUpdate: date,
  creditCard: creditCardSchema.nullable(),
  paymentError: z.boolean(),
  downgradeTo: planSchema
    .nullable()
    .describe('plan the subscription falls to when PENDING_CANCELLATION ends'),
  customer: z
    .boolean()
    .describe('the company is a customer of the payment provider (a card was saved with it, or it has paid)'),
});
export type Subscription = z.output<typeof subscriptionSchema>;

export const planPriceSchema = z.object({ price: cents, trialPeriodDays: z.number() });
export type PlanPrice = z.output<typeof planPriceSchema>;
export const planPricingSchema = z.record(z.enum(PLAN_CONCEPTS), planPriceSchema);
export type PlanPricing = z.output<typeof planPricingSchema>;

export const subscriptionCartItemSchema = z.object({
  concept: z.enum(PLAN_CONCEPTS),
  quantity: z.number(),
  unitAmount: cents,
  amount: cents,
});
export type SubscriptionCartItem = z.output<typeof subscriptionCartItemSchema>;

export const subscriptionCartSchema = z.object({
  items: z.array(subscriptionCartItemSchema),
  subscriptionAmount: cents.describe('what each period costs'),
  dueAmount: cents.describe('what is charged now (0 during a free trial)'),
  trialEnd: date
    .nullable()
    .describe(
      'when the free trial that applies ends (a running trial carries over; a company has one trial): nothing is ' +
        'due before; null when no trial applies',
    ),
});
export type SubscriptionCart = z.output<typeof subscriptionCartSchema>;

export const previousSummarySchema = z.object({
  professionals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      lastName: z.string(),
      credentials: z.object({ label: z.string() }),
    }),
  ),
  addresses: z.array(z.object({ id: z.string(), address: z.string(), city: z.string(), state: z.string() })),
  totalAmount: cents.describe('what keeping them adds per period'),
});
export type PreviousSummary = z.output<typeof previousSummarySchema>;

/** The answer of POST/PUT /subscriptions/company/{id}/payment-method (product's own shape). */
export const paymentMethodResultSchema = z.object({
  company: companySchema,
  subscription: subscriptionSchema,
  cart: subscriptionCartSchema.describe('what the plan costs per period and what was charged now'),
});
export type PaymentMethodResult = z.output<typeof paymentMethodResultSchema>;

/** GET /subscriptions/company/{id}/valid-status: whether the subscription lets the company use paid features. */
export const validStatusSchema = z.object({
  companyId: id,
  valid: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  paymentError: z.boolean(),
  companyStatus: z.enum(COMPANY_STATUSES),
});
export type SubscriptionValidStatus = z.output<typeof validStatusSchema>;
