/**
 * The settlement form's values (dollars as typed, the fee as a percentage) and their conversion to the
 * domain's body in cents (settlementBodySchema). 33⅓ % has no exact decimal, so the fee is written and read
 * as a fraction when it is one: '33⅓' or '33 1/3' is exactly one third, and a saved rate shown unchanged is
 * sent back as it was.
 */
import { z } from 'zod';
import {
  DEFAULT_FEE,
  FEE_BASES,
  MESSAGES,
  format,
  ratioFromPercent,
  ratioToPercent,
  settlementBodySchema,
  usdToCents,
} from '@casebridge/domain';
import type { FeeBasis, Ratio, SettlementBody, SettlementView } from '@casebridge/domain';

export interface SettlementFormValues {
  gross: number | undefined;
  feePercent: string;
  feeBasis: FeeBasis;
  costs: number | undefined;
  fundingPayoff: number | undefined;
}

export const FEE_BASIS_LABELS: Record<FeeBasis, string> = {
  GROSS: 'Gross recovery',
  NET_OF_COSTS: 'Gross less costs',
};

const THIRDS = { '⅓': 1, '1/3': 1, '⅔': 2, '2/3': 2 } as const;

/** A rate as the fee field shows it: '33⅓' for one third, '40' for 40 %, '33.5' for 33.5 %. */
export function formatFeePercent(rate: Ratio): string {
  const thirds = (rate.numerator * 300) / rate.denominator;
  if (Number.isInteger(thirds) && thirds % 3 !== 0)
    return `${Math.floor(thirds / 3)}${thirds % 3 === 1 ? '⅓' : '⅔'}`;
  return String(Number(ratioToPercent(rate).toFixed(4)));
}

/** The fee field's text as an exact rate, or null when it is no percentage from 0 to 100. */
export function parseFeePercent(text: string): Ratio | null {
  const value = text.trim().replace(/\s*%$/, '');
  const third = /^(\d{1,2})\s*(⅓|⅔|1\/3|2\/3)$/.exec(value);
  if (third) {
    const thirds = Number(third[1]) * 3 + THIRDS[third[2] as keyof typeof THIRDS];
    return { numerator: thirds, denominator: 300 };
  }
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value)) return null;
  const percent = Number(value);
  return percent <= 100 ? ratioFromPercent(percent) : null;
}

/**
 * The form's starting values: the saved figures (kept by the API even when they make no statement), or an
 * empty gross and the default fee.
 */
export function settlementFormValues(view: SettlementView | undefined): SettlementFormValues {
  const saved = view?.figures;
  if (!saved || saved.grossCents === 0)
    return {
      gross: undefined,
      feePercent: formatFeePercent(DEFAULT_FEE.rate),
      feeBasis: DEFAULT_FEE.basis,
      costs: 0,
      fundingPayoff: 0,
    };
  return {
    gross: saved.grossCents / 100,
    feePercent: formatFeePercent(saved.fee.rate),
    feeBasis: saved.fee.basis,
    costs: saved.costsCents / 100,
    fundingPayoff: saved.fundingPayoffCents / 100,
  };
}

const wholeCents = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** Dollars with at most two decimals, zero or more. */
const dollars = (field: string) => {
  const message = format(MESSAGES.settlementAmountInvalid, { field });
  return z.number({ error: message }).min(0, message).refine(wholeCents, message);
};

/** The gross recovery: more than zero, in dollars and cents. */
const gross = z
  .number({ error: MESSAGES.settlementGrossPositive })
  .positive(MESSAGES.settlementGrossPositive)
  .refine(wholeCents, format(MESSAGES.settlementAmountInvalid, { field: 'the gross recovery' }));

/**
 * The form's schema: checks what is typed and gives the domain's body (then checked by settlementBodySchema).
 * `savedRate` is sent back unchanged while the fee field still shows it.
 */
export function settlementFormSchema(savedRate: Ratio | null) {
  return z
    .object({
      gross,
      feePercent: z
        .string()
        .refine((text) => parseFeePercent(text) !== null, MESSAGES.settlementFeeRateInvalid),
      feeBasis: z.enum(FEE_BASES, { error: MESSAGES.invalidOption }),
      costs: dollars('the case costs'),
      fundingPayoff: dollars('the funding payoff'),
    })
    .transform((values): SettlementBody => ({
      grossCents: usdToCents(values.gross),
      fee: {
        rate:
          savedRate && values.feePercent.trim() === formatFeePercent(savedRate)
            ? savedRate
            : parseFeePercent(values.feePercent)!,
        basis: values.feeBasis,
      },
      costsCents: usdToCents(values.costs),
      fundingPayoffCents: usdToCents(values.fundingPayoff),
    }))
    .pipe(settlementBodySchema);
}

/** Where the API's per-field messages (body paths) show on the form. */
export const SERVER_FIELDS: Record<string, keyof SettlementFormValues> = {
  grossCents: 'gross',
  fee: 'feePercent',
  'fee.rate': 'feePercent',
  'fee.basis': 'feeBasis',
  costsCents: 'costs',
  fundingPayoffCents: 'fundingPayoff',
};

/** A failed save with the API's field paths renamed to the form's fields (for showServerErrors). */
export function withFormFieldNames(error: unknown): unknown {
  const failure = error as { status?: unknown; body?: { fields?: Record<string, string> } } | null;
  const fields = failure?.body?.fields;
  if (!fields || typeof fields !== 'object') return error;
  const renamed: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const top = path.split('.').slice(0, 2).join('.');
    const field = SERVER_FIELDS[top] ?? SERVER_FIELDS[path.split('.')[0]!];
    renamed[field ?? path] ??= message;
  }
  return {
    status: failure.status,
    message: (error as Error).message,
    body: { ...failure.body, fields: renamed },
  };
}
