/**
 * The settlement distribution statement of a case (issue 14): gross recovery, attorney fee, case costs, every
 * provider's line after its accepted reduction, any funding payoff, and the net to the client. Pure functions
 * in integer cents (money.ts: fee rounded half up; pro-rata shares by largest remainder). The fake API
 * validates with validateSettlement (400 with the messages), computes with computeSettlement and refuses to
 * finalize with canFinalizeSettlement's reason; the portal shows the same numbers.
 */
import { MESSAGES, format } from '../messages.ts';
import type { Ratio } from './money.ts';
import { ONE_THIRD, allocateLargestRemainder, applyRatio, formatCents, isCents, isRate } from './money.ts';

/** What the fee agreement applies the fee to: the gross, or the gross less the case costs. */
export const FEE_BASES = ['GROSS', 'NET_OF_COSTS'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

/** 33⅓ % of the gross unless the fee agreement says otherwise. */
export const DEFAULT_FEE = { rate: ONE_THIRD, basis: 'GROSS' } as const satisfies SettlementFee;
/** The pro-rata suggestion caps all providers together at this share of the gross. */
export const DEFAULT_PROVIDERS_CAP: Ratio = ONE_THIRD;

export interface SettlementFee {
  rate: Ratio;
  basis: FeeBasis;
}

export interface ProviderLineInput {
  providerId: string;
  /** Shown in messages; the provider's company name. */
  providerName: string;
  /** Sum of the provider's bills on the case (voided bills excluded), and all paid on them by anyone. */
  billedCents: number;
  paidCents: number;
  /**
   * The reduction the provider ACCEPTED off its balance (reductions.ts acceptedReductionCents); null while no
   * reduction is accepted: nothing is assumed. 0 means agreed at the full balance.
   */
  acceptedReductionCents: number | null;
}

export interface SettlementInput {
  grossCents: number;
  fee: SettlementFee;
  costsCents: number;
  fundingPayoffCents: number;
  providers: readonly ProviderLineInput[];
}

export type ProviderLineStatus = 'PAID' | 'ACCEPTED' | 'OPEN';

export interface ProviderLine extends ProviderLineInput {
  balanceCents: number;
  /** The reduction counted in the statement: the accepted one, else 0. */
  reductionCents: number;
  owedCents: number;
  status: ProviderLineStatus;
}

export interface SettlementStatement {
  grossCents: number;
  fee: SettlementFee;
  /** The amount the fee percentage applies to. */
  feeBaseCents: number;
  feeCents: number;
  costsCents: number;
  fundingPayoffCents: number;
  lines: ProviderLine[];
  providersOwedCents: number;
  /** May be negative: then canFinalizeSettlement refuses. */
  netToClientCents: number;
}

/** Every reason the input cannot make a statement, in the order shown; empty when valid. */
export function validateSettlement(input: SettlementInput): string[] {
  const errors: string[] = [];
  const money = formatCents;
  const grossValid = Number.isSafeInteger(input.grossCents) && input.grossCents > 0;
  if (!grossValid) errors.push(MESSAGES.settlementGrossPositive);
  if (!isRate(input.fee.rate)) errors.push(MESSAGES.settlementFeeRateInvalid);
  for (const [field, value] of [
    ['the case costs', input.costsCents],
    ['the funding payoff', input.fundingPayoffCents],
  ] as const)
    if (!isCents(value)) errors.push(format(MESSAGES.settlementAmountInvalid, { field }));
  if (grossValid && isCents(input.costsCents) && input.costsCents > input.grossCents)
    errors.push(
      format(MESSAGES.settlementCostsOverGross, {
        costs: money(input.costsCents),
        gross: money(input.grossCents),
      }),
    );
  const seen = new Set<string>();
  for (const line of input.providers) {
    if (seen.has(line.providerId)) errors.push(MESSAGES.settlementDuplicateProvider);
    seen.add(line.providerId);
    errors.push(...validateLine(line));
  }
  return errors;
}

function validateLine(line: ProviderLineInput): string[] {
  const provider = line.providerName;
  const { billedCents: billed, paidCents: paid, acceptedReductionCents: reduction } = line;
  if (!isCents(billed))
    return [format(MESSAGES.settlementAmountInvalid, { field: `the amount billed by ${provider}` })];
  if (!isCents(paid))
    return [format(MESSAGES.settlementAmountInvalid, { field: `the amount paid to ${provider}` })];
  if (paid > billed)
    return [
      format(MESSAGES.settlementPaidOverBilled, {
        provider,
        paid: formatCents(paid),
        billed: formatCents(billed),
      }),
    ];
  if (reduction === null) return [];
  if (!isCents(reduction))
    return [format(MESSAGES.settlementAmountInvalid, { field: `the reduction of ${provider}` })];
  const balance = billed - paid;
  if (reduction > balance)
    return [
      format(MESSAGES.settlementReductionOverBalance, {
        provider,
        reduction: formatCents(reduction),
        balance: formatCents(balance),
      }),
    ];
  return [];
}

/** A provider's line: balance = billed − paid; owed = balance − the accepted reduction (none assumed). */
export function providerLine(line: ProviderLineInput): ProviderLine {
  const balanceCents = line.billedCents - line.paidCents;
  const reductionCents = line.acceptedReductionCents ?? 0;
  const status: ProviderLineStatus =
    balanceCents === 0 ? 'PAID' : line.acceptedReductionCents !== null ? 'ACCEPTED' : 'OPEN';
  return { ...line, balanceCents, reductionCents, owedCents: balanceCents - reductionCents, status };
}

/** The fee: rate × gross, or rate × (gross − costs), rounded half up to the cent. */
export function attorneyFeeCents(grossCents: number, costsCents: number, fee: SettlementFee): number {
  const base = fee.basis === 'GROSS' ? grossCents : grossCents - costsCents;
  return applyRatio(base, fee.rate);
}

/** The statement; throws a RangeError with the first validation message on invalid input. */
export function computeSettlement(input: SettlementInput): SettlementStatement {
  const errors = validateSettlement(input);
  if (errors.length > 0) throw new RangeError(errors[0]);
  const feeBaseCents = input.fee.basis === 'GROSS' ? input.grossCents : input.grossCents - input.costsCents;
  const feeCents = attorneyFeeCents(input.grossCents, input.costsCents, input.fee);
  const lines = input.providers.map(providerLine);
  const providersOwedCents = lines.reduce((sum, l) => sum + l.owedCents, 0);
  return {
    grossCents: input.grossCents,
    fee: input.fee,
    feeBaseCents,
    feeCents,
    costsCents: input.costsCents,
    fundingPayoffCents: input.fundingPayoffCents,
    lines,
    providersOwedCents,
    netToClientCents:
      input.grossCents - feeCents - input.costsCents - input.fundingPayoffCents - providersOwedCents,
  };
}

export type FinalizeCheck = { ok: true } | { ok: false; reason: string };

/** Finalizing needs every provider line accepted or paid in full, and a net to the client of zero or more. */
export function canFinalizeSettlement(statement: SettlementStatement): FinalizeCheck {
  const open = statement.lines.find((l) => l.status === 'OPEN');
  if (open)
    return { ok: false, reason: format(MESSAGES.settlementLineNotAccepted, { provider: open.providerName }) };
  if (statement.netToClientCents < 0)
    return {
      ok: false,
      reason: format(MESSAGES.settlementNetNegative, { shortfall: formatCents(-statement.netToClientCents) }),
    };
  return { ok: true };
}

export interface ProRataShare {
  providerId: string;
  balanceCents: number;
  /** What the provider would be owed: its share of the cap (its balance when all balances fit under it). */
  suggestedOwedCents: number;
  /** The reduction to request: balanceCents − suggestedOwedCents. */
  reductionCents: number;
}

export interface ProRataSuggestion {
  capCents: number;
  shares: ProRataShare[];
  /** The statement as it would read once every provider accepted its share. */
  statement: SettlementStatement;
}

/**
 * The pro-rata starting point for reduction requests: all providers' balances together are capped at
 * `cap` × gross (one third by default); when they are over it, each provider gets its share of the cap in
 * proportion to its balance (largest remainder, so the shares sum to the cap exactly). Under the cap nothing
 * is reduced. Accepted reductions in the input are ignored: the suggestion starts from the balances.
 */
export function suggestProRata(
  input: SettlementInput,
  cap: Ratio = DEFAULT_PROVIDERS_CAP,
): ProRataSuggestion {
  computeSettlement(input);
  if (!isRate(cap)) throw new RangeError(MESSAGES.settlementFeeRateInvalid);
  const balances = input.providers.map((p) => p.billedCents - p.paidCents);
  const capCents = applyRatio(input.grossCents, cap);
  const total = balances.reduce((a, b) => a + b, 0);
  const owed = total <= capCents ? balances : allocateLargestRemainder(capCents, balances);
  const shares = input.providers.map((p, i) => {
    const balanceCents = balances[i] ?? 0;
    const suggestedOwedCents = owed[i] ?? 0;
    return {
      providerId: p.providerId,
      balanceCents,
      suggestedOwedCents,
      reductionCents: balanceCents - suggestedOwedCents,
    };
  });
  const statement = computeSettlement({
    ...input,
    providers: input.providers.map((p, i) => ({
      ...p,
      acceptedReductionCents: shares[i]?.reductionCents ?? 0,
    })),
  });
  return { capCents, shares, statement };
}
