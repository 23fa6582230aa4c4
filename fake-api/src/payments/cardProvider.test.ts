import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { authorizeCard } from './cardProvider.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const newId = () => 'pm-1';
const card = {
  email: 'billing@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '06/26',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Ann Lee',
};

describe('authorizeCard', () => {
  it('approves a valid card and answers only its id, brand and last 4 digits', () => {
    expect(authorizeCard(card, NOW, newId)).toEqual({
      outcome: 'approved',
      card: { id: 'pm-1', brand: 'visa', lastDigits: '4242' },
    });
    const amex = { ...card, cardNumber: '3782 822463 10005', securityCode: '1234' };
    expect(authorizeCard(amex, NOW, newId)).toMatchObject({ card: { brand: 'amex', lastDigits: '0005' } });
  });

  it('reports every required field with the spec message', () => {
    const result = authorizeCard({}, NOW, newId);
    expect(result).toEqual({
      outcome: 'invalid',
      fields: {
        email: MESSAGES.emailRequired,
        cardNumber: MESSAGES.cardNumberRequired,
        expiration: MESSAGES.expirationRequired,
        securityCode: MESSAGES.securityCodeRequired,
        zip: MESSAGES.zipRequired,
        nameOnCard: MESSAGES.nameOnCardRequired,
      },
    });
  });

  it('refuses a Luhn failure, an unaccepted brand, an expired card, a bad code or ZIP', () => {
    const fields = (over: object) => {
      const result = authorizeCard({ ...card, ...over }, NOW, newId);
      return result.outcome === 'invalid' ? result.fields : {};
    };
    expect(fields({ cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: MESSAGES.cardNumberInvalid });
    expect(fields({ cardNumber: '3530 1113 3330 0000' })).toEqual({
      cardNumber: MESSAGES.cardBrandNotAccepted,
    });
    expect(fields({ expiration: '05/26' })).toEqual({ expiration: MESSAGES.expirationInvalid });
    expect(fields({ securityCode: '12' })).toEqual({ securityCode: MESSAGES.securityCodeInvalid });
    expect(fields({ zip: '7870' })).toEqual({ zip: MESSAGES.zipInvalid });
  });

  it('declines the documented test numbers with their messages', () => {
    expect(authorizeCard({ ...card, cardNumber: '4000 0000 0000 0002' }, NOW, newId)).toEqual({
      outcome: 'declined',
      code: 'generic_decline',
      message: MESSAGES.cardDeclined,
    });
    expect(authorizeCard({ ...card, cardNumber: '4000000000009995' }, NOW, newId)).toMatchObject({
      code: 'insufficient_funds',
      message: MESSAGES.cardInsufficientFunds,
    });
  });
});
