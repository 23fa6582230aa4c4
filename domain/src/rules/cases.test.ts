import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from '../enums.ts';
import { isCaseBillingOpen, isCaseOpen } from './cases.ts';

describe('open cases and open billing', () => {
  it('counts a case as active work until it is settled, closed or withdrawn', () => {
    expect(CASE_STATUSES.filter(isCaseOpen)).toEqual([
      'INTAKE',
      'TREATING',
      'DEMAND_SENT',
      'NEGOTIATING',
      'LITIGATION',
    ]);
  });

  it('keeps the billing open through SETTLED, when the providers are paid out of the settlement', () => {
    expect(isCaseBillingOpen('SETTLED')).toBe(true);
    expect(isCaseBillingOpen('NEGOTIATING')).toBe(true);
    expect(isCaseBillingOpen('CLOSED')).toBe(false);
    expect(isCaseBillingOpen('WITHDRAWN')).toBe(false);
  });
});
