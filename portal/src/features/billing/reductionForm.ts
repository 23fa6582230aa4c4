/**
 * The reduction forms' values and how they become the API bodies: the domain's schemas, then its rules
 * (requestedReductionCents for a request, counterRefusal for a counteroffer), as the API checks them.
 */
import {
  MESSAGES,
  counterRefusal,
  reductionRequestBodySchema,
  reductionStepBodySchema,
  requestedReductionCents,
} from '@casebridge/domain';
import type {
  ReductionAction,
  ReductionParty,
  ReductionRequestBody,
  ReductionStepBody,
  ReductionView,
} from '@casebridge/domain';
import type { FormIssue, FormParse } from './billingForm.ts';
import { dollarsToCents, schemaIssues } from './billingForm.ts';

export interface RequestValues {
  by: 'AMOUNT' | 'PERCENT';
  /** Dollars off the balance, as typed. */
  amount: string;
  percent: string;
  note: string;
  /** The settlement breakdown: a file of the case, or NO_BREAKDOWN. */
  breakdownFileId: string;
}

export const NO_BREAKDOWN = 'NONE';

export const REQUEST_RENAME = { reductionCents: 'amount' } as const;
export const REQUEST_FIELDS = ['by', 'amount', 'percent', 'note', 'breakdownFileId'] as const;

/** The percentage as typed, undefined when empty, null when not a number. */
function percentOf(text: string): number | undefined | null {
  const clean = text.replace(/[%\s]/g, '');
  if (clean === '') return undefined;
  return /^\d+(\.\d+)?$|^\.\d+$/.test(clean) ? Number(clean) : null;
}

/** The request body, or why not; `balanceCents` is the provider's balance the reduction comes off. */
export function parseRequest(values: RequestValues, balanceCents: number): FormParse<ReductionRequestBody> {
  const issues: FormIssue[] = [];
  const field = values.by === 'AMOUNT' ? 'amount' : 'percent';
  const value = values.by === 'AMOUNT' ? dollarsToCents(values.amount) : percentOf(values.percent);
  if (value === undefined) return { issues: [{ path: field, message: MESSAGES.fieldRequired }] };
  if (value === null) {
    const message =
      values.by === 'AMOUNT' ? MESSAGES.reductionAmountInvalid : MESSAGES.reductionPercentInvalid;
    return { issues: [{ path: field, message }] };
  }
  const breakdown =
    values.breakdownFileId === NO_BREAKDOWN ? {} : { breakdownFileId: values.breakdownFileId };
  const input =
    values.by === 'AMOUNT'
      ? { by: 'AMOUNT' as const, reductionCents: value, note: values.note, ...breakdown }
      : { by: 'PERCENT' as const, percent: value, note: values.note, ...breakdown };
  const parsed = reductionRequestBodySchema.safeParse(input);
  if (!parsed.success) issues.push(...schemaIssues(parsed.error, REQUEST_RENAME));
  if (issues.length > 0 || !parsed.success) return { issues };
  const reduction = requestedReductionCents(balanceCents, parsed.data);
  if (typeof reduction !== 'number') return { issues: [{ path: field, message: reduction.error }] };
  return { body: parsed.data };
}

/** What the provider would be owed if the request were accepted, or null while the values ask nothing valid. */
export function requestedPayoffCents(values: RequestValues, balanceCents: number): number | null {
  const parsed = parseRequest(values, balanceCents);
  if (!('body' in parsed)) return null;
  const reduction = requestedReductionCents(balanceCents, parsed.body);
  return typeof reduction === 'number' ? balanceCents - reduction : null;
}

export interface StepValues {
  /** The counteroffer in dollars, as typed (COUNTER only). */
  amount: string;
  note: string;
}

export const STEP_RENAME = { amountCents: 'amount' } as const;
export const STEP_FIELDS = ['amount', 'note'] as const;

/** A step's body, or why not; a counteroffer must move toward the other side (counterRefusal). */
export function parseStep(
  action: ReductionAction,
  values: StepValues,
  reduction: Pick<ReductionView, 'balanceCents' | 'currentAmountCents'>,
  party: ReductionParty,
): FormParse<ReductionStepBody> {
  let input: unknown = { action, note: values.note };
  if (action === 'COUNTER') {
    const amountCents = dollarsToCents(values.amount);
    if (amountCents === undefined) return { issues: [{ path: 'amount', message: MESSAGES.fieldRequired }] };
    if (amountCents === null)
      return { issues: [{ path: 'amount', message: MESSAGES.reductionCounterInvalid }] };
    input = { action, amountCents, note: values.note };
  }
  const parsed = reductionStepBodySchema.safeParse(input);
  if (!parsed.success) return { issues: schemaIssues(parsed.error, STEP_RENAME) };
  if (parsed.data.action === 'COUNTER') {
    const refusal = counterRefusal(reduction, party, parsed.data.amountCents);
    if (refusal) return { issues: [{ path: 'amount', message: refusal }] };
  }
  return { body: parsed.data };
}
