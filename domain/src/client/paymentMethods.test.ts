import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider.ts';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { jsonResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const provider = () => createDataProvider(createHttpClient({ apiUrl: API }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('plan and payment custom methods', () => {
  it('call the subscription endpoints with the token', async () => {
    session.set(testSession({ token: 'tok' }));
    const { calls } = mockFetch(() => jsonResponse(200, { company: { id: 'other' } }));
    const dp = provider();
    await dp.savePaymentMethod('c 1', { upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    await dp.getQuote({ upgradeTo: 'PRO', billingType: 'ANNUAL' });
    await dp.getPreviousSummary('s1', true);
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'POST /subscriptions/company/c%201/payment-method',
      'PUT /subscriptions/quote',
      'GET /subscriptions/s1/previous-summary?isAnnuall=true',
    ]);
    expect(calls[0]!.body).toEqual({ upgradeTo: 'BASIC', billingType: 'MONTHLY' });
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('reads the card on file and changes it with isChangePaymentMethod', async () => {
    session.set(testSession({ token: 'tok' }));
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const dp = provider();
    await dp.getMyCreditCard();
    const card = {
      email: 'a@b.test',
      cardNumber: '4242424242424242',
      expiration: '12/39',
      securityCode: '123',
      zip: '78701',
      nameOnCard: 'A B',
    };
    await dp.changePaymentMethod('c1', card);
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'GET /subscriptions/me/credit-card',
      'PUT /subscriptions/company/c1/payment-method',
    ]);
    expect(calls[1]!.body).toEqual({ isChangePaymentMethod: true, card });
  });

  it("savePaymentMethod gives the session the company's new plan", async () => {
    session.set(testSession({ subscriptionType: 'BASIC' }));
    mockFetch(() => jsonResponse(200, { company: { id: 'c1', subscriptionType: 'PRO' }, subscription: {} }));
    await provider().savePaymentMethod('c1', { upgradeTo: 'PRO', billingType: 'ANNUAL' });
    expect(session.get()?.subscriptionType).toBe('PRO');
    expect(session.get()?.company?.subscriptionType).toBe('PRO');
  });
});
