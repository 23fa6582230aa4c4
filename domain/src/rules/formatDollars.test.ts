import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './money.ts';

describe('money formats (issue 40 item 20: always two decimals)', () => {
  it('shows dollars with two decimals, rounded to the cent', () => {
    expect(formatDollars(103142.5)).toBe('$103,142.50');
    expect(formatDollars(12500)).toBe('$12,500.00');
    expect(formatDollars(0.005)).toBe('$0.01');
    expect(formatDollars(-5)).toBe('-$5.00');
  });

  it('agrees with the cents format', () => {
    expect(formatDollars(1234.5)).toBe(formatCents(123450));
  });
});
