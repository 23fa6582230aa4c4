/**
 * The amounts and notes of a reduction negotiation (reductions.ts): the reduction a request asks for, by
 * amount or percentage, and what a counteroffer may be. Every amount is in integer cents (money.ts).
 */
import { MESSAGES, format } from '../messages.ts';
import { applyRatio, formatCents, isCents, ratioFromPercent } from './money.ts';
import type { ReductionNegotiation, ReductionParty } from './reductions.ts';

/** The firm's request: a reduction of the balance by an amount (cents) or a percentage, with a note. */
export type ReductionRequest =
  | { by: 'AMOUNT'; reductionCents: number; note?: string | null }
  | { by: 'PERCENT'; percent: number; note?: string | null };

export const REDUCTION_NOTE_MAX = 1000;

/** The note of a step, trimmed (empty -> null), or the message refusing it. */
export function reductionNote(note: string | null | undefined): { note: string | null } | { error: string } {
  const text = (note ?? '').trim();
  if (text.length > REDUCTION_NOTE_MAX)
    return { error: format(MESSAGES.reductionNoteTooLong, { max: REDUCTION_NOTE_MAX }) };
  return { note: text === '' ? null : text };
}

/** The reduction asked for, in cents off the balance, or the message refusing it. */
export function requestedReductionCents(
  balanceCents: number,
  request: ReductionRequest,
): number | { error: string } {
  if (!isCents(balanceCents) || balanceCents === 0) return { error: MESSAGES.reductionNoBalance };
  if (request.by === 'PERCENT') {
    const { percent } = request;
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100)
      return { error: MESSAGES.reductionPercentInvalid };
    const cents = applyRatio(balanceCents, ratioFromPercent(percent));
    // A percentage so small it rounds to no cent at all would offer the whole balance: no reduction.
    return cents === 0 ? { error: MESSAGES.reductionAmountInvalid } : cents;
  }
  const { reductionCents } = request;
  if (!isCents(reductionCents) || reductionCents === 0) return { error: MESSAGES.reductionAmountInvalid };
  if (reductionCents > balanceCents)
    return {
      error: format(MESSAGES.reductionOverBalance, {
        reduction: formatCents(reductionCents),
        balance: formatCents(balanceCents),
      }),
    };
  return reductionCents;
}

/**
 * Why a counteroffer is refused, or null: it lies in [0, balance], differs from the standing offer, and moves
 * toward the other side (the provider asks for more than offered, the firm offers less than asked).
 */
export function counterRefusal(
  n: Pick<ReductionNegotiation, 'balanceCents' | 'currentAmountCents'>,
  party: ReductionParty,
  amountCents: number,
): string | null {
  if (!isCents(amountCents)) return MESSAGES.reductionCounterInvalid;
  if (amountCents > n.balanceCents)
    return format(MESSAGES.reductionCounterOverBalance, {
      amount: formatCents(amountCents),
      balance: formatCents(n.balanceCents),
    });
  if (amountCents === n.currentAmountCents) return MESSAGES.reductionCounterSame;
  const standing = { amount: formatCents(n.currentAmountCents) };
  if (party === 'PROVIDER' && amountCents < n.currentAmountCents)
    return format(MESSAGES.reductionProviderCounterTooLow, standing);
  if (party === 'FIRM' && amountCents > n.currentAmountCents)
    return format(MESSAGES.reductionFirmCounterTooHigh, standing);
  return null;
}
