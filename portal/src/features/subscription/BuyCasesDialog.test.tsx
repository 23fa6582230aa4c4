import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DEFAULT_PLAN_PRICING, MESSAGES } from '@casebridge/domain';
import type { CaseResume } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { testAccount, testCompany, testSubscription } from '../../test/accountTestData.ts';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { BuyCasesDialog } from './BuyCasesDialog.tsx';
import { fillCard } from './subscriptionTestUtils.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const VISA = { id: 'cc1', brand: 'visa' as const, lastDigits: '4242' };
const RESUME: CaseResume = {
  total: 0,
  totalSpent: 0,
  totalIncluded: 10,
  totalPurchase: 20,
  totalAvailable: 30,
};

function show({
  card = VISA as typeof VISA | null,
  buy = () => Promise.resolve({ caseResume: RESUME, amount: 98 }),
} = {}) {
  session.set(testSession({ permissions: 'OWNER' }));
  const dataProvider = fakeDataProvider();
  const company = testCompany();
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(testAccount(company, testSubscription({ creditCard: card })))),
    getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
    buyCases: vi.fn(buy),
  });
  const onClose = vi.fn();
  const onBought = vi.fn();
  renderInAdmin(<BuyCasesDialog companyId="c1" onClose={onClose} onBought={onBought} />, dataProvider);
  return { dataProvider, onClose, onBought };
}

const twoPacks = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Buy cases' });
  fireEvent.change(within(dialog).getByLabelText('Packs of 10 cases'), { target: { value: '2' } });
  expect(await within(dialog).findByText('$98')).toBeTruthy();
  return dialog;
};
const confirmation = () => screen.findByRole('dialog', { name: 'Confirm your payment' });

describe('BuyCasesDialog', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('with the card on file asks first, saying what is charged; only the confirmation buys', async () => {
    const { dataProvider, onBought } = show();
    const dialog = await twoPacks();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use Visa ending in 4242' }));
    const confirm = await confirmation();
    expect(dataProvider.buyCases).not.toHaveBeenCalled();
    expect(within(confirm).getByText('2 packs of 10 cases: 20 cases at $49 a pack.')).toBeTruthy();
    expect(within(confirm).getByText('Total: $98.')).toBeTruthy();
    expect(within(confirm).getByText('Your Visa ending in 4242 is charged $98 today, once.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm and pay $98' }));
    expect(await screen.findByText(MESSAGES.casesBought)).toBeTruthy();
    expect(dataProvider.buyCases).toHaveBeenCalledWith('c1', { paymentMethodId: 'cc1', itemQuantity: 2 });
    expect(onBought).toHaveBeenCalledWith(RESUME);
  });

  it('Cancel in the confirmation buys nothing and keeps the cart', async () => {
    const { dataProvider, onBought } = show();
    const dialog = await twoPacks();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use Visa ending in 4242' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull());
    expect(dataProvider.buyCases).not.toHaveBeenCalled();
    expect(onBought).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Use Visa ending in 4242' })).toBeTruthy();
  });

  it('with a new card, Pay asks first too, then sends the card', async () => {
    const { dataProvider } = show({ card: null });
    const dialog = await twoPacks();
    expect(within(dialog).queryByRole('button', { name: /^Use / })).toBeNull();
    fillCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $98' }));
    const confirm = await confirmation();
    expect(
      within(confirm).getByText('Your new Visa ending in 4242 is charged $98 today, once.'),
    ).toBeTruthy();
    expect(within(confirm).getByText('It becomes your card on file.')).toBeTruthy();
    expect(dataProvider.buyCases).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm and pay $98' }));
    expect(await screen.findByText(MESSAGES.casesBought)).toBeTruthy();
    expect(dataProvider.buyCases).toHaveBeenCalledWith('c1', {
      paymentMethodId: 'new',
      itemQuantity: 2,
      card: expect.objectContaining({ cardNumber: '4242 4242 4242 4242' }),
    });
  });

  it("shows a declined new card's error on the form, and the card on file's refusal in the cart", async () => {
    const declined = () =>
      Promise.reject(new HttpError(MESSAGES.cardDeclined, 402, { message: MESSAGES.cardDeclined }));
    show({ buy: declined });
    const dialog = await twoPacks();
    fillCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $98' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Confirm and pay $98' }));
    expect(await within(dialog).findByText(MESSAGES.cardDeclined)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.paymentError)).toBeTruthy();
    cleanup();

    const stale = () =>
      Promise.reject(new HttpError('Invalid option', 400, { message: 'Invalid option', fields: {} }));
    show({ buy: stale });
    const cart = await twoPacks();
    fireEvent.click(await within(cart).findByRole('button', { name: 'Use Visa ending in 4242' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Confirm and pay $98' }));
    expect(await within(cart).findByText('Invalid option')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.casesBought)).toBeNull();
  });
});
