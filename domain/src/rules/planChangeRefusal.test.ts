import { describe, expect, it } from 'vitest';
import { MESSAGES, format } from '../messages.ts';
import { planChangeRefusal } from './planChangeRefusal.ts';

const advancedAnnual = { planType: 'ADVANCED', billingType: 'ANNUAL', status: 'ACTIVE' } as const;

describe('planChangeRefusal (quote, summary and payment method)', () => {
  it('refuses Premium Monthly from Advanced Annual and allows Premium Annual', () => {
    expect(planChangeRefusal('ATTORNEY', advancedAnnual, 'PRO_MONTHLY')).toBe(
      format(MESSAGES.planChangeNotAllowed, { from: 'Advanced Annual', to: 'Premium Monthly' }),
    );
    expect(planChangeRefusal('ATTORNEY', advancedAnnual, 'PRO_ANNUAL')).toBeNull();
    expect(planChangeRefusal('ATTORNEY', advancedAnnual, 'BASIC_ANNUAL')).toBeNull();
  });
  it('refuses paid plans to factoring companies and any change while a downgrade is pending', () => {
    expect(planChangeRefusal('FACTORING_COMPANY', null, 'PRO_MONTHLY')).toBe(MESSAGES.planNotForCompanyType);
    const pending = { ...advancedAnnual, status: 'PENDING_CANCELLATION' } as const;
    expect(planChangeRefusal('ATTORNEY', pending, 'PRO_ANNUAL')).toBe(MESSAGES.downgradePending);
    expect(planChangeRefusal('ATTORNEY', pending, 'ADVANCED_ANNUAL')).toBeNull();
  });
});
