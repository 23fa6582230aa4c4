/**
 * Money in integer cents for the billing rules (billing.ts, reductions.ts, settlement.ts): no float ever
 * carries an amount through a sum. Multiplications by a rate go through BigInt, so no product overflows.
 *
 * Rounding rules (one place, documented in the README):
 * - A single amount times a rate (a fee, a percentage reduction, a cap) is rounded half up to the cent.
 * - A total split in proportion to weights (the pro-rata suggestion) uses the largest-remainder method:
 *   every share gets the floor of its exact share, then the cents left over go one by one to the shares with
 *   the largest fractional remainders (ties: the earlier share first), so the shares always sum exactly.
 */

/** A rate as an exact fraction: 33⅓ % is { numerator: 1, denominator: 3 }; 40 % is { 40, 100 }. */
export interface Ratio {
  numerator: number;
  denominator: number;
}

export const ONE_THIRD: Ratio = { numerator: 1, denominator: 3 };

/** True for a whole, non-negative number of cents that is safe to add. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** USD as stored today (a float with cents, e.g. Bill.amount, Case.policyLimit) to integer cents. */
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

/**
 * A percentage as typed (e.g. 33.5, at most 4 decimals) to an exact ratio; the UI may offer ONE_THIRD
 * for 33⅓ %, which no decimal can write.
 */
export function ratioFromPercent(percent: number): Ratio {
  return { numerator: Math.round(percent * 10_000), denominator: 1_000_000 };
}

/** A ratio as a percentage to show (33.333… for one third). */
export function ratioToPercent(ratio: Ratio): number {
  return (ratio.numerator * 100) / ratio.denominator;
}

/** A valid rate lies in [0, 1] with a positive denominator. */
export function isRate(ratio: Ratio): boolean {
  return (
    Number.isSafeInteger(ratio.numerator) &&
    Number.isSafeInteger(ratio.denominator) &&
    ratio.denominator > 0 &&
    ratio.numerator >= 0 &&
    ratio.numerator <= ratio.denominator
  );
}

/** cents × ratio, rounded half up to the cent (cents ≥ 0, a valid rate). */
export function applyRatio(cents: number, ratio: Ratio): number {
  const product = BigInt(cents) * BigInt(ratio.numerator);
  const den = BigInt(ratio.denominator);
  return Number((2n * product + den) / (2n * den));
}

/**
 * Splits `total` cents in proportion to `weights` (all ≥ 0) by largest remainder: the result sums to `total`
 * exactly. All-zero weights give all-zero shares (and `total` must then be 0 to sum: callers check).
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) return weights.map(() => 0);
  const t = BigInt(total);
  const exact = weights.map((w) => ({ floor: (t * BigInt(w)) / sum, rest: (t * BigInt(w)) % sum }));
  let left = t - exact.reduce((a, e) => a + e.floor, 0n);
  const order = exact
    .map((e, index) => ({ index, rest: e.rest }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  const shares = exact.map((e) => e.floor);
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** Dollars as USD text, always with two decimals: 103142.5 -> '$103,142.50' (the one money format). */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100));
}

/** Cents as USD text: 1234567 -> '$12,345.67', -500 -> '-$5.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
