import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { detectCardBrand, luhnValid } from '../validation/payment.ts';
import { APPROVED_TEST_CARDS, DECLINED_TEST_CARDS, cardLastDigits, testCardDecline } from './testCards.ts';

describe('test cards of the fake card payment provider', () => {
  it('every test number is a valid card of an accepted brand', () => {
    for (const card of [...DECLINED_TEST_CARDS, ...APPROVED_TEST_CARDS]) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectCardBrand(card.number), card.number).not.toBeNull();
    }
    for (const card of APPROVED_TEST_CARDS) expect(detectCardBrand(card.number)).toBe(card.brand);
  });

  it('declines the documented numbers with the provider message, spaces ignored', () => {
    expect(testCardDecline('4000 0000 0000 0002')).toMatchObject({
      code: 'generic_decline',
      message: MESSAGES.cardDeclined,
    });
    expect(testCardDecline('4000-0000-0000-9995')?.message).toBe(MESSAGES.cardInsufficientFunds);
    expect(testCardDecline('4242 4242 4242 4242')).toBeNull();
  });

  it('keeps the last 4 digits only', () => {
    expect(cardLastDigits('4242 4242 4242 4242')).toBe('4242');
    expect(cardLastDigits('3782-822463-10005')).toBe('0005');
  });
});
