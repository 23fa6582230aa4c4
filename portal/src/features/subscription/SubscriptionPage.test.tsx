import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { DEFAULT_PLAN_PRICING, MESSAGES, format, formatLongDate } from '@casebridge/domain';
import type { Company, PlanPricing, PreviousSummary, Subscription } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { testAccount, testCompany, testSubscription } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';
import { fillCard } from './subscriptionTestUtils.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Setup {
  company?: Company;
  subscription?: Subscription | null;
  pricing?: PlanPricing;
  permission?: 'OWNER' | 'ADMIN' | 'MEMBER';
  previous?: PreviousSummary | Error;
  /** The trial end the quote answers (a free trial applies), null for none. */
  quoteTrialEnd?: string | null;
}

function show(setup: Setup = {}) {
  const company = setup.company ?? testCompany();
  session.set(
    testSession({
      permissions: setup.permission ?? 'OWNER',
      companyType: company.type,
      company: {
        id: company.id,
        name: company.name,
        type: company.type,
        status: company.status,
        subscriptionType: 'BASIC',
      },
    }),
  );
  const dataProvider = fakeDataProvider();
  const subscription = setup.subscription === undefined ? null : setup.subscription;
  const paid = {
    company: { ...company, subscriptionType: 'PRO' },
    subscription: testSubscription({ trialEnd: setup.quoteTrialEnd ?? null }),
    cart: {},
  };
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(testAccount(company, subscription))),
    getPlanPricing: vi.fn(() => Promise.resolve(setup.pricing ?? DEFAULT_PLAN_PRICING)),
    getQuote: vi.fn(() =>
      Promise.resolve({
        items: [{ concept: 'PROFESSIONAL_PLAN', quantity: 1, unitAmount: 5900, amount: 5900 }],
        subscriptionAmount: 5900,
        dueAmount: setup.quoteTrialEnd === null ? 5900 : 0,
        trialEnd: setup.quoteTrialEnd === undefined ? '2027-01-01T12:00:00.000Z' : setup.quoteTrialEnd,
      }),
    ),
    getPreviousSummary: vi.fn(() =>
      setup.previous instanceof Error || !setup.previous
        ? Promise.reject(setup.previous ?? new HttpError('Not found', 404, {}))
        : Promise.resolve(setup.previous),
    ),
    savePaymentMethod: vi.fn(() => Promise.resolve(paid)),
  });
  const view = renderInAdmin(
    <Routes>
      <Route path="/" element={<SubscriptionPage />} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/cases" element={<h1>Cases page</h1>} />
    </Routes>,
    dataProvider,
  );
  return { ...view, dataProvider };
}

const card = (name: string) => screen.findByRole('article', { name });
const trial60 = 'Start 60-day free trial!';

describe('SubscriptionPage: plan cards', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows Basic, Advanced and Premium with prices, features and the trial button', async () => {
    show();
    const premium = await card('Premium');
    expect(within(premium).getByText('$59/mo')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: trial60 })).toBeTruthy();
    expect(within(premium).getByText(MESSAGES.noChargeUntilTrialEnds)).toBeTruthy();
    expect(within(premium).getByText('Premium visibility')).toBeTruthy();
    const advanced = await card('Advanced');
    expect(within(advanced).getByText('$39/mo')).toBeTruthy();
    expect(within(advanced).getByRole('button', { name: trial60 })).toBeTruthy();
    const basic = await card('Basic');
    expect(within(basic).getByText('Free')).toBeTruthy();
    expect(within(basic).getAllByTitle('Not included')).toHaveLength(8);
  });

  it('switches to annual prices, showing the annual saving', async () => {
    show();
    await card('Premium');
    expect(screen.getByText('Save 16%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annual' }));
    expect(within(await card('Premium')).getByText('$590/yr')).toBeTruthy();
    expect(within(await card('Advanced')).getByText('$429/yr')).toBeTruthy();
  });

  it("uses the plan's trialPeriodDays, and no trial once it was used", async () => {
    const pricing = { ...DEFAULT_PLAN_PRICING, PROFESSIONAL_PLAN: { price: 5900, trialPeriodDays: 30 } };
    show({ pricing });
    expect(
      within(await card('Premium')).getByRole('button', { name: 'Start 30-day free trial!' }),
    ).toBeTruthy();
    cleanup();
    show({ subscription: testSubscription({ planType: 'BASIC', status: 'ACTIVE', trialing: false }) });
    expect(within(await card('Premium')).getByRole('button', { name: 'Choose Premium' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noChargeUntilTrialEnds)).toBeNull();
  });

  it('an upgrade during a trial offers the rest of it, not a new one (issue 17 item 14)', async () => {
    const trialEnd = new Date(Date.now() + 9 * 86_400_000 - 60_000).toISOString();
    const advancedTrial = testSubscription({
      planType: 'ADVANCED',
      billingType: 'MONTHLY',
      trialEnd,
      creditCard: { id: 'cc1', brand: 'visa', lastDigits: '4242' },
    });
    const { dataProvider } = show({ subscription: advancedTrial, quoteTrialEnd: trialEnd });
    const continueTrial = format(MESSAGES.continueTrial, { days: '9 days' });
    const noCharge = format(MESSAGES.noChargeUntilTrialEndsOn, { date: formatLongDate(trialEnd) });
    const premium = await card('Premium');
    expect(within(premium).getByText(noCharge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: trial60 })).toBeNull();
    fireEvent.click(within(premium).getByRole('button', { name: continueTrial }));
    const cart = await screen.findByRole('region', { name: 'Subscription cart' });
    expect(within(cart).getByText('$0')).toBeTruthy();
    expect(within(cart).getByText(noCharge)).toBeTruthy();
    // Choosing the card on file does not pay: it asks, saying what is charged and when (issue 40 item 32).
    fireEvent.click(screen.getByRole('button', { name: /^Use Visa ending in/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
    expect(
      within(confirm).getByText(
        `Nothing is charged today. Your Visa ending in 4242 is charged from ${formatLongDate(trialEnd)}, then $`,
        { exact: false },
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const continues = format(MESSAGES.trialContinues, { plan: 'Premium', date: formatLongDate(trialEnd) });
    expect(await screen.findByText(continues)).toBeTruthy();
    expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
    });
  });

  it('shows the facility prices to a facility', async () => {
    show({ company: testCompany({ type: 'FACILITY' }) });
    expect(within(await card('Premium')).getByText('$99/mo')).toBeTruthy();
    expect(within(await card('Advanced')).getByText('$69/mo')).toBeTruthy();
  });

  it('saves Basic at once and lands on cases, not on the Premium dashboard (issue 40 item 16)', async () => {
    const { dataProvider } = show();
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Choose Basic' }));
    expect(await screen.findByRole('heading', { name: 'Cases page' })).toBeTruthy();
    expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
      upgradeTo: 'BASIC',
      billingType: 'MONTHLY',
    });
  });

  it('opens the unauthorized modal for a member, and the action closes', async () => {
    const { dataProvider } = show({ permission: 'MEMBER' });
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: trial60 }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.unauthorizedSubscription });
    expect(within(dialog).getByText(MESSAGES.unauthorizedSubscriptionHint)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
    expect(await card('Premium')).toBeTruthy();
  });
});

describe('SubscriptionPage: payment', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the cart and pays with the card, then goes to the dashboard', async () => {
    const { dataProvider } = show();
    await card('Premium');
    fireEvent.click(screen.getByRole('button', { name: 'Annual' }));
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: trial60 }));
    const cart = await screen.findByRole('region', { name: 'Subscription cart' });
    expect(within(cart).getByText('Legal or Health Professional Premium')).toBeTruthy();
    expect(dataProvider.getQuote).toHaveBeenCalledWith({ upgradeTo: 'PRO', billingType: 'ANNUAL' });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: trial60 }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
      upgradeTo: 'PRO',
      billingType: 'ANNUAL',
      card: expect.objectContaining({ cardNumber: '4242 4242 4242 4242', expiration: '12/39' }),
    });
  });

  it('shows the decline message from the response above the form with the payment error', async () => {
    const { dataProvider } = show();
    dataProvider.savePaymentMethod = vi.fn(() =>
      Promise.reject(
        new HttpError(MESSAGES.cardDeclined, 402, {
          error: 'payment_failed',
          message: MESSAGES.cardDeclined,
        }),
      ),
    );
    fireEvent.click(within(await card('Advanced')).getByRole('button', { name: trial60 }));
    await screen.findByRole('form', { name: 'Payment information' });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: trial60 }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.paymentError)).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.cardDeclined)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
  });

  it('Back returns to the plans', async () => {
    show();
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: trial60 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await card('Basic')).toBeTruthy();
  });

  it('offers to keep the previous Premium benefits, 3 items until expanded', async () => {
    const people = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      name: `Name ${id}`,
      lastName: 'Doe',
      credentials: { label: 'MD' },
    }));
    const previous: PreviousSummary = { professionals: people, addresses: [], totalAmount: 1900 };
    const canceled = testSubscription({
      planType: 'PRO',
      status: 'CANCELED',
      trialing: false,
      billingType: 'MONTHLY',
    });
    const { dataProvider } = show({ subscription: canceled, previous });
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.previousBenefitsTitle })).toBeTruthy();
    expect(dataProvider.getPreviousSummary).toHaveBeenCalledWith('s1', false);
    const list = screen.getByRole('list', { name: 'Professional profiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Payment information' });
    expect(dataProvider.getQuote).toHaveBeenCalledWith({
      upgradeTo: 'PRO',
      billingType: 'MONTHLY',
      previousBenefits: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.previousBenefitsTitle })).toBeTruthy();
  });

  it('ignores a failed previous-summary call and goes to the payment', async () => {
    const canceled = testSubscription({ planType: 'PRO', status: 'CANCELED', trialing: false });
    show({ subscription: canceled, previous: new Error('offline') });
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByRole('form', { name: 'Payment information' })).toBeTruthy();
  });

  it('goes to the payment when the API answers an empty previous summary (nothing to get back)', async () => {
    const canceled = testSubscription({ planType: 'PRO', status: 'CANCELED', trialing: false });
    show({ subscription: canceled, previous: { professionals: [], addresses: [], totalAmount: 0 } });
    fireEvent.click(within(await card('Premium')).getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByRole('form', { name: 'Payment information' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MESSAGES.previousBenefitsTitle })).toBeNull();
  });
});

describe('/subscription', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is the plan page inside the authenticated layout', async () => {
    const company = testCompany({ status: 'VALIDATED' });
    session.set(testSession());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getAccount: vi.fn(() => Promise.resolve(testAccount(company, null))),
      getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
      getCompleteAccountInfo: vi.fn(() => Promise.resolve({})),
    });
    renderPortal('/subscription', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeTruthy();
    expect(await card('Premium')).toBeTruthy();
  });
});
