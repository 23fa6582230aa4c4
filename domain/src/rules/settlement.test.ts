import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { allocateLargestRemainder, applyRatio, ratioFromPercent } from './money.ts';
import type { ProviderLineInput, SettlementInput } from './settlement.ts';
import {
  DEFAULT_FEE,
  attorneyFeeCents,
  canFinalizeSettlement,
  computeSettlement,
  suggestProRata,
  validateSettlement,
} from './settlement.ts';

const usd = (n: number) => n * 100;
const line = (
  providerId: string,
  billed: number,
  extra: Partial<ProviderLineInput> = {},
): ProviderLineInput => ({
  providerId,
  providerName: `Provider ${providerId}`,
  billedCents: usd(billed),
  paidCents: 0,
  acceptedReductionCents: null,
  ...extra,
});
/** The example: gross 90,000, fee 33⅓ %, costs 2,000, funding payoff 4,000, bills 9,000 + 3,000 + 24,000. */
const example = (providers = [line('a', 9_000), line('b', 3_000), line('c', 24_000)]): SettlementInput => ({
  grossCents: usd(90_000),
  fee: DEFAULT_FEE,
  costsCents: usd(2_000),
  fundingPayoffCents: usd(4_000),
  providers,
});

describe('computeSettlement', () => {
  it('the issue example: fee 30,000 and a net of 18,000 with no reductions', () => {
    const s = computeSettlement(example());
    expect(s.feeCents).toBe(usd(30_000));
    expect(s.providersOwedCents).toBe(usd(36_000));
    expect(s.lines.map((l) => [l.balanceCents, l.reductionCents, l.owedCents, l.status])).toEqual([
      [usd(9_000), 0, usd(9_000), 'OPEN'],
      [usd(3_000), 0, usd(3_000), 'OPEN'],
      [usd(24_000), 0, usd(24_000), 'OPEN'],
    ]);
    expect(s.netToClientCents).toBe(usd(18_000));
  });

  it('counts a reduction only once accepted, off the balance after payments', () => {
    const s = computeSettlement(
      example([
        line('a', 9_000, { paidCents: usd(1_000), acceptedReductionCents: usd(2_000) }),
        line('b', 3_000, { paidCents: usd(3_000) }),
        line('c', 24_000),
      ]),
    );
    expect(s.lines.map((l) => [l.balanceCents, l.owedCents, l.status])).toEqual([
      [usd(8_000), usd(6_000), 'ACCEPTED'],
      [0, 0, 'PAID'],
      [usd(24_000), usd(24_000), 'OPEN'],
    ]);
    expect(s.netToClientCents).toBe(usd(90_000 - 30_000 - 2_000 - 4_000 - 30_000));
  });

  it('no providers: everything after fee, costs and payoff goes to the client', () => {
    const s = computeSettlement(example([]));
    expect(s.lines).toEqual([]);
    expect(s.netToClientCents).toBe(usd(54_000));
    expect(canFinalizeSettlement(s)).toEqual({ ok: true });
  });

  it('fee on the net of costs: one third of 88,000, rounded half up to the cent', () => {
    const s = computeSettlement({ ...example(), fee: { ...DEFAULT_FEE, basis: 'NET_OF_COSTS' } });
    expect(s.feeBaseCents).toBe(usd(88_000));
    expect(s.feeCents).toBe(2_933_333);
    expect(s.netToClientCents).toBe(usd(90_000) - 2_933_333 - usd(2_000 + 4_000 + 36_000));
  });

  it('an edited fee percentage: 40 % of the gross', () => {
    expect(attorneyFeeCents(usd(90_000), 0, { rate: ratioFromPercent(40), basis: 'GROSS' })).toBe(
      usd(36_000),
    );
    expect(attorneyFeeCents(1, 0, { rate: { numerator: 1, denominator: 2 }, basis: 'GROSS' })).toBe(1);
  });

  it('throws the first validation message on bad input', () => {
    expect(() => computeSettlement({ ...example(), grossCents: 0 })).toThrow(
      MESSAGES.settlementGrossPositive,
    );
  });
});

describe('validateSettlement', () => {
  it('accepts the example', () => {
    expect(validateSettlement(example())).toEqual([]);
  });
  it('refuses a zero or negative gross', () => {
    expect(validateSettlement({ ...example(), grossCents: 0 })).toEqual([MESSAGES.settlementGrossPositive]);
    expect(validateSettlement({ ...example(), grossCents: -100 })).toEqual([
      MESSAGES.settlementGrossPositive,
    ]);
    expect(validateSettlement({ ...example(), grossCents: 10.5 })).toEqual([
      MESSAGES.settlementGrossPositive,
    ]);
  });
  it('refuses a reduction larger than the balance', () => {
    const errors = validateSettlement(
      example([line('a', 9_000, { paidCents: usd(1_000), acceptedReductionCents: usd(8_000) + 1 })]),
    );
    expect(errors).toEqual([
      'Provider a: the reduction ($8,000.01) cannot be more than the balance ($8,000.00).',
    ]);
  });
  it('refuses payments exceeding a bill', () => {
    expect(validateSettlement(example([line('a', 9_000, { paidCents: usd(9_000) + 1 })]))).toEqual([
      'Provider a: the payments ($9,000.01) are more than the amount billed ($9,000.00).',
    ]);
  });
  it('refuses negative or fractional amounts, a fee over 100 %, costs over the gross, a provider twice', () => {
    const errors = validateSettlement({
      grossCents: usd(1_000),
      fee: { rate: { numerator: 4, denominator: 3 }, basis: 'GROSS' },
      costsCents: usd(2_000),
      fundingPayoffCents: -1,
      providers: [line('a', 10), line('a', 10, { paidCents: 0.5 })],
    });
    expect(errors).toEqual([
      MESSAGES.settlementFeeRateInvalid,
      'Enter the funding payoff as an amount of zero or more, in dollars and cents.',
      'The case costs ($2,000.00) cannot be more than the gross recovery ($1,000.00).',
      MESSAGES.settlementDuplicateProvider,
      'Enter the amount paid to Provider a as an amount of zero or more, in dollars and cents.',
    ]);
  });
});

describe('canFinalizeSettlement', () => {
  it('refuses while a line is neither accepted nor paid in full, naming it', () => {
    const s = computeSettlement(example([line('a', 9_000, { acceptedReductionCents: 0 }), line('b', 3_000)]));
    expect(canFinalizeSettlement(s)).toEqual({
      ok: false,
      reason: 'Provider b has not accepted a reduction and is not paid in full.',
    });
  });
  it('allows it once every line is accepted (even at the full balance) or paid', () => {
    const s = computeSettlement(
      example([line('a', 9_000, { acceptedReductionCents: 0 }), line('b', 3_000, { paidCents: usd(3_000) })]),
    );
    expect(canFinalizeSettlement(s)).toEqual({ ok: true });
  });
  it('refuses a statement that pays out more than the gross', () => {
    const s = computeSettlement(example([line('a', 60_000, { acceptedReductionCents: 0 })]));
    expect(s.netToClientCents).toBe(usd(-6_000));
    expect(canFinalizeSettlement(s)).toEqual({
      ok: false,
      reason: 'The distributions are $6,000.00 more than the gross recovery.',
    });
  });
});

describe('suggestProRata', () => {
  it('the issue example: capped at one third of the gross, 7,500 + 2,500 + 20,000 and a net of 24,000', () => {
    const p = suggestProRata(example());
    expect(p.capCents).toBe(usd(30_000));
    expect(p.shares.map((s) => [s.suggestedOwedCents, s.reductionCents])).toEqual([
      [usd(7_500), usd(1_500)],
      [usd(2_500), usd(500)],
      [usd(20_000), usd(4_000)],
    ]);
    expect(p.statement.netToClientCents).toBe(usd(24_000));
  });
  it('suggests no reduction when the balances fit under the cap', () => {
    const p = suggestProRata(example([line('a', 9_000), line('b', 3_000)]));
    expect(p.shares.map((s) => s.reductionCents)).toEqual([0, 0]);
    expect(p.statement.netToClientCents).toBe(usd(90_000 - 30_000 - 6_000 - 12_000));
  });
  it('shares sum exactly to the cap when they do not divide evenly', () => {
    const three = {
      ...example([line('a', 100), line('b', 100), line('c', 100)]),
      costsCents: 0,
      fundingPayoffCents: 0,
    };
    const p = suggestProRata({ ...three, grossCents: 100 });
    expect(p.capCents).toBe(33);
    expect(p.shares.map((s) => s.suggestedOwedCents)).toEqual([11, 11, 11]);
    const q = suggestProRata({ ...three, grossCents: 300 });
    expect(q.capCents).toBe(100);
    expect(q.shares.map((s) => s.suggestedOwedCents)).toEqual([34, 33, 33]);
  });
  it('starts from the balance after payments; a paid line stays at zero; no providers is fine', () => {
    const p = suggestProRata(
      example([line('a', 40_000, { paidCents: usd(10_000) }), line('b', 5_000, { paidCents: usd(5_000) })]),
    );
    expect(p.shares.map((s) => s.suggestedOwedCents)).toEqual([usd(30_000), 0]);
    expect(suggestProRata(example([])).shares).toEqual([]);
  });
  it('takes another cap', () => {
    const p = suggestProRata(example(), { numerator: 1, denominator: 4 });
    expect(p.shares.map((s) => s.suggestedOwedCents)).toEqual([5_625_00, 1_875_00, 15_000_00]);
  });
});

describe('money helpers', () => {
  it('largest remainder gives leftover cents to the largest remainders, ties in order', () => {
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateLargestRemainder(10, [1, 2, 3])).toEqual([2, 3, 5]);
    expect(allocateLargestRemainder(5, [0, 0])).toEqual([0, 0]);
  });
  it('rounds a ratio half up', () => {
    expect(applyRatio(5, { numerator: 1, denominator: 2 })).toBe(3);
    expect(applyRatio(4, { numerator: 1, denominator: 3 })).toBe(1);
    expect(applyRatio(5, { numerator: 1, denominator: 3 })).toBe(2);
  });
});
