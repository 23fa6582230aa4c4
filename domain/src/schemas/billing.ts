/**
 * Billing of a case per provider, reductions and the settlement statement (issue 14). The spec shows no
 * fields or paths for these: they are the project's, documented in the OpenAPI document and README "Billing".
 * Every amount is an integer number of cents (rules/money.ts); the screens enter dollars and convert.
 */
import { z } from 'zod';
import { COMPANY_TYPES } from '../enums.ts';
import { MESSAGES, format } from '../messages.ts';
import { BILL_PAYERS } from '../rules/billing.ts';
import { REDUCTION_NOTE_MAX } from '../rules/reductionAmounts.ts';
import { REDUCTION_ACTIONS, REDUCTION_NEGOTIATION_STATUSES } from '../rules/reductions.ts';
import { FEE_BASES } from '../rules/settlement.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

const cents = z.number().int().describe('cents');
/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
const isCalendarDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.billingDateInvalid)
  .refine(isCalendarDay, MESSAGES.billingDateInvalid);
const maxLen = (max: number) => format(MESSAGES.maxLength, { max });
/** The longest description, procedure code, reference and reason. */
export const BILLING_TEXT_MAX = { description: 200, procedureCode: 20, reference: 60, reason: 500 } as const;

const paidByPayerSchema = z.partialRecord(z.enum(BILL_PAYERS), cents.min(0));

export const billSchema = z.object({
  id,
  caseId: id,
  healthProviderCompanyId: id,
  serviceDate: day,
  description: z.string(),
  procedureCode: z.string().nullable().describe('CPT or HCPCS code'),
  amountCents: cents,
  /** Paid by others when the bill was entered, per payer. */
  paidByPayer: paidByPayerSchema,
  /** Everything paid on it: the payers above and the payments recorded against it. */
  paidCents: cents,
  balanceCents: cents,
  voidedAt: date.nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: date,
  createdByName: z.string(),
  updatedAt: date,
});
export type BillView = z.output<typeof billSchema>;

export const paymentSchema = z.object({
  id,
  caseId: id,
  billId: id,
  healthProviderCompanyId: id,
  amountCents: cents,
  date: day,
  payer: z.enum(BILL_PAYERS),
  reference: z.string().nullable().describe('check or reference number'),
  recordedByName: z.string(),
  recordedByCompanyId: id,
  createdAt: date,
});
export type PaymentView = z.output<typeof paymentSchema>;

export const reductionHistoryEntrySchema = z.object({
  kind: z.enum(['OFFER', 'COUNTER', 'ACCEPT', 'REJECT', 'WITHDRAW']),
  /** Offer, Counter 1, Counter 2…, Accepted, Rejected, Withdrawn (reductionHistoryLabels). */
  label: z.string(),
  by: z.enum(['FIRM', 'PROVIDER']),
  byId: id,
  byName: z.string(),
  at: date,
  amountCents: cents.nullable(),
  note: z.string().nullable(),
});

/** One negotiation between the case's firm and one provider (rules/reductions.ts). */
export const reductionSchema = z.object({
  id,
  caseId: id,
  healthProviderCompanyId: id,
  status: z.enum(REDUCTION_NEGOTIATION_STATUSES),
  balanceCents: cents,
  currentAmountCents: cents,
  acceptedAmountCents: cents.nullable(),
  history: z.array(reductionHistoryEntrySchema),
  /** The settlement breakdown the firm attached (a case file), if any. */
  breakdownFileId: id.nullable(),
  createdAt: date,
  updatedAt: date,
});
export type ReductionView = z.output<typeof reductionSchema>;

export const providerTotalsSchema = z.object({
  billCount: z.number().int(),
  billedCents: cents,
  paidCents: cents,
  reductionCents: cents,
  reductionAccepted: z.boolean(),
  balanceDueCents: cents,
});

export const billingProviderSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
});

/** GET /cases/{id}/billing/{providerId}: everything the billing screen shows for one provider. */
export const providerBillingSchema = z.object({
  caseId: id,
  folio: z.string(),
  caseOpen: z.boolean(),
  provider: billingProviderSchema,
  /** The caller's side: the case's firm or the provider (staff read as FIRM and cannot write). */
  side: z.enum(['FIRM', 'PROVIDER']),
  /** Oldest service date first; voided bills included (they count for nothing). */
  bills: z.array(billSchema),
  /** Newest first. */
  payments: z.array(paymentSchema),
  /** Newest first; at most one is OPEN or COUNTERED. */
  reductions: z.array(reductionSchema),
  totals: providerTotalsSchema,
  /** What the caller may do now (the API enforces the same). */
  can: z.object({
    addBill: z.boolean(),
    recordPayment: z.boolean(),
    requestReduction: z.boolean(),
    reductionActions: z.array(z.enum(REDUCTION_ACTIONS)),
  }),
});
export type ProviderBilling = z.output<typeof providerBillingSchema>;

/** GET /cases/{id}/billing: every provider's totals (a provider sees its own line only) and the case's sum. */
export const caseBillingSchema = z.object({
  caseId: id,
  providers: z.array(
    billingProviderSchema.extend({
      totals: providerTotalsSchema,
      reductionStatus: z.enum(REDUCTION_NEGOTIATION_STATUSES).nullable(),
    }),
  ),
  totals: z.object({
    billedCents: cents,
    paidCents: cents,
    reductionCents: cents,
    balanceDueCents: cents,
    policyLimitCents: cents.nullable(),
    billedOverLimitCents: cents,
    dueOverLimitCents: cents,
  }),
});
export type CaseBilling = z.output<typeof caseBillingSchema>;

const text = (max: number) => z.string().trim().max(max, maxLen(max));
const amount = cents.min(0, MESSAGES.billAmountInvalid);

/** POST /cases/{id}/billing/{providerId}/bills (the provider) and PUT …/bills/{billId} (a correction). */
export const billBodySchema = z.object({
  serviceDate: day,
  description: text(BILLING_TEXT_MAX.description).min(1, MESSAGES.fieldRequired),
  procedureCode: text(BILLING_TEXT_MAX.procedureCode)
    .nullish()
    .transform((v) => (v ? v : null)),
  amountCents: amount,
  paidByPayer: paidByPayerSchema.default({}),
});
export type BillBody = z.input<typeof billBodySchema>;

/** POST /cases/{id}/billing/{providerId}/bills/{billId}/void. */
export const voidBillBodySchema = z.object({
  reason: text(BILLING_TEXT_MAX.reason).min(1, MESSAGES.billVoidReasonRequired),
});

/** POST /cases/{id}/billing/{providerId}/payments (the firm or the provider). */
export const paymentBodySchema = z.object({
  billId: id,
  amountCents: amount,
  date: day,
  payer: z.enum(BILL_PAYERS, { error: MESSAGES.invalidOption }),
  reference: text(BILLING_TEXT_MAX.reference)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

const note = text(REDUCTION_NOTE_MAX).nullish();

/** POST /cases/{id}/billing/{providerId}/reductions (the firm): by amount off the balance or percentage. */
export const reductionRequestBodySchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('AMOUNT'), reductionCents: amount, note, breakdownFileId: id.nullish() }),
  z.object({ by: z.literal('PERCENT'), percent: z.number(), note, breakdownFileId: id.nullish() }),
]);
export type ReductionRequestBody = z.input<typeof reductionRequestBodySchema>;

/** PUT /cases/{id}/billing/{providerId}/reductions/{reductionId}: one step (409 when the state refuses it). */
export const reductionStepBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['ACCEPT', 'REJECT', 'WITHDRAW']), note }),
  z.object({ action: z.literal('COUNTER'), amountCents: amount, note }),
]);
export type ReductionStepBody = z.input<typeof reductionStepBodySchema>;

const feeSchema = z.object({
  rate: z.object({ numerator: z.number().int(), denominator: z.number().int().positive() }),
  basis: z.enum(FEE_BASES),
});

/** PUT /cases/{id}/settlement (the firm): the draft's figures; the provider lines come from the billing. */
export const settlementBodySchema = z.object({
  grossCents: cents,
  fee: feeSchema,
  costsCents: cents,
  fundingPayoffCents: cents,
});
export type SettlementBody = z.input<typeof settlementBodySchema>;

const lineSchema = z.object({
  providerId: id,
  providerName: z.string(),
  billedCents: cents,
  paidCents: cents,
  acceptedReductionCents: cents.nullable(),
  balanceCents: cents,
  reductionCents: cents,
  owedCents: cents,
  status: z.enum(['PAID', 'ACCEPTED', 'OPEN']),
  /** The provider's current negotiation, if any. */
  reductionStatus: z.enum(REDUCTION_NEGOTIATION_STATUSES).nullable(),
});

export const settlementComputedSchema = z.object({
  grossCents: cents,
  fee: feeSchema,
  feeBaseCents: cents,
  feeCents: cents,
  costsCents: cents,
  fundingPayoffCents: cents,
  lines: z.array(lineSchema),
  providersOwedCents: cents,
  netToClientCents: cents,
});

/**
 * GET /cases/{id}/settlement (the firm): the statement, computed from the saved figures and today's billing
 * while a DRAFT, stored as finalized once FINALIZED. `problems` lists why the figures make no statement yet.
 */
export const settlementSchema = z.object({
  caseId: id,
  folio: z.string(),
  status: z.enum(['DRAFT', 'FINALIZED']),
  /** The figures saved (the default fee and zeros before the first save), even when they make no statement. */
  figures: settlementBodySchema,
  /** Null until the gross recovery is entered (or when `problems` is not empty). */
  statement: settlementComputedSchema.nullable(),
  problems: z.array(z.string()),
  /** Null when it can be finalized. */
  finalizeRefusal: z.string().nullable(),
  /** The pro-rata starting point (all providers capped at a third of the gross); null without a statement. */
  suggestion: z
    .object({
      capCents: cents,
      shares: z.array(
        z.object({
          providerId: id,
          balanceCents: cents,
          suggestedOwedCents: cents,
          reductionCents: cents,
          /** Whether a request can be sent to it now (no open or accepted negotiation, a reduction > 0). */
          requestable: z.boolean(),
        }),
      ),
      netToClientCents: cents,
    })
    .nullable(),
  finalizedAt: date.nullable(),
  finalizedByName: z.string().nullable(),
  /** The case files holding the finalized statement. */
  pdfFileId: id.nullable(),
  xlsxFileId: id.nullable(),
  updatedAt: date.nullable(),
});
export type SettlementView = z.output<typeof settlementSchema>;

/** POST /cases/{id}/settlement/pro-rata-requests: one request per requestable provider of the suggestion. */
export const proRataRequestsBodySchema = z.object({
  note,
  /** Limit to these providers (default: every requestable one). */
  providerIds: z.array(id).optional(),
});

export const proRataRequestsResultSchema = z.object({
  sent: z.array(reductionSchema),
  /** Providers skipped, with the reason. */
  skipped: z.array(z.object({ providerId: id, reason: z.string() })),
});
export type ProRataRequestsResult = z.output<typeof proRataRequestsResultSchema>;
