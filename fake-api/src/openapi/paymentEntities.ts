/** Zod schemas of the plan and payment answers (OpenAPI only, type-checked against the domain). */
import { z } from 'zod';
import { PLAN_CONCEPTS } from '@casebridge/domain';
import type { CreditCard, PaymentMethodResult, PreviousSummary, SubscriptionCart } from '@casebridge/domain';
import { companySchema, subscriptionSchema } from './entities.ts';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

const cents = z.number().describe('cents');

export const creditCardSchema = z.object({
  id: z.string().describe("the provider's payment method id"),
  lastDigits: z.string().describe('last 4 digits: the number itself is never kept'),
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover']),
});

export const subscriptionCartSchema = z.object({
  items: z.array(
    z.object({
      concept: z.enum(PLAN_CONCEPTS),
      quantity: z.number(),
      unitAmount: cents,
      amount: cents,
    }),
  ),
  subscriptionAmount: cents.describe('what each period costs'),
  dueAmount: cents.describe('what is charged now (0 during a free trial)'),
});

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

export const paymentMethodResultSchema = z.object({
  company: companySchema,
  subscription: subscriptionSchema,
  cart: subscriptionCartSchema,
});

export type _PaymentChecks = [
  Assert<Equals<z.output<typeof creditCardSchema>, CreditCard>>,
  Assert<Equals<z.output<typeof subscriptionCartSchema>, SubscriptionCart>>,
  Assert<Equals<z.output<typeof previousSummarySchema>, PreviousSummary>>,
  Assert<Equals<z.output<typeof paymentMethodResultSchema>, PaymentMethodResult>>,
];
