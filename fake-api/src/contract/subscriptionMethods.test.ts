/**
 * The contract of My Account's subscription calls (subscriptionMethods: the card on file, a new card), run
 * against the fake API's core in process. The table is typed so that every method has its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import type { SubscriptionMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const card = {
  email: 'billing@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/39',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Olivia Stone',
};

const CASES: Record<keyof SubscriptionMethods, ContractCase> = {
  changePaymentMethod: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.changePaymentMethod(companyIdOf('attorney-owner'), card),
  },
  getMyCreditCard: {
    as: 'attorney-owner',
    run: async ({ client, companyIdOf }) => {
      await client.dataProvider.changePaymentMethod(companyIdOf('attorney-owner'), card);
      expect(await client.dataProvider.getMyCreditCard()).toMatchObject({
        brand: 'visa',
        lastDigits: '4242',
      });
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client subscription calls against the fake API core', () => contractTests(CASES));
